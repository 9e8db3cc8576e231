import { useQuery } from "@tanstack/react-query";
import { useNavigate, useSearchParams } from "react-router";
import { consoleConfigQuery } from "@/features/connection/api/console-config-query";
import { ConnectForm } from "@/features/connection/components/connect-form";

/** Only same-site paths may be returned to, never another origin. */
function safeNext(next: string | null): string {
  return next && next.startsWith("/") && !next.startsWith("//") ? next : "/o";
}

export function Component() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const config = useQuery(consoleConfigQuery);
  const expired = searchParams.get("reason") === "expired";

  return (
    <main id="main" className="connect-page">
      <title>Connect · Console</title>
      <div className="connect-card card">
        <div className="connect-card__brand">
          <img src="/favicon.svg" alt="" width="28" height="28" />
          <span>Console</span>
        </div>
        <h1>Connect to your service</h1>
        <p className="muted">
          Enter an API key of your organization. The key id and secret are sent only to this console's server as an
          Authorization header.
        </p>
        {expired && (
          <p className="notice" role="status">
            Your credentials were refused by the server. Connect again to continue where you were.
          </p>
        )}
        <ConnectForm config={config.data} onConnected={() => navigate(safeNext(searchParams.get("next")), { replace: true })} />
        {config.data?.mode === "upstream" && <p className="field__hint">Connected to the real service through this console's server.</p>}
      </div>
    </main>
  );
}
