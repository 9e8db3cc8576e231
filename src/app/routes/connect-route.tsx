import { useLoaderData, useNavigate, useSearchParams } from "react-router";
import { queryClient } from "@/app/app-query-client";
import { consoleConfigQuery, type ConsoleConfig } from "@/features/connection/api/console-config-query";
import { ConnectForm } from "@/features/connection/components/connect-form";
import { safeNextPath } from "../route-guards";
import { CONNECT_HEADING } from "@/shared/connect-heading";

/**
 * The server's configuration (demo offer, access token), read before the page shows so the
 * form appears whole. Through the loader rather than useQuery: the connect page is the first
 * page, and this keeps the query hooks out of it. Without it the form still works.
 */
export async function loader(): Promise<ConsoleConfig | null> {
  return queryClient.ensureQueryData(consoleConfigQuery).catch(() => null);
}

export function Component() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const config = useLoaderData<typeof loader>() ?? undefined;

  return (
    <main id="main" className="connect-page" tabIndex={-1}>
      <title>Connect · Console</title>
      <div className="connect-card card">
        <div className="connect-card__brand">
          {/* An image, not the inline BrandMark: the first page has no room for it (src/shared/brand-mark.ts). */}
          <img src="/favicon.svg" alt="" width="28" height="28" />
          <span>Console</span>
        </div>
        <h1>{CONNECT_HEADING.title}</h1>
        <p className="muted">{CONNECT_HEADING.description}</p>
        <ConnectForm config={config} onConnected={() => navigate(safeNextPath(searchParams.get("next")), { replace: true })} />
        {config?.mode === "upstream" && <p className="field__hint">Connected to the real service through this console's server.</p>}
      </div>
    </main>
  );
}
