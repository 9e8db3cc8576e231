import { errorMessage, isApiError } from "@/lib/api-error";
import { CopyableText } from "./copy-button";

/** The server's message, its status and code, and the requestId a user can quote to support. */
export function ErrorPanel({ error, title = "Something went wrong", onRetry }: { error: unknown; title?: string; onRetry?: () => void }) {
  const apiError = isApiError(error) ? error : undefined;
  return (
    <div className="error-panel" role="alert">
      <p className="error-panel__title">{title}</p>
      <p className="error-panel__message">{errorMessage(error)}</p>
      {apiError && (apiError.status !== undefined || apiError.code) && (
        <p className="error-panel__meta">
          {apiError.status !== undefined && <span>HTTP {apiError.status}</span>}
          {apiError.code && <span>{apiError.code}</span>}
          {apiError.path && <span>at {apiError.path}</span>}
          {apiError.retryAfterMs !== undefined && <span>The server asks to wait {Math.ceil(apiError.retryAfterMs / 1000)} s before trying again</span>}
        </p>
      )}
      {apiError?.requestId && (
        <p className="error-panel__meta">
          Request ID <CopyableText value={apiError.requestId} label="request ID" />
        </p>
      )}
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

/** A one-line error next to the form it belongs to. */
export function InlineError({ error, lead }: { error: unknown; /** What failed, where the place alone does not say: "The pipe was not stopped". */ lead?: string }) {
  const requestId = isApiError(error) ? error.requestId : undefined;
  return (
    <p className="inline-error" role="alert">
      {lead && `${lead}: `}
      {errorMessage(error)}
      {requestId && (
        <span className="inline-error__request">
          {" "}Request ID <CopyableText value={requestId} label="request ID" />
        </span>
      )}
    </p>
  );
}
