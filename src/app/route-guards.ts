import { redirect, type LoaderFunctionArgs } from "react-router";
import { getCredentials } from "@/lib/credentials-store";

/** `/connect?next=<where the user was>` so connecting brings them back. */
export function connectPath(next: string): string {
  const search = new URLSearchParams();
  if (next && next !== "/" && !next.startsWith("/connect")) search.set("next", next);
  const query = search.toString();
  return query ? `/connect?${query}` : "/connect";
}

const PARSE_BASE = "http://console.invalid";

/**
 * Where connecting leads: a path of this console as the browser itself would read it (so
 * `/\evil.example`, `/<tab>/evil.example` and `//evil.example`, which it reads as another site,
 * are refused), never /connect again; otherwise the console's start.
 */
export function safeNextPath(next: string | null): string {
  if (next?.startsWith("/")) {
    try {
      const url = new URL(next, PARSE_BASE);
      const path = url.pathname;
      if (url.origin === PARSE_BASE && !path.startsWith("//") && path !== "/connect" && !path.startsWith("/connect/")) {
        return `${path}${url.search}${url.hash}`;
      }
    } catch {
      // Not a URL at all: go to the start.
    }
  }
  return "/o";
}

export function requireCredentials({ request }: LoaderFunctionArgs) {
  if (!getCredentials()) {
    const url = new URL(request.url);
    throw redirect(connectPath(url.pathname + url.search));
  }
  return null;
}
