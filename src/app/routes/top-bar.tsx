import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { endConsoleSession } from "@/features/connection/api/console-session";
import { clearCredentials } from "@/lib/credentials-store";

/** The console's top bar: brand, optional context, and a way to disconnect (forgets the key, ends the console session). */
export function TopBar({ children }: { children?: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <header className="top-bar">
      <Link to="/o" className="top-bar__brand">
        <img src="/favicon.svg" alt="" width="22" height="22" />
        <span>Console</span>
      </Link>
      <div className="top-bar__context">{children}</div>
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={async () => {
          clearCredentials();
          // Ended before the connect page asks the server whether a session is open.
          await endConsoleSession();
          queryClient.clear();
          void navigate("/connect", { replace: true });
        }}
      >
        Disconnect
      </button>
    </header>
  );
}
