import { isApiError, type ApiError } from "./api-error";

/**
 * Whether a read's failure says there is nothing at its address: a 404 (nothing there), or a 400 (an
 * address that cannot name anything, such as an id that is not one). Pages say "not found" for both.
 */
export function foundNothing(error: unknown): error is ApiError {
  return isApiError(error) && error.kind === "http" && (error.status === 400 || error.status === 404);
}

/**
 * Whether reading again could get another answer, so an error panel offers "Try again". Not when the
 * read found nothing there (the same read gets the same answer). A network failure, a time-out, a
 * refused key (after reconnecting), a 403, a 429 or a 5xx can.
 */
export function mayAnswerOtherwise(error: unknown): boolean {
  return !foundNothing(error);
}

/** An error panel's Try again for a read: its refetch, where reading again could answer otherwise; none where it could not. */
export function tryAgainFor(query: { error: unknown; refetch: () => unknown }): (() => void) | undefined {
  return mayAnswerOtherwise(query.error) ? () => void query.refetch() : undefined;
}
