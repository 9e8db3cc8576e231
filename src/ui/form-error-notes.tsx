import type { ReactNode } from "react";
import { Link } from "react-router";
import { isApiError } from "@/lib/api-error";
import { CopyableText } from "./copy-button";

// Notes below a form whose request failed: beside its error, or in place of the reason its field already gives.

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

/**
 * Below a form, for a refusal its field already explains in the page's words: what was not done, and
 * the request ID to quote, without the service's reason a second time.
 */
export function FieldRefusalNote({ error, children }: { error: unknown; /** "The service refused the name; the pipe was not renamed.", with a way to the field if it is far. */ children: ReactNode }) {
  const requestId = isApiError(error) ? error.requestId : undefined;
  return (
    <p className="inline-error" role="alert">
      {children}
      {requestId && (
        <span className="inline-error__request">
          {" "}Request ID <CopyableText value={requestId} label="request ID" />
        </span>
      )}
    </p>
  );
}
