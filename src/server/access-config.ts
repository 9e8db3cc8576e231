import { isIP } from "node:net";
import { networkInterfaces } from "node:os";
import type { ServerEnv } from "./server-env";

/** Who may reach the console server, from HOST, CONSOLE_ACCESS_TOKEN and CONSOLE_HOSTS. */
export interface AccessConfig {
  /** CONSOLE_ACCESS_TOKEN: with it, every API call needs a session opened with this token. */
  token: string | null;
  /** Host names (without port) the server answers to: any other Host header is a 403. */
  hosts: ReadonlySet<string>;
}

const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

/** An address only this machine can reach. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "").toLowerCase();
  if (bare === "localhost" || bare === "::1") return true;
  const v4 = bare.startsWith("::ffff:") ? bare.slice("::ffff:".length) : bare;
  return isIP(v4) === 4 && v4.startsWith("127.");
}

/** `Host` header or URL host → the lower-case name without port: "[::1]:80" → "[::1]". */
export function hostName(host: string): string {
  const lower = host.trim().toLowerCase().replace(/\.$/, "");
  if (lower.startsWith("[")) return lower.slice(0, lower.indexOf("]") + 1);
  const colon = lower.indexOf(":");
  return (colon < 0 ? lower : lower.slice(0, colon)).replace(/\.$/, "");
}

const asHostName = (address: string) => (isIP(address) === 6 ? `[${address.toLowerCase()}]` : address.toLowerCase());

/** The names a request may use for this server when it listens on `bindHost`. */
function ownHosts(bindHost: string, configured: string[]): Set<string> {
  const hosts = new Set([...LOOPBACK_NAMES, ...configured]);
  const bare = bindHost.replace(/^\[|\]$/g, "");
  if (bare === "0.0.0.0" || bare === "::" || bare === "") {
    // Every address of this machine: a health check or a colleague may use any of them.
    for (const addresses of Object.values(networkInterfaces())) {
      for (const info of addresses ?? []) hosts.add(asHostName(info.address));
    }
  } else {
    hosts.add(asHostName(bare));
  }
  return hosts;
}

/** Who may reach the server; the settings' own rules (token length, a token off loopback) are checked by parseServerEnv. */
export function accessConfig(env: Pick<ServerEnv, "HOST" | "CONSOLE_ACCESS_TOKEN" | "CONSOLE_HOSTS">): AccessConfig {
  return { token: env.CONSOLE_ACCESS_TOKEN ?? null, hosts: ownHosts(env.HOST, env.CONSOLE_HOSTS.map(hostName)) };
}
