import { useState } from "react";
import { getCredentials, isRemembered, saveCredentials } from "@/lib/credentials-store";
import { FormField } from "@/ui/form-field";
import { useForm } from "@/ui/use-form";

/**
 * The dashboard API refused its token while the API key still works: only the token is asked for,
 * and kept beside the key where the key is kept (this tab, or this device when remembered). The
 * token is not checked here (the dashboard API has no read to check it with): the refused action,
 * offered again, is the check, and another refusal asks again.
 */
export function TokenForm({ onSaved }: { onSaved: () => void }) {
  const [shown, setShown] = useState(false);
  const form = useForm<{ dashboardToken: string }>({
    initial: { dashboardToken: "" },
    validate: ({ dashboardToken }) => (dashboardToken.trim() ? {} : { dashboardToken: "Enter the dashboard API token." }),
    checkAsTyped: false,
    onSubmit: ({ dashboardToken }) => {
      const credentials = getCredentials();
      if (!credentials) return;
      saveCredentials({ ...credentials, dashboardToken }, { remember: isRemembered() });
      onSaved();
    },
  });
  return (
    <form className="form-stack" onSubmit={form.submit} noValidate>
      <FormField label="Dashboard API token" hint="Bearer token for saving dashboards." error={form.errors.dashboardToken} required>
        {(props) => <input {...props} {...form.bind("dashboardToken")} className="input" type={shown ? "text" : "password"} autoComplete="off" spellCheck={false} />}
      </FormField>
      <label className="checkbox">
        <input type="checkbox" checked={shown} onChange={(event) => setShown(event.target.checked)} />
        Show token
      </label>
      <div className="button-row">
        <button type="submit" className="button button--primary">Save token</button>
      </div>
    </form>
  );
}
