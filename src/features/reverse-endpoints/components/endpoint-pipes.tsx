import { Link } from "react-router";
import { InlineError } from "@/ui/error-panel";
import { Skeleton } from "@/ui/skeleton";

/** A pipe as this area needs it; the route that composes both areas fills it in. */
export interface PipeUsingEndpoint {
  id: string;
  name: string;
  state: string;
  href: string;
}

/** The pipes whose kafka source goes through this endpoint. */
export function EndpointPipes({ pipes, error, onRetry }: { pipes: readonly PipeUsingEndpoint[] | undefined; error: unknown; onRetry: () => void }) {
  return (
    <section className="card" aria-labelledby="endpoint-pipes">
      <h2 className="card__title" id="endpoint-pipes">Pipes using this endpoint</h2>
      {error ? (
        <div className="stack">
          <InlineError error={error} />
          <div>
            <button type="button" className="button" onClick={onRetry}>Try again</button>
          </div>
        </div>
      ) : pipes === undefined ? (
        <Skeleton rows={2} label="Loading pipes" />
      ) : pipes.length === 0 ? (
        <p className="muted">No pipe uses this endpoint.</p>
      ) : (
        <ul className="rpe-pipes">
          {pipes.map((pipe) => (
            <li key={pipe.id}>
              <Link to={pipe.href}>{pipe.name}</Link> <span className="tag">{pipe.state}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
