import { errorMessage, isApiError } from "@/lib/api-error";
import { CopyableText } from "@/ui/copy-button";

/** A failed series query, inside its tile: the server's message, status, request ID and a retry. */
export function TileError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const apiError = isApiError(error) ? error : undefined;
  return (
    <div className="tile-error" role="alert">
      <p className="tile-error__message">{errorMessage(error)}</p>
      {/* Try again first on its row: in a short tile the request ID may need scrolling to, the button not. */}
      <div className="tile-error__meta">
        <button type="button" className="button button--small" onClick={onRetry}>
          Try again
        </button>
        {apiError?.status !== undefined && <span>HTTP {apiError.status}</span>}
        {apiError?.requestId && (
          <span>
            Request ID <CopyableText value={apiError.requestId} label="request ID" />
          </span>
        )}
      </div>
    </div>
  );
}
