import type { ReactNode } from "react";
import { Link, useSubmit } from "react-router";
import { BrandMark } from "@/ui/brand-mark";

/** The console's top bar: brand, optional context, and a way to disconnect (forgets the key, ends the console session). */
export function TopBar({ children }: { children?: ReactNode }) {
  const submit = useSubmit();
  return (
    <header className="top-bar">
      <Link to="/o" className="top-bar__brand">
        <BrandMark size={22} />
        <span>Console</span>
      </Link>
      <div className="top-bar__context">{children}</div>
      <button
        type="button"
        className="button button--ghost button--small"
        // The router's /disconnect action: unsaved edits on the page are asked about first.
        onClick={() => void submit(null, { method: "post", action: "/disconnect" })}
      >
        Disconnect
      </button>
    </header>
  );
}
