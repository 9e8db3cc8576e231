import { Link } from "react-router";
import { isApiError } from "@/lib/api-error";

/**
 * Under a create the server failed on its side (a 5xx): the server may have made the item before it
 * failed, so the user looks in the list before creating it again, rather than making it twice. (A
 * create abandoned on its way already says so in its message, http-transport.ts.)
 */
export function MaybeCreatedNote({ error, item, listName, listHref }: { error: unknown; item: string; listName: string; listHref: string }) {
  if (!isApiError(error) || error.kind !== "http" || (error.status ?? 0) < 500) return null;
  return (
    <p className="muted">
      The {item} may have been created anyway: look for it in <Link to={listHref}>{listName}</Link> before you create it again.
    </p>
  );
}
