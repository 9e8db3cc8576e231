import { useState, type FormEvent } from "react";
import { isApiError } from "@/lib/api-error";
import { saveCredentials, type Credentials } from "@/lib/credentials-store";
import { send } from "@/lib/http-transport";
import { InlineError } from "@/ui/error-panel";
import { FormField } from "@/ui/form-field";
import type { ConsoleConfig } from "../api/console-config-query";
import { openConsoleSession } from "../api/console-session";

type FieldErrors = Partial<Record<keyof Credentials | "accessToken", string>>;

/** Stands in for a credential the upstream proxy replaces; not a secret. */
const SERVER_HELD = "held-by-server";

const REQUIRED: Record<keyof Credentials, string> = {
  keyId: "Enter the API key id.",
  keySecret: "Enter the API key secret.",
  dashboardToken: "Enter the dashboard API token.",
};

/** Every field is required; the key id is trimmed (ids never have spaces, pasted text often does). */
export function validateCredentials(values: Credentials): { credentials: Credentials } | { errors: FieldErrors } {
  const credentials = { ...values, keyId: values.keyId.trim() };
  const errors: FieldErrors = {};
  for (const key of Object.keys(REQUIRED) as (keyof Credentials)[]) {
    if (credentials[key] === "") errors[key] = REQUIRED[key];
  }
  return Object.keys(errors).length > 0 ? { errors } : { credentials };
}

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
  const [values, setValues] = useState<Credentials>({ keyId: initialKeyId, keySecret: "", dashboardToken: "" });
  const [remember, setRemember] = useState(initialRemember);
  const [showSecrets, setShowSecrets] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [submitError, setSubmitError] = useState<unknown>(null);
  const [checking, setChecking] = useState(false);
  const [accessToken, setAccessToken] = useState("");
  const [sessionOpened, setSessionOpened] = useState(false);
  // CONSOLE_ACCESS_TOKEN: asked for once per browser session, before the key is checked.
  const needsToken = config?.accessTokenRequired === true && !config.sessionActive && !sessionOpened;

  const update = (field: keyof Credentials) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function connect(credentials: Credentials) {
    const checked = validateCredentials(credentials);
    const errors: FieldErrors = "errors" in checked ? checked.errors : {};
    if (needsToken && accessToken === "") errors.accessToken = "Enter the console access token.";
    if ("errors" in checked || errors.accessToken) {
      setFieldErrors(errors);
      return;
    }
    setChecking(true);
    setSubmitError(null);
    try {
      if (needsToken) {
        try {
          await openConsoleSession(accessToken);
        } catch (error) {
          if (isApiError(error) && error.status === 401) {
            setFieldErrors({ accessToken: "The console access token was not accepted." });
            return;
          }
          throw error;
        }
        setSessionOpened(true);
      }
      // Any 2xx proves the key; the organizations themselves are read on the next page.
      await send("management", "/organizations", { credentials: checked.credentials });
      saveCredentials(checked.credentials, { remember });
      onConnected();
    } catch (error) {
      setSubmitError(error);
    } finally {
      setChecking(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void connect({
      keyId: serverHoldsKey ? SERVER_HELD : values.keyId,
      keySecret: serverHoldsKey ? SERVER_HELD : values.keySecret,
      dashboardToken: serverHoldsToken ? SERVER_HELD : values.dashboardToken,
    });
  }

  const demo = config?.mode === "emulator" ? config.demoCredentials : undefined;
  // In upstream mode the server may hold the key (and token) itself and replace whatever we send.
  const serverHoldsKey = config?.mode === "upstream" && config.credentialsProvided;
  const serverHoldsToken = config?.mode === "upstream" && config.dashboardCredentialsProvided === true;
  const secretType = showSecrets ? "text" : "password";

  return (
    <form className="form-stack" onSubmit={onSubmit} noValidate aria-describedby={submitError ? "connect-error" : undefined}>
      {needsToken && (
        <FormField label="Console access token" hint="Set by whoever runs this console's server." error={fieldErrors.accessToken} required>
          {(props) => (
            <input {...props} className="input" type={secretType} autoComplete="off" spellCheck={false} value={accessToken} onChange={(event) => {
              setAccessToken(event.target.value);
              setFieldErrors((current) => ({ ...current, accessToken: undefined }));
            }} />
          )}
        </FormField>
      )}
      {demo && (
        <div className="demo-offer">
          <p>This console runs against the local emulator with demo data.</p>
          <button
            type="button"
            className="button button--primary"
            disabled={checking}
            onClick={() => {
              setValues(demo);
              void connect(demo);
            }}
          >
            Use demo credentials
          </button>
        </div>
      )}
      {serverHoldsKey && <p className="notice">This console's server holds the API key: no key is needed here.</p>}
      {!serverHoldsKey && (
        <>
          <FormField label="API key id" error={fieldErrors.keyId} required>
            {(props) => (
              <input {...props} className="input" autoComplete="username" spellCheck={false} value={values.keyId} onChange={(event) => update("keyId")(event.target.value)} />
            )}
          </FormField>
          <FormField label="API key secret" error={fieldErrors.keySecret} required>
            {(props) => (
              <input {...props} className="input" type={secretType} autoComplete="current-password" spellCheck={false} value={values.keySecret} onChange={(event) => update("keySecret")(event.target.value)} />
            )}
          </FormField>
        </>
      )}
      {!serverHoldsToken && (
        <FormField label="Dashboard API token" hint="Bearer token for saving dashboards." error={fieldErrors.dashboardToken} required>
          {(props) => (
            <input {...props} className="input" type={secretType} autoComplete="off" spellCheck={false} value={values.dashboardToken} onChange={(event) => update("dashboardToken")(event.target.value)} />
          )}
        </FormField>
      )}
      <label className="checkbox">
        <input type="checkbox" checked={showSecrets} onChange={(event) => setShowSecrets(event.target.checked)} />
        Show secret and token
      </label>
      <label className="checkbox">
        <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
        Remember on this device
      </label>
      <p className="field__hint">
        {remember
          ? "The key stays in this browser until you disconnect."
          : "The key is kept for this tab only and forgotten when it closes."}
      </p>
      {submitError !== null && (
        <div id="connect-error">
          {isApiError(submitError) && submitError.status === 401 && (
            <p className="inline-error">The key id or secret was not accepted.</p>
          )}
          <InlineError error={submitError} />
        </div>
      )}
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={checking}>
          {checking ? "Checking…" : "Connect"}
        </button>
      </div>
    </form>
  );
}
