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

export function getCredentials(): Credentials | null {
  if (cached === undefined) cached = read(sessionStorage) ?? read(localStorage);
  return cached;
}

export function isRemembered(): boolean {
  return read(localStorage) !== null;
}

export function saveCredentials(credentials: Credentials, options: { remember: boolean }): void {
  const serialized = JSON.stringify(credentials);
  clearStorage();
  (options.remember ? localStorage : sessionStorage).setItem(STORAGE_KEY, serialized);
  cached = credentials;
  listeners.forEach((listener) => listener());
}

export function clearCredentials(): void {
  clearStorage();
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
