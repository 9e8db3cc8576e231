import type { ReactNode } from "react";
import { Link } from "react-router";
import { isApiError, type ApiError } from "@/lib/api-error";
import { UUID_PATTERN } from "@/shared/uuid";
import { CopyableText } from "./copy-button";
import { ErrorPanel } from "./error-panel";
import { PageHeader } from "./page-header";

/**
 * Whether a read's failure means its address names nothing: a 400, with an id of the address that
 * is not a uuid. A 400 for ids that are uuids is some other refusal, to be shown in the server's words.
 */
export function namesNothing(error: unknown, ...ids: string[]): boolean {
  return isApiError(error) && error.status === 400 && ids.some((id) => !UUID_PATTERN.test(id));
}

/**
 * For a page whose address cannot name what it shows (the server's 400 for an id that is not one): the
 * page's own words (`children`) in place of the server's, which name the API's parameter, and the request
 * ID to quote, as the error panel shows it.
 */
export function BadAddressPanel({ error, title, children }: { error: unknown; title: string; children: ReactNode }) {
  const requestId = isApiError(error) ? error.requestId : undefined;
  return (
    <div className="error-panel" role="alert">
      <p className="error-panel__title">{title}</p>
      <p className="error-panel__message">{children}</p>
      {requestId && (
        <p className="error-panel__meta">
          Request ID <CopyableText value={requestId} label="request ID" />
        </p>
      )}
    </div>
  );
}

/**
 * In place of a page (an organization's, a service's) whose address names nothing the key can see (a 404),
 * or cannot name anything (a 400 for an id that is not a uuid). The way on is the header's button.
 */
export function NotFoundPage({ error, ids, title, way, badAddress, errorTitle }: {
  /** The read's failure, found nothing (`foundNothing`). */
  error: ApiError;
  /** The address's ids, checked for one that is not an id at all. */
  ids: string[];
  title: string;
  way: { to: string; label: string };
  /** What the page says of an address that cannot name anything: what an ID looks like, and where to go. */
  badAddress: { title: string; text: string };
  /** The error panel's title otherwise: for a 400 of ids that are uuids (some other refusal), and for a 404. */
  errorTitle: { badRequest: string; notFound: string };
}) {
  return (
    <>
      <PageHeader title={title} actions={<Link className="button" to={way.to}>{way.label}</Link>} />
      {namesNothing(error, ...ids) ? (
        // The server's reason names the API's parameter; the page says what an ID looks like instead.
        <BadAddressPanel error={error} title={badAddress.title}>{badAddress.text}</BadAddressPanel>
      ) : (
        <ErrorPanel error={error} title={error.status === 400 ? errorTitle.badRequest : errorTitle.notFound} />
      )}
    </>
  );
}
