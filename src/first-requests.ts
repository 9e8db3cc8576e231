/**
 * The second script of a page, and the first to run: it sends the page's first API requests while
 * the console's code (src/main.tsx) is still downloading and running, so their answers are on their
 * way, or here, when the page's loaders ask for them (src/lib/early-answers.ts). The server names it
 * in the pages that read something first, when a key is stored (src/server/page-preloads.ts). It
 * imports nothing heavy.
 */
import { firstRequestsAt } from "./app/first-requests";
import { apiRequest } from "./lib/api-request";
import { getCredentials, type Credentials } from "./lib/credentials-store";
import { keepEarlyAnswer } from "./lib/early-answers";

function sendFirstRequests(credentials: Credentials | null): void {
  if (!credentials) return;
  for (const path of firstRequestsAt(window.location.pathname)) {
    const controller = new AbortController();
    // The very request the transport would send: same URL, headers and options.
    const { url, init } = apiRequest("management", path, credentials, { method: "GET", signal: controller.signal });
    keepEarlyAnswer(url, { authorization: init.headers.Authorization, response: fetch(url, init), controller });
  }
}

sendFirstRequests(getCredentials());
