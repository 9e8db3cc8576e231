import { MAX_PRIVATE_ENDPOINT_ID_LENGTH, privateEndpointIdMarkup, type Service, type ServiceUpdateBody } from "@/shared/schemas/service";
import { textProblemMessage } from "@/shared/schemas/text-rules";

/** Unsent edits: attached ids marked for removal, and ids to attach. */
export interface PrivateEndpointDraft {
  removed: readonly string[];
  added: readonly string[];
}

export const EMPTY_PRIVATE_ENDPOINT_DRAFT: PrivateEndpointDraft = { removed: [], added: [] };

type EndpointLists = Pick<Service, "privateEndpointIds" | "availablePrivateEndpointIds">;

export function togglePrivateEndpointRemoval(draft: PrivateEndpointDraft, id: string): PrivateEndpointDraft {
  const removed = draft.removed.includes(id) ? draft.removed.filter((candidate) => candidate !== id) : [...draft.removed, id];
  return { ...draft, removed };
}

export function addPrivateEndpoint(draft: PrivateEndpointDraft, id: string): PrivateEndpointDraft {
  return { ...draft, added: [...draft.added, id.trim()] };
}

export function discardPrivateEndpoint(draft: PrivateEndpointDraft, id: string): PrivateEndpointDraft {
  return { ...draft, added: draft.added.filter((candidate) => candidate !== id) };
}

export function isPrivateEndpointDraftDirty(draft: PrivateEndpointDraft): boolean {
  return draft.removed.length > 0 || draft.added.length > 0;
}

/** Available ids not attached and not already waiting to be added: the ones offered to click. */
export function addablePrivateEndpointIds(service: EndpointLists, draft: PrivateEndpointDraft): string[] {
  const taken = new Set([...service.privateEndpointIds, ...draft.added]);
  return service.availablePrivateEndpointIds.filter((id) => !taken.has(id));
}

/** What is wrong with a typed id, or undefined. Whether the id exists is for the server to say. */
export function privateEndpointIdError(value: string, service: EndpointLists, draft: PrivateEndpointDraft): string | undefined {
  const id = value.trim();
  if (id === "") return "Enter a private endpoint id.";
  if (/\s/.test(id)) return "A private endpoint id has no spaces.";
  if (id.length > MAX_PRIVATE_ENDPOINT_ID_LENGTH) return `A private endpoint id is at most ${MAX_PRIVATE_ENDPOINT_ID_LENGTH} characters (this one has ${id.length}).`;
  const problem = textProblemMessage("A private endpoint id", id);
  if (problem) return `${problem}.`;
  const markup = privateEndpointIdMarkup(id);
  if (markup !== undefined) return `A private endpoint id has no “${markup}”: it is an id such as vpce-0123456789abcdef0, not text or markup.`;
  if (service.privateEndpointIds.includes(id)) return `Private endpoint ${id} is already attached.`;
  if (draft.added.includes(id)) return `Private endpoint ${id} is already in the list to add.`;
  return undefined;
}

/** The PATCH body of the private endpoints form: one `privateEndpointIds` change with `add` and `remove`. */
export function privateEndpointsBody(service: EndpointLists, draft: PrivateEndpointDraft): ServiceUpdateBody {
  const removed = new Set(draft.removed);
  return {
    privateEndpointIds: {
      add: [...draft.added],
      remove: service.privateEndpointIds.filter((id) => removed.has(id)),
    },
  };
}
