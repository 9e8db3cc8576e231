import { MAX_IP_ACCESS_ENTRIES, MAX_IP_DESCRIPTION_LENGTH, cidrBlockStart, isIpOrCidr, type IpAccessEntry, type ServiceUpdateBody } from "@/shared/schemas/service";
import { textProblemMessage } from "@/shared/schemas/text-rules";

/** A row the user is adding; `key` keeps React's identity while the source is being typed. */
export interface NewIpRow {
  key: string;
  source: string;
  description: string;
}

/** Unsent edits to the list: sources of existing entries marked for removal, and new rows. */
export interface IpAccessDraft {
  removed: readonly string[];
  added: readonly NewIpRow[];
}

export interface IpRowErrors {
  source?: string;
  description?: string;
}

export const EMPTY_IP_DRAFT: IpAccessDraft = { removed: [], added: [] };

/** Same as the server's limit on an added entry's description (shared update body schema). */
export const IP_DESCRIPTION_MAX = MAX_IP_DESCRIPTION_LENGTH;

/** Two spellings of one source count as one: surrounding spaces and IPv6 letter case do not matter. */
export function normalizeSource(source: string): string {
  return source.trim().toLowerCase();
}

export function toggleIpRemoval(draft: IpAccessDraft, source: string): IpAccessDraft {
  const removed = draft.removed.includes(source)
    ? draft.removed.filter((candidate) => candidate !== source)
    : [...draft.removed, source];
  return { ...draft, removed };
}

export function addIpRow(draft: IpAccessDraft, key: string): IpAccessDraft {
  return { ...draft, added: [...draft.added, { key, source: "", description: "" }] };
}

export function updateIpRow(draft: IpAccessDraft, key: string, change: Partial<Omit<NewIpRow, "key">>): IpAccessDraft {
  return { ...draft, added: draft.added.map((row) => (row.key === key ? { ...row, ...change } : row)) };
}

export function discardIpRow(draft: IpAccessDraft, key: string): IpAccessDraft {
  return { ...draft, added: draft.added.filter((row) => row.key !== key) };
}

export function isIpDraftDirty(draft: IpAccessDraft): boolean {
  return draft.removed.length > 0 || draft.added.length > 0;
}

/**
 * Errors per new row, keyed by row key. An existing entry marked for removal may be added again
 * (with a new description): the server removes before it adds (gaps.md).
 */
export function validateIpDraft(current: readonly IpAccessEntry[], draft: IpAccessDraft): Record<string, IpRowErrors> {
  const removed = new Set(draft.removed);
  const kept = new Set(current.filter((entry) => !removed.has(entry.source)).map((entry) => normalizeSource(entry.source)));
  const seen = new Set<string>();
  const errors: Record<string, IpRowErrors> = {};
  let room = MAX_IP_ACCESS_ENTRIES - kept.size;
  for (const row of draft.added) {
    const rowErrors: IpRowErrors = {};
    const source = normalizeSource(row.source);
    const sourceProblem = sourceFormProblem(source, row.source.trim());
    if (sourceProblem !== undefined) rowErrors.source = sourceProblem;
    else if (kept.has(source)) rowErrors.source = `Source ${row.source.trim()} is already in the list.`;
    else if (seen.has(source)) rowErrors.source = `Source ${row.source.trim()} is added twice.`;
    else if (room <= 0) rowErrors.source = `The list holds at most ${MAX_IP_ACCESS_ENTRIES} entries: remove one to add this.`;
    seen.add(source);
    room -= 1;
    const descriptionProblem = textProblemMessage("Description", row.description);
    if (row.description.length > IP_DESCRIPTION_MAX) {
      rowErrors.description = `Description must be at most ${IP_DESCRIPTION_MAX} characters (it has ${row.description.length}).`;
    } else if (descriptionProblem) rowErrors.description = `${descriptionProblem}.`;
    if (rowErrors.source || rowErrors.description) errors[row.key] = rowErrors;
  }
  return errors;
}

/** What is wrong with a source as written, apart from the list it joins; undefined when nothing is. */
function sourceFormProblem(source: string, typed: string): string | undefined {
  if (source === "") return "Enter a source: an IPv4 or IPv6 address or CIDR block.";
  if (!isIpOrCidr(source)) return `Source “${typed}” is not an IPv4 or IPv6 address or CIDR block.`;
  const blockStart = cidrBlockStart(source);
  return blockStart === undefined ? undefined : `Source “${typed}” has bits set past its prefix. Did you mean ${blockStart}?`;
}

/** What the save will change: the new entries, and the existing entries marked for removal. */
export function ipAccessDiff(current: readonly IpAccessEntry[], draft: IpAccessDraft): { add: IpAccessEntry[]; remove: IpAccessEntry[] } {
  const removed = new Set(draft.removed);
  return {
    add: draft.added.map((row) => ({ source: row.source.trim(), description: row.description.trim() })),
    remove: current.filter((entry) => removed.has(entry.source)).map((entry) => ({ source: entry.source, description: entry.description })),
  };
}

/**
 * What the pending-change summary lists: the removals, and only the new rows the save would take. A row
 * that is empty or refused (a bad address, a source given twice) is not an addition yet, and listing it
 * as "Add" would promise what the save will refuse; its count is told instead, and the row shows why.
 */
export function pendingIpChange(current: readonly IpAccessEntry[], draft: IpAccessDraft) {
  const errors = validateIpDraft(current, draft);
  const ready = { ...draft, added: draft.added.filter((row) => errors[row.key] === undefined) };
  return { ...ipAccessDiff(current, ready), needFix: draft.added.length - ready.added.length };
}

/** The PATCH body of the IP access list form: one `ipAccessList` change with `add` and `remove`. */
export function ipAccessListBody(current: readonly IpAccessEntry[], draft: IpAccessDraft): ServiceUpdateBody {
  return { ipAccessList: ipAccessDiff(current, draft) };
}
