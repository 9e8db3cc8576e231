import { useState } from "react";
import { isApiError } from "@/lib/api-error";
import { saveCredentials, type Credentials } from "@/lib/credentials-store";
import { send } from "@/lib/http-transport";
import { InlineError } from "@/ui/error-panel";
import { FormField } from "@/ui/form-field";
import { useForm, type FormErrors } from "@/ui/use-form";
import type { ConsoleConfig } from "../api/console-config-query";
import { openConsoleSession } from "../api/console-session";

type FieldErrors = Partial<Record<keyof Credentials | "accessToken", string>>;

/** What the form holds; all of it stays in memory only (no session draft: the key and token are secrets). */
interface ConnectValues extends Credentials {
  accessToken: string;
  remember: boolean;
}

/** Stands in for a credential the upstream proxy replaces; not a secret. */
const SERVER_HELD = "held-by-server";

const REQUIRED: Record<keyof Credentials, string> = {
  keyId: "Enter the API key id.",
  keySecret: "Enter the API key secret.",
  dashboardToken: "Enter the dashboard API token.",
};

/**
 * Every field is required, and spaces alone are not a value; the key id is trimmed (ids never have
 * spaces, pasted text often does). A secret or token is sent as typed.
 */
export function validateCredentials(values: Credentials): { credentials: Credentials } | { errors: FieldErrors } {
  const credentials = { ...values, keyId: values.keyId.trim() };
  const errors: FieldErrors = {};
  for (const key of Object.keys(REQUIRED) as (keyof Credentials)[]) {
    if (!credentials[key].trim()) errors[key] = REQUIRED[key];
  }
  return Object.keys(errors).length > 0 ? { errors } : { credentials };
}

/** The credentials' problems, and the access token's when the server asks for one (empty, or the one it refused). */
function connectProblems(credentials: Credentials, token: { needed: boolean; value: string; refused: string | null }): FormErrors {
  const checked = validateCredentials(credentials);
  const errors: FieldErrors = "errors" in checked ? { ...checked.errors } : {};
  if (token.needed && token.value === "") errors.accessToken = "Enter the console access token.";
  else if (token.needed && token.value === token.refused) errors.accessToken = "The console access token was not accepted.";
  return errors;
}

/** The last try: under way, failed with the server's error, or with the access token the server refused. */
interface Attempt {
  checking: boolean;
  error: unknown;
  refusedToken: string | null;
}
const IDLE: Attempt = { checking: false, error: null, refusedToken: null };

interface ConnectFormProps {
  config: ConsoleConfig | undefined;
  onConnected: () => void;
  /** Reconnecting: the refused key's id (not a secret) and whether it was remembered. */
  initialKeyId?: string;
  initialRemember?: boolean;
}

/**
 * Asks for the API key (and dashboard token), checks it against the management API before
 * keeping it, and keeps it for this tab only unless the user asks to be remembered.
 */
export function ConnectForm({ config, onConnected, initialKeyId = "", initialRemember = false }: ConnectFormProps) {
  const [showSecrets, setShowSecrets] = useState(false);
  const [attempt, setAttempt] = useState<Attempt>(IDLE);
  const [sessionOpened, setSessionOpened] = useState(false);
  // CONSOLE_ACCESS_TOKEN: asked for once per browser session, before the key is checked.
  const needsToken = config?.accessTokenRequired === true && !config.sessionActive && !sessionOpened;
  const demo = config?.mode === "emulator" ? config.demoCredentials : undefined;
  // In upstream mode the server may hold the key (and token) itself and replace whatever we send.
  const serverHoldsKey = config?.mode === "upstream" && config.credentialsProvided;
  const serverHoldsToken = config?.mode === "upstream" && config.dashboardCredentialsProvided === true;
  const secretType = showSecrets ? "text" : "password";
  const credentialsOf = (values: ConnectValues): Credentials => ({
    // Ids never have spaces; pasted text often does.
    keyId: serverHoldsKey ? SERVER_HELD : values.keyId.trim(),
    keySecret: serverHoldsKey ? SERVER_HELD : values.keySecret,
    dashboardToken: serverHoldsToken ? SERVER_HELD : values.dashboardToken,
  });

  const form = useForm<ConnectValues>({
    initial: { keyId: initialKeyId, keySecret: "", dashboardToken: "", accessToken: "", remember: initialRemember },
    validate: (values) => connectProblems(credentialsOf(values), { needed: needsToken, value: values.accessToken, refused: attempt.refusedToken }),
    // Problems show once Connect is pressed, then follow what is typed.
    checkAsTyped: false,
    onSubmit: (values) => void connect(credentialsOf(values), values),
  });

  async function connect(credentials: Credentials, { accessToken, remember }: Pick<ConnectValues, "accessToken" | "remember">) {
    // The form's submit has checked every field; the demo button fills all but the access token.
    if (attempt.checking) return;
    if (needsToken && accessToken === "") return form.showProblems();
    setAttempt({ ...IDLE, checking: true });
    try {
      if (needsToken) {
        try {
          await openConsoleSession(accessToken);
        } catch (error) {
          if (isApiError(error) && error.status === 401) {
            setAttempt({ ...IDLE, refusedToken: accessToken });
            return form.showProblems();
          }
          throw error;
        }
        setSessionOpened(true);
      }
      // Any 2xx proves the key; the organizations themselves are read on the next page.
      await send("management", "/organizations", { credentials });
      saveCredentials(credentials, { remember });
      setAttempt(IDLE);
      onConnected();
    } catch (error) {
      setAttempt({ ...IDLE, error });
    }
  }

  const { checking, error: submitError } = attempt;
  return (
    <form className="form-stack" onSubmit={form.submit} noValidate aria-describedby={submitError ? "connect-error" : undefined}>
      {needsToken && (
        <FormField label="Console access token" hint="Set by whoever runs this console's server." error={form.errors.accessToken} required>
          {(props) => <input {...props} {...form.bind("accessToken")} className="input" type={secretType} autoComplete="off" spellCheck={false} />}
        </FormField>
      )}
      {demo && (
        <div className="demo-offer">
          <p>This console runs against the local emulator with demo data.</p>
          <button
            type="button"
            className="button button--primary"
            aria-disabled={checking}
            onClick={() => {
              form.update((current) => ({ ...current, ...demo }), []);
              void connect(demo, form.values);
            }}
          >
            Use demo credentials
          </button>
        </div>
      )}
      {serverHoldsKey && <p className="notice">This console's server holds the API key: no key is needed here.</p>}
      {!serverHoldsKey && (
        <>
          <FormField label="API key id" error={form.errors.keyId} required>
            {(props) => <input {...props} {...form.bind("keyId")} className="input" autoComplete="username" spellCheck={false} />}
          </FormField>
          <FormField label="API key secret" error={form.errors.keySecret} required>
            {(props) => (
              <input {...props} {...form.bind("keySecret")} className="input" type={secretType} autoComplete="current-password" spellCheck={false} />
            )}
          </FormField>
        </>
      )}
      {!serverHoldsToken && (
        <FormField label="Dashboard API token" hint="Bearer token for saving dashboards." error={form.errors.dashboardToken} required>
          {(props) => <input {...props} {...form.bind("dashboardToken")} className="input" type={secretType} autoComplete="off" spellCheck={false} />}
        </FormField>
      )}
      <label className="checkbox">
        <input type="checkbox" checked={showSecrets} onChange={(event) => setShowSecrets(event.target.checked)} />
        Show secret and token
      </label>
      <label className="checkbox">
        <input type="checkbox" checked={form.values.remember} onChange={(event) => form.set("remember", event.target.checked)} />
        Remember on this device
      </label>
      <p className="field__hint">
        {form.values.remember
          ? "The key stays in this browser until you disconnect."
          : "The key is kept for this tab only and forgotten when it closes."}
      </p>
      {submitError !== null && (
        <div id="connect-error">
          {/* One message for every failure: what failed, then the server's own words and its request ID. */}
          <InlineError error={submitError} lead="Not connected" />
        </div>
      )}
      <div className="button-row">
        {/* aria-disabled, not disabled: a focused button that turns disabled sends the focus to the page. */}
        <button type="submit" className="button button--primary" aria-disabled={checking}>
          {checking ? "Checking…" : "Connect"}
        </button>
      </div>
    </form>
  );
}
