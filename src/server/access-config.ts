import { isIP } from "node:net";
import { networkInterfaces } from "node:os";
import { ConfigError } from "./config-error";

/** Who may reach the console server, from HOST, CONSOLE_ACCESS_TOKEN and CONSOLE_HOSTS. */
export interface AccessConfig {
  /** CONSOLE_ACCESS_TOKEN: with it, every API call needs a session opened with this token. */
  token: string | null;
  /** Host names (without port) the server answers to: any other Host header is a 403. */
  hosts: ReadonlySet<string>;
}

/** Long enough that guessing it over the network is hopeless; `openssl rand -hex 32` gives 64. */
export const MIN_ACCESS_TOKEN_LENGTH = 16;

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

/**
 * Refuses to start on an address other machines can reach without CONSOLE_ACCESS_TOKEN: the
 * server may hold an upstream key (or offers demo data), so whoever reaches the port would be in.
 */
export function accessConfigFromEnv(env: NodeJS.ProcessEnv): AccessConfig {
  const bindHost = env.HOST || "127.0.0.1";
  const raw = env.CONSOLE_ACCESS_TOKEN;
  const token = raw === undefined || raw === "" ? null : raw;
  if (token !== null && token.length < MIN_ACCESS_TOKEN_LENGTH) {
    throw new ConfigError(`CONSOLE_ACCESS_TOKEN must be at least ${MIN_ACCESS_TOKEN_LENGTH} characters (try: openssl rand -hex 32)`);
  }
  if (token === null && !isLoopback(bindHost)) {
    throw new ConfigError(
      `HOST=${bindHost} lets other machines reach this server, so CONSOLE_ACCESS_TOKEN must be set: ` +
        "without it anyone who reaches the port could use the console (and any key the server holds). " +
        "Set CONSOLE_ACCESS_TOKEN (openssl rand -hex 32 makes one), or listen on 127.0.0.1.",
    );
  }
  const configured = (env.CONSOLE_HOSTS ?? "").split(",").map((name) => name.trim()).filter((name) => name !== "").map(hostName);
  return { token, hosts: ownHosts(bindHost, configured) };
}
