import { z } from "../zod";
import { openEnum } from "./open-enum";
import { textField } from "./text-rules";

export const SERVICE_STATES = [
  "starting", "stopping", "terminating", "softdeleting", "awaking", "partially_running", "provisioning",
  "running", "stopped", "terminated", "softdeleted", "degraded", "failed", "idle",
] as const;
export const SERVICE_TIERS = ["development", "production"] as const;
export const RELEASE_CHANNELS = ["slow", "default", "fast"] as const;
export type ReleaseChannel = (typeof RELEASE_CHANNELS)[number];

export const serviceEndpointSchema = z.looseObject({
  protocol: z.string(),
  host: z.string(),
  port: z.int(),
  username: z.nullish(z.string()),
  /** Not in api.md's table, but PATCH `endpoints` turns it on or off (gaps.md). */
  enabled: z.optional(z.boolean()),
});
export type ServiceEndpoint = z.infer<typeof serviceEndpointSchema>;

export const ipAccessEntrySchema = z.object({
  source: z.string(),
  description: z._default(z.string(), ""),
});
export type IpAccessEntry = z.infer<typeof ipAccessEntrySchema>;

export const serviceSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  state: z.optional(openEnum(SERVICE_STATES)),
  tier: z.optional(openEnum(SERVICE_TIERS)),
  releaseChannel: z.nullish(openEnum(RELEASE_CHANNELS)),
  engineVersion: z.nullish(z.string()),
  endpoints: z._default(z.array(serviceEndpointSchema), []),
  minTotalMemoryGb: z.nullish(z.number()),
  maxTotalMemoryGb: z.nullish(z.number()),
  minReplicaMemoryGb: z.nullish(z.number()),
  maxReplicaMemoryGb: z.nullish(z.number()),
  numReplicas: z.nullish(z.int()),
  idleScaling: z.nullish(z.boolean()),
  idleTimeoutMinutes: z.nullish(z.int()),
  ipAccessList: z._default(z.array(ipAccessEntrySchema), []),
  createdAt: z.nullish(z.string()),
  encryptionKey: z.nullish(z.string()),
  encryptionAssumedRoleIdentifier: z.nullish(z.string()),
  iamRole: z.nullish(z.string()),
  privateEndpointIds: z._default(z.array(z.string()), []),
  availablePrivateEndpointIds: z._default(z.array(z.string()), []),
  dataWarehouseId: z.nullish(z.string()),
  isPrimary: z.nullish(z.boolean()),
  isReadonly: z.nullish(z.boolean()),
  byocId: z.nullish(z.string()),
  hasTransparentDataEncryption: z.nullish(z.boolean()),
  transparentDataEncryptionKeyId: z.nullish(z.string()),
  encryptionRoleId: z.nullish(z.string()),
});
export type Service = z.infer<typeof serviceSchema>;

/** Letters, digits and spaces, 1-50 characters, not spaces alone (api.md row 5, gaps.md). */
export const serviceNameSchema = z.string().check(
  z.minLength(1, "name is required"),
  z.maxLength(50, "name must be at most 50 characters"),
  z.regex(/^[A-Za-z0-9 ]*$/, "name may contain only letters, digits and spaces"),
  // Spaces alone would leave the service without a name to show (headings, breadcrumb, picker).
  z.refine((name) => name.trim() !== "", "name must have a letter or a digit"),
);

/** IPv4 or IPv6 address, optionally with a CIDR prefix. */
export function isIpOrCidr(value: string): boolean {
  const [address, prefix, ...rest] = value.trim().split("/");
  if (rest.length > 0 || address === undefined) return false;
  if (isIpv4(address)) return prefix === undefined || isPrefix(prefix, 32);
  if (isIpv6(address)) return prefix === undefined || isPrefix(prefix, 128);
  return false;
}

function isPrefix(prefix: string, max: number): boolean {
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= max;
}

export function isIpv4(address: string): boolean {
  const parts = address.split(".");
  return parts.length === 4 && parts.every((p) => /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/.test(p));
}

export function isIpv6(address: string): boolean {
  if (!/^[0-9A-Fa-f:.]+$/.test(address)) return false;
  const halves = address.split("::");
  if (halves.length > 2) return false;
  let groups = halves.flatMap((half) => (half === "" ? [] : half.split(":")));
  // An embedded IPv4 tail (::ffff:1.2.3.4) stands for two groups.
  const last = groups.at(-1);
  if (last?.includes(".")) {
    if (!isIpv4(last)) return false;
    groups = [...groups.slice(0, -1), "0", "0"];
  }
  if (!groups.every((g) => /^[0-9A-Fa-f]{1,4}$/.test(g))) return false;
  return halves.length === 2 ? groups.length <= 7 : groups.length === 8;
}

/**
 * The block a CIDR source stands for, when its address has bits set past the prefix (`10.0.0.1/8` →
 * `10.0.0.0/8`); undefined for a plain address, a block written at its start, or what is not a source.
 * AWS security groups refuse such a CIDR, and the list would show an address the rule does not match alone.
 */
export function cidrBlockStart(value: string): string | undefined {
  if (!isIpOrCidr(value)) return undefined;
  const [address = "", prefixText] = value.trim().split("/");
  if (prefixText === undefined) return undefined;
  const prefix = Number(prefixText);
  if (isIpv4(address)) {
    const octets = address.split(".").map(Number);
    const start = octets.map((octet, index) => octet & maskByte(prefix - index * 8, 8));
    return start.every((octet, index) => octet === octets[index]) ? undefined : `${start.join(".")}/${prefix}`;
  }
  const groups = ipv6Groups(address);
  const start = groups.map((group, index) => group & maskByte(prefix - index * 16, 16));
  return start.every((group, index) => group === groups[index]) ? undefined : `${formatIpv6(start)}/${prefix}`;
}

/** The mask of one part `bits` wide that keeps its first `kept` bits. */
function maskByte(kept: number, bits: number): number {
  const full = 2 ** bits - 1;
  if (kept >= bits) return full;
  if (kept <= 0) return 0;
  return full - (2 ** (bits - kept) - 1);
}

/** The eight 16-bit groups of a valid IPv6 address. */
function ipv6Groups(address: string): number[] {
  const [head = "", tail] = address.split("::");
  const parse = (half: string) =>
    half === ""
      ? []
      : half.split(":").flatMap((group) => {
          if (!group.includes(".")) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
          return [a * 256 + b, c * 256 + d];
        });
  const front = parse(head);
  if (tail === undefined) return front;
  const back = parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/** RFC 5952's form: lower case, no leading zeros, the longest run of two or more zero groups as `::`. */
function formatIpv6(groups: readonly number[]): string {
  let best = { start: -1, length: 1 };
  for (let start = 0; start < groups.length; start += 1) {
    let length = 0;
    while (groups[start + length] === 0) length += 1;
    if (length > best.length) best = { start, length };
  }
  const hex = (part: readonly number[]) => part.map((group) => group.toString(16)).join(":");
  if (best.start === -1) return hex(groups);
  return `${hex(groups.slice(0, best.start))}::${hex(groups.slice(best.start + best.length))}`;
}

/** The longest IPv6 CIDR block is 43 characters; some room for surrounding spaces. */
export const MAX_IP_SOURCE_LENGTH = 64;
export const MAX_IP_DESCRIPTION_LENGTH = 500;
/** Entries a service's IP access list may hold, and so also what one update may add or remove. */
export const MAX_IP_ACCESS_ENTRIES = 500;
export const MAX_PRIVATE_ENDPOINT_IDS = 100;
export const MAX_PRIVATE_ENDPOINT_ID_LENGTH = 128;
/** An AWS KMS key ARN is at most 2048 characters. */
export const MAX_ENCRYPTION_KEY_ID_LENGTH = 2048;

/**
 * Characters of markup and quoting: no cloud's private endpoint id holds one. The id's format is not
 * given (api.md, gaps.md, the reference: a string; the service may run on AWS, GCP or Azure, each with
 * its own ids), so nothing more certain is checked here, such as AWS's `vpce-` and hex digits.
 */
const PRIVATE_ENDPOINT_ID_MARKUP = /[<>"'`&]/;

/** The markup character a private endpoint id holds, or undefined. */
export const privateEndpointIdMarkup = (id: string): string | undefined => PRIVATE_ENDPOINT_ID_MARKUP.exec(id)?.[0];

export const ipSourceSchema = z.string().check(
  z.maxLength(MAX_IP_SOURCE_LENGTH, `source must be at most ${MAX_IP_SOURCE_LENGTH} characters`),
  z.refine(isIpOrCidr, "source must be an IPv4 or IPv6 address or CIDR block"),
);

const addRemove = <T extends z.ZodMiniType>(item: T, max: number, what: string) => {
  const list = z.optional(z.array(item).check(z.maxLength(max, `at most ${max} ${what} at a time`)));
  return z.strictObject({ add: list, remove: list });
};

/** An IP access list entry of an update: its source and description, nothing else. */
const ipAccessEntries = z.strictObject({
  source: ipSourceSchema,
  description: z._default(textField("description", { max: MAX_IP_DESCRIPTION_LENGTH }), ""),
});

export const serviceUpdateBodySchema = z.strictObject({
  name: z.optional(serviceNameSchema),
  ipAccessList: z.optional(
    addRemove(ipAccessEntries, MAX_IP_ACCESS_ENTRIES, "entries").check(
      // A source added twice in one update would leave which description holds to chance. Removing one
      // twice is harmless (gaps.md: removing an entry that is not there is no error), and a list stored
      // with a source twice must stay removable.
      z.superRefine((update, ctx) => {
        const seen = new Set<string>();
        update.add?.forEach((entry, index) => {
          // IPv6 hex digits read the same in either case.
          const source = entry.source.trim().toLowerCase();
          if (seen.has(source)) ctx.addIssue({ code: "custom", path: ["add", index, "source"], message: `source ${entry.source.trim()} is given twice` });
          seen.add(source);
          // Only on add: an entry stored before this rule (or by the real service) must stay removable.
          const start = cidrBlockStart(entry.source);
          if (start !== undefined) {
            ctx.addIssue({ code: "custom", path: ["add", index, "source"], message: `source ${entry.source.trim()} has bits set past its prefix; the block is ${start}` });
          }
        });
      }),
    ),
  ),
  privateEndpointIds: z.optional(addRemove(
    textField("private endpoint id", { min: 1, max: MAX_PRIVATE_ENDPOINT_ID_LENGTH }),
    MAX_PRIVATE_ENDPOINT_IDS,
    "ids",
  ).check(
    // Only on add: an id the service already holds stays removable, whatever it looks like.
    z.superRefine((update, ctx) => {
      update.add?.forEach((id, index) => {
        const markup = privateEndpointIdMarkup(id);
        if (markup !== undefined) ctx.addIssue({ code: "custom", path: ["add", index], message: `private endpoint id must not contain “${markup}”` });
      });
    }),
  )),
  releaseChannel: z.optional(z.enum(RELEASE_CHANNELS)),
  endpoints: z.optional(
    z.array(z.strictObject({ protocol: z.enum(["mysql"]), enabled: z.boolean() })).check(z.maxLength(10, "endpoints must be at most 10")),
  ),
  transparentDataEncryptionKeyId: z.optional(textField("transparentDataEncryptionKeyId", { min: 1, max: MAX_ENCRYPTION_KEY_ID_LENGTH })),
});
export type ServiceUpdateBody = z.input<typeof serviceUpdateBodySchema>;
