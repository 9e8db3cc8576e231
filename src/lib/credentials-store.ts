import { KEY_STORED_COOKIE } from "@/shared/key-stored-cookie";

/**
 * The API credentials. Kept in sessionStorage (gone when the tab closes) unless the user
 * explicitly asks to be remembered on this device, then in localStorage. Never in URLs or logs.
 */
export interface Credentials {
  keyId: string;
  keySecret: string;
  dashboardToken: string;
}

const STORAGE_KEY = "console.credentials";
type Listener = () => void;
const listeners = new Set<Listener>();
let cached: Credentials | null | undefined;

function read(storage: Storage): Credentials | null {
  try {
    const raw = storage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === "object" && value !== null &&
      typeof (value as Credentials).keyId === "string" &&
      typeof (value as Credentials).keySecret === "string" &&
      typeof (value as Credentials).dashboardToken === "string"
    ) {
      return value as Credentials;
    }
  } catch {
    // Unreadable storage (private mode, corrupted value) means: not connected.
  }
  return null;
}

/**
 * Tells the server whether a key is stored (KEY_STORED_COOKIE; the key itself never leaves the page but
 * as a header): for the session, or a year when remembered on this device, as the key is kept.
 */
function noteKeyStored(stored: "no" | "session" | "remembered"): void {
  const lifetime = stored === "no" ? "; Max-Age=0" : stored === "remembered" ? "; Max-Age=31536000" : "";
  document.cookie = `${KEY_STORED_COOKIE}=${stored === "no" ? "" : "1"}; Path=/; SameSite=Strict${lifetime}`;
}

export function getCredentials(): Credentials | null {
  if (cached === undefined) {
    const session = read(sessionStorage);
    cached = session ?? read(localStorage);
    // A key from before the cookie was set (or after it expired) is told about on the first read.
    if (cached !== null) noteKeyStored(session !== null ? "session" : "remembered");
  }
  return cached;
}

export function isRemembered(): boolean {
  return read(localStorage) !== null;
}

export function saveCredentials(credentials: Credentials, options: { remember: boolean }): void {
  const serialized = JSON.stringify(credentials);
  clearStorage();
  (options.remember ? localStorage : sessionStorage).setItem(STORAGE_KEY, serialized);
  noteKeyStored(options.remember ? "remembered" : "session");
  cached = credentials;
  listeners.forEach((listener) => listener());
}

export function clearCredentials(): void {
  clearStorage();
  noteKeyStored("no");
  cached = null;
  listeners.forEach((listener) => listener());
}

function clearStorage(): void {
  sessionStorage.removeItem(STORAGE_KEY);
  localStorage.removeItem(STORAGE_KEY);
}

export function subscribeToCredentials(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
