/**
 * A zod issue's path as people read it: `["tiles", 3, "w"]` → `tiles[3].w`.
 * The emulator names fields this way in its 400s and the console in its own messages.
 */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === "number") return `${text}[${key}]`;
    const name = String(key);
    return text === "" ? name : `${text}.${name}`;
  }, "");
}

/**
 * The path a message starts with, written as `formatIssuePath` writes it (`privateEndpointIds.add[0]: …`,
 * `source.kafka.brokers must be …`: the emulator's and the service's 400s and 409s), back as keys, with
 * the words after it; undefined when the message starts with no path.
 */
export function leadingIssuePath(message: string): { path: (string | number)[]; rest: string } | undefined {
  const path = /^([A-Za-z]\w*(?:\.[A-Za-z]\w*|\[\d+\])*)(?=[\s:]|$)/.exec(message)?.[1];
  if (path === undefined) return undefined;
  return {
    path: path.split(/\.|\[|\]/).filter(Boolean).map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    rest: message.slice(path.length),
  };
}

/**
 * A zod issue as "path: message", so people and clients can point at the field. Messages in the shared
 * schemas often start with the field name already ("name is required"); those get the full path in
 * place of the bare name instead of saying the name twice.
 */
export function describeIssue(issue: { path: readonly PropertyKey[]; message: string } | undefined): string {
  if (issue === undefined) return "request body is invalid";
  const path = formatIssuePath(issue.path);
  const { message } = issue;
  if (path === "" || message.startsWith(path)) return message;
  const last = issue.path.at(-1);
  if (typeof last === "string" && message.startsWith(`${last} `)) {
    const parent = formatIssuePath(issue.path.slice(0, -1));
    return parent === "" ? message : `${parent}.${message}`;
  }
  return `${path}: ${message}`;
}
