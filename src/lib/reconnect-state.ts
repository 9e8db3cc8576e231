import type { ApiError } from "./api-error";
import { getCredentials, subscribeToCredentials } from "./credentials-store";

/** An action the server refused with a 401, which the user may send again once reconnected. */
export interface ResendOffer {
  /** What it does, as a button would say it: "Save “Name”", "Create the dashboard". */
  label: string;
  /** "danger": it deletes, stops or replaces something for good, so the dialog starts on Close, not on Send again. */
  tone?: "danger" | "primary";
  send: () => void;
}

export type ReconnectPhase =
  /** Nothing refused (or all settled). */
  | "connected"
  /** A key was refused: the reconnect dialog asks for one. */
  | "asking"
  /** The user put the dialog off: the page says how to reconnect. */
  | "dismissed"
  /** Connected again, with a refused action to send again. */
  | "reconnected";

export interface ReconnectState {
  phase: ReconnectPhase;
  /** The refusal that started it, with the server's message and request id. */
  refusal: ApiError | null;
  /** The refused key's id (an identifier, not a secret), so the dialog need not ask for it again. */
  keyId: string | undefined;
  /** Whether the refused key was remembered on this device. */
  remember: boolean;
  /**
   * The dashboard API refused: its token is wrong, not the API key, which stays and goes on working.
   * Only the token is asked for, while the key is still held (a refusal of the key itself meanwhile
   * forgets it, and the whole key is asked for after all: reconnect-dialog.tsx).
   */
  tokenOnly: boolean;
  resend: ResendOffer | null;
}

const CONNECTED: ReconnectState = { phase: "connected", refusal: null, keyId: undefined, remember: false, tokenOnly: false, resend: null };

let state: ReconnectState = CONNECTED;
const listeners = new Set<() => void>();

function set(next: Partial<ReconnectState>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

const waiting = () => state.phase === "asking" || state.phase === "dismissed";

export function subscribeToReconnect(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reconnectState(): ReconnectState {
  return state;
}

/**
 * The server refused the key during work. The first refusal opens the dialog; later ones (background
 * refreshes without a key) change nothing, so a dialog put off stays off until the user acts.
 */
export function noteRefused(refusal: ApiError, key: { keyId: string | undefined; remember: boolean; tokenOnly: boolean }): void {
  if (waiting()) return;
  set({ phase: "asking", refusal, keyId: key.keyId, remember: key.remember, tokenOnly: key.tokenOnly, resend: null });
}

/**
 * Offers to send a refused action again after reconnecting; returns a withdraw for when its page goes.
 * An action the user takes while the dialog is put off brings the dialog back.
 */
export function offerResend(offer: ResendOffer): () => void {
  if (state.phase === "connected") return () => undefined;
  set({ resend: offer, phase: state.phase === "dismissed" ? "asking" : state.phase });
  return () => {
    if (state.resend === offer) set(state.phase === "reconnected" ? { ...CONNECTED } : { resend: null });
  };
}

export const dismissReconnect = () => set({ phase: "dismissed" });
export const reopenReconnect = () => set({ phase: "asking" });
export const closeReconnect = () => set({ ...CONNECTED });

/** Sends the refused action again, and closes. */
export function sendAgain(): void {
  const offer = state.resend;
  set({ ...CONNECTED });
  offer?.send();
}

// Credentials saved while a refusal is pending (in the dialog, or on the connect page): connected again.
subscribeToCredentials(() => {
  if (!waiting() || !getCredentials()) return;
  set(state.resend ? { phase: "reconnected", refusal: null } : { ...CONNECTED });
});
