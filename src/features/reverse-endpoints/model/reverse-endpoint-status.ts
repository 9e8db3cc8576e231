import { pollInterval } from "@/lib/poll-interval";
import { z } from "@/shared/zod";
import type { StatusTone } from "@/ui/status-badge";
import { TRANSITIONAL_REVERSE_ENDPOINT_STATUSES, type ReverseEndpoint } from "@/shared/schemas/reverse-endpoint";

/** How often a page showing a transitional endpoint asks again (gaps.md: poll until it leaves Provisioning)... */
export const TRANSITIONAL_POLL_MS = 2_000;
/** ...and once its answer has not changed for a minute (an endpoint waiting for its owner to accept it). */
export const SETTLED_POLL_MS = 15_000;

export function isTransitionalStatus(status: string | undefined): boolean {
  return status !== undefined && (TRANSITIONAL_REVERSE_ENDPOINT_STATUSES as readonly string[]).includes(status);
}

/** Badge tone per status; an unknown future status is shown as-is, neutral. */
export function reverseEndpointStatusTone(status: string): StatusTone {
  if (status === "Ready") return "ok";
  if (isTransitionalStatus(status)) return "transition";
  if (status === "Failed" || status === "Rejected") return "failed";
  if (status === "Expired") return "stopped";
  return "neutral";
}

/**
 * react-query's refetchInterval: poll while something is transitional, less often once the answer
 * (`answer`, the query's data: the same object while unchanged) has not changed for a minute, and stop
 * once everything settled.
 */
export function pollWhileTransitional(
  endpoints: readonly Pick<ReverseEndpoint, "status">[] | undefined,
  answer: object | undefined = endpoints,
): number | false {
  if (answer === undefined || !endpoints?.some((endpoint) => isTransitionalStatus(endpoint.status))) return false;
  return pollInterval(answer, TRANSITIONAL_POLL_MS, SETTLED_POLL_MS);
}

const createdAtField = z.looseObject({ createdAt: z.nullish(z.string()) });

/** api.md has no createdAt, but the schema keeps extra fields: use the server's time when it sends one. */
export function serverCreatedAt(endpoint: ReverseEndpoint): number | undefined {
  const parsed = createdAtField.safeParse(endpoint);
  const time = parsed.success && parsed.data.createdAt ? Date.parse(parsed.data.createdAt) : Number.NaN;
  return Number.isNaN(time) ? undefined : time;
}

/*
 * When this tab first saw each endpoint in a transitional status. Kept outside React so it
 * survives leaving the page and coming back (the create form records the moment it sent the
 * POST); cleared when the endpoint settles, so the next transition starts a new wait.
 */
const firstSeenTransitional = new Map<string, number>();
/** Endpoints whose wait this tab saw begin: it created them. */
const seenFromStart = new Set<string>();

export function noteCreated(id: string, sentAt: number): void {
  firstSeenTransitional.set(id, sentAt);
  seenFromStart.add(id);
}

/**
 * Since when the endpoint has been waiting, or undefined when it is not waiting. `known` is false
 * when neither the server nor this tab saw the wait begin: then `at` is only when this tab first
 * saw it waiting, and the page must not present it as the start.
 */
export function waitingSince(endpoint: ReverseEndpoint, now: number): { at: number; known: boolean } | undefined {
  if (!isTransitionalStatus(endpoint.status)) {
    firstSeenTransitional.delete(endpoint.id);
    seenFromStart.delete(endpoint.id);
    return undefined;
  }
  const fromServer = serverCreatedAt(endpoint);
  if (fromServer !== undefined && endpoint.status === "Provisioning") return { at: fromServer, known: true };
  const seen = firstSeenTransitional.get(endpoint.id);
  if (seen !== undefined) return { at: seen, known: seenFromStart.has(endpoint.id) };
  firstSeenTransitional.set(endpoint.id, now);
  return { at: now, known: false };
}
