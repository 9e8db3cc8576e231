import { isApiError } from "./api-error";

/**
 * Whether reading again could get another answer, so an error panel offers "Try again". Not after a
 * 400 (the request itself is wrong, such as an id that is not one: the same read gets the same
 * answer) or a 404 (there is nothing there). A network failure, a time-out, a refused key (after
 * reconnecting), a 403, a 429 or a 5xx can.
 */
export function mayAnswerOtherwise(error: unknown): boolean {
  return !(isApiError(error) && error.kind === "http" && (error.status === 400 || error.status === 404));
}

/** An error panel's Try again for a read: its refetch, where reading again could answer otherwise; none where it could not. */
export function tryAgainFor(query: { error: unknown; refetch: () => unknown }): (() => void) | undefined {
  return mayAnswerOtherwise(query.error) ? () => void query.refetch() : undefined;
}
