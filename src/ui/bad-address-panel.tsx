import type { ReactNode } from "react";
import { isApiError } from "@/lib/api-error";
import { UUID_PATTERN } from "@/shared/uuid";
import { CopyableText } from "./copy-button";

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
