import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { getCredentials, subscribeToCredentials } from "@/lib/credentials-store";
import { closeReconnect, dismissReconnect, reopenReconnect, sendAgain, type ReconnectState } from "@/lib/reconnect-state";
import { CopyableText } from "@/ui/copy-button";
import { ModalDialog } from "@/ui/modal-dialog";
import { Skeleton } from "@/ui/skeleton";
import { consoleConfigQuery } from "../api/console-config-query";
import { ConnectForm } from "./connect-form";
import { TokenForm } from "./token-form";
import "./reconnect.css";

/**
 * A refused key, answered: the reconnect dialog over the page, or, once put off, a line that says the
 * console is not connected, with the way back to the dialog. `onConnected`: the page reads what it could not.
 */
export function Reconnect({ state: noted, onConnected }: { state: ReconnectState; onConnected: () => void }) {
  // A refused token asks for the token only while the key is still held: the key refused itself
  // meanwhile is forgotten (router.tsx), and then the whole key is asked for.
  const keyHeld = useSyncExternalStore(subscribeToCredentials, () => getCredentials() !== null);
  const state = { ...noted, tokenOnly: noted.tokenOnly && keyHeld };
  if (state.phase === "dismissed") {
    return (
      <div className="reconnect-banner" role="status">
        <span>
          {state.tokenOnly
            ? "The dashboard API refused the dashboard token: dashboards cannot be charted or saved until you enter it again."
            : "Not connected: the server refused this console's credentials. Nothing can be loaded or saved until you reconnect."}
        </span>
        <button type="button" className="button button--small button--primary" onClick={reopenReconnect}>
          Reconnect
        </button>
      </div>
    );
  }
  return <ReconnectDialog state={state} onConnected={onConnected} onDismiss={dismissReconnect} onSendAgain={sendAgain} onClose={closeReconnect} />;
}

interface ReconnectDialogProps {
  state: ReconnectState;
  onConnected: () => void;
  /** "Not now": the page stays without a key, and says how to come back here. */
  onDismiss: () => void;
  onSendAgain: () => void;
  onClose: () => void;
}

/**
 * A refused key during work, answered in place: the connect form (with the console access token
 * when the server now asks for it), then the refused action offered again. The page behind, its
 * edits and what is typed on it stay as they are.
 */
/**
 * Where the offer to send again starts, for both ways it can appear: `autoFocus` where it replaces the
 * form in the open dialog, the mark where the dialog opens with it (showModalFocused).
 */
const startsHere = (yes: boolean) => ({ autoFocus: yes, "data-autofocus": yes || undefined });

function ReconnectDialog({ state, onConnected, onDismiss, onSendAgain, onClose }: ReconnectDialogProps) {
  // Read again: whether this browser still has a console session is what changed, perhaps.
  const config = useQuery({ ...consoleConfigQuery, staleTime: 0, retry: false });
  const asking = state.phase !== "reconnected";
  // Sending a delete again starts on Close, as its confirmation started on Cancel.
  const closeFirst = state.resend?.tone === "danger";
  const formShown = asking && !config.isPending;
  const askingRef = useRef<HTMLDivElement>(null);
  // Once the form shows (the dialog is open by then), the first field still to fill has the focus: the
  // console's access token, the key id, or its secret; not the request ID's copy button before the form.
  useEffect(() => {
    if (!formShown) return;
    const fields = askingRef.current?.querySelectorAll<HTMLInputElement>("form input:not([type=checkbox])") ?? [];
    [...fields].find((field) => field.value === "")?.focus();
  }, [formShown]);
  return (
    <ModalDialog open title="Reconnect" onClose={asking ? onDismiss : onClose} className="reconnect-dialog">
      {asking ? (
        <div className="form-stack" ref={askingRef}>
          <p className="muted">
            {state.tokenOnly ? "The dashboard API refused the dashboard token" : "The server refused this console's credentials"}
            {state.refusal && (
              <>
                {" "}(“{state.refusal.message}”, HTTP {state.refusal.status ?? 401})
              </>
            )}
            {state.tokenOnly
              ? ". Enter it again to go on: the API key stays connected, and this page and everything typed on it stay as they are."
              : ". Connect again to go on: this page and everything typed on it stay as they are."}
          </p>
          {state.refusal?.requestId && (
            <p className="field__hint reconnect-dialog__request">
              Request ID <CopyableText value={state.refusal.requestId} label="request ID" />
            </p>
          )}
          {state.tokenOnly ? (
            <TokenForm onSaved={onConnected} />
          ) : config.isPending ? (
            <Skeleton rows={3} label="Loading the connect form" />
          ) : (
            <ConnectForm config={config.data} initialKeyId={state.keyId} initialRemember={state.remember} onConnected={onConnected} />
          )}
          <div className="dialog__actions">
            <button type="button" className="button button--ghost" onClick={onDismiss}>
              Not now
            </button>
          </div>
        </div>
      ) : (
        <>
          <p className="dialog__body" role="status">
            Connected again. Refused a moment ago and not done: <strong>{state.resend?.label}</strong>.
          </p>
          <div className="dialog__actions">
            {/* A second Enter after Connect must not delete (closeFirst). */}
            <button type="button" className="button" onClick={onClose} {...startsHere(closeFirst)}>
              Close
            </button>
            <button type="button" className="button button--primary" onClick={onSendAgain} {...startsHere(!closeFirst)}>
              Send again
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
