import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { clearCredentials } from "@/lib/credentials-store";

/** The console's top bar: brand, optional context, and a way to disconnect (forgets the key). */
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
        onClick={() => {
          clearCredentials();
          queryClient.clear();
          void navigate("/connect", { replace: true });
        }}
      >
        Disconnect
      </button>
    </header>
  );
}
