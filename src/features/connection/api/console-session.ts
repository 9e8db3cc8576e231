import { ApiError } from "@/lib/api-error";
import { errorFromResponse } from "@/lib/http-transport";

/**
 * The console's own session (CONSOLE_ACCESS_TOKEN): opening it with the token makes the server
 * set an HttpOnly cookie, so the token itself is never kept by the page.
 */
async function sessionRequest(method: "POST" | "DELETE", body?: { accessToken: string }): Promise<void> {
  let response: Response;
  try {
    response = await fetch("/console-session", {
      method,
      headers: body ? { "Content-Type": "application/json" } : {},
      body: body && JSON.stringify(body),
      credentials: "same-origin",
      cache: "no-store",
    });
  } catch (cause) {
    throw new ApiError({ kind: "network", api: "management", message: "The console's server could not be reached.", cause });
  }
  if (!response.ok) throw errorFromResponse("management", response, await response.text(), response.headers.get("X-Request-Id") ?? undefined);
}

export const openConsoleSession = (accessToken: string) => sessionRequest("POST", { accessToken });

/** Ends the session on Disconnect; a server without a token answers it too. */
export const endConsoleSession = () => sessionRequest("DELETE").catch(() => undefined);
