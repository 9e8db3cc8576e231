import { Link } from "react-router";
import { InlineError } from "@/ui/error-panel";
import { Skeleton } from "@/ui/skeleton";
import { StatusBadge, type StatusTone } from "@/ui/status-badge";

/** A pipe as this area needs it; the route that composes both areas fills it in. */
export interface PipeUsingEndpoint {
  id: string;
  name: string;
  state: string;
  /** The state's colour, as the pipes area gives it (the route that composes both areas knows it). */
  tone: StatusTone;
  href: string;
}

interface EndpointPipesProps {
  pipes: readonly PipeUsingEndpoint[] | undefined;
  /** How many of the service's pipes the console could not read: any of them may use the endpoint too. */
  unreadable: number;
  pipesListHref: string;
  error: unknown;
  onRetry: () => void;
}

/** The pipes whose kafka source goes through this endpoint. */
export function EndpointPipes({ pipes, unreadable, pipesListHref, error, onRetry }: EndpointPipesProps) {
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
        <p className="muted">{unreadable > 0 ? "No pipe the console could read uses this endpoint." : "No pipe uses this endpoint."}</p>
      ) : (
        <ul className="rpe-pipes">
          {pipes.map((pipe) => (
            <li key={pipe.id}>
              <Link to={pipe.href}>{pipe.name}</Link> <StatusBadge tone={pipe.tone}>{pipe.state}</StatusBadge>
            </li>
          ))}
        </ul>
      )}
      {!error && pipes !== undefined && unreadable > 0 && (
        <p className="notice rpe-pipes__unreadable" role="status">
          {unreadable === 1 ? "1 pipe of this service" : `${unreadable} pipes of this service`} could not be read, so this list may
          miss {unreadable === 1 ? "it" : "some"}. <Link to={pipesListHref}>The pipes list</Link> shows what is wrong.
        </p>
      )}
    </section>
  );
}
