import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { ServiceRef } from "@/lib/service-ref";
import type { PipeSettingsRead, PipeSourceKind } from "@/shared/schemas/pipe";
import { ErrorPanel, InlineError } from "@/ui/error-panel";
import { FocusSafeButton } from "@/ui/focus-safe-button";
import { RestoredDraftNote } from "@/ui/restored-draft-note";
import { Skeleton } from "@/ui/skeleton";
import { useSavePipeSettings } from "../api/pipe-mutations";
import { pipeQueries } from "../api/pipe-queries";
import {
  changedSettingKeys,
  formatSettingValue,
  settingsFormDefaults,
  settingsOf,
  validateSettingsForm,
} from "../model/pipe-settings-model";
import { PipeSettingFields } from "./pipe-setting-fields";
import { useEditToggle } from "./use-edit-toggle";
import { closeOnEscape, pipeFormDraftKey, usePanelForm } from "./use-panel-form";
import { tryAgainFor } from "@/lib/try-again";

/**
 * The pipe's settings as the get-settings operation answers them, and the form that changes them: those
 * its kind of source acts on (`kind`) and the engine's.
 */
export function PipeSettingsPanel({ serviceRef, pipeId, kind }: { serviceRef: ServiceRef; pipeId: string; kind: PipeSourceKind | undefined }) {
  // The loader asks on every visit: its failed read is shown, not sent again as the page mounts.
  const query = useQuery({ ...pipeQueries.settings(serviceRef, pipeId), retryOnMount: false });
  const draftKey = pipeFormDraftKey(serviceRef, pipeId, "settings");
  const { editing, saved, triggerRef, open, close } = useEditToggle(draftKey);

  return (
    <section className="card pipe-panel pipe-panel--wide" aria-labelledby="pipe-settings-title">
      <div className="pipe-panel__head">
        <h2 id="pipe-settings-title">Settings</h2>
        {query.isSuccess && !editing && (
          <button ref={triggerRef} type="button" className="button button--small" onClick={open}>
            Edit settings
          </button>
        )}
      </div>
      {saved && !editing && <p className="success-note" role="status">Settings saved.</p>}
      {query.isPending ? (
        <Skeleton rows={6} label="Loading settings" />
      ) : query.isError ? (
        <ErrorPanel error={query.error} title="The settings could not be loaded" onRetry={tryAgainFor(query)} />
      ) : editing ? (
        <PipeSettingsForm
          serviceRef={serviceRef}
          pipeId={pipeId}
          draftKey={draftKey}
          settings={query.data}
          kind={kind}
          onCancel={() => close(false)}
          onSaved={() => close(true)}
        />
      ) : (
        <dl className="details pipe-settings">
          {settingsOf(kind).map((definition) => (
            <div key={definition.key} className="pipe-detail-pair">
              <dt>
                {definition.label}
                <span className="pipe-setting-key mono">{definition.key}</span>
              </dt>
              <dd>{formatSettingValue(definition, query.data[definition.key])}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/** The form gets the loaded settings as its starting values; the edits survive a failed save and a reload. */
function PipeSettingsForm({ serviceRef, pipeId, draftKey, settings, kind, onCancel, onSaved }: {
  serviceRef: ServiceRef;
  pipeId: string;
  draftKey: string;
  settings: PipeSettingsRead;
  kind: PipeSourceKind | undefined;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const save = useSavePipeSettings(serviceRef);
  const baseline = useMemo(() => settingsFormDefaults(settings, kind), [settings, kind]);
  // The "Edit settings" button that had focus is gone: the form starts on its first field.
  const { form, formRef, restored, discard, editedSinceSent } = usePanelForm({
    initial: baseline,
    check: validateSettingsForm,
    busy: save.isPending,
    send: (body, done) => save.mutate({ pipeId, settings: body }, done),
    onSaved,
    draftKey,
    resendLabel: "Save settings",
  });
  const changed = changedSettingKeys(form.values, baseline);
  // Not while a save is on its way, as the Cancel button.
  const close = () => {
    if (!save.isPending) onCancel();
  };
  const cancel = () => {
    if (save.isPending) return;
    discard();
    onCancel();
  };

  const errorCount = Object.keys(form.errors).length;
  return (
    <form ref={formRef} className="form-stack pipe-settings-form" noValidate onSubmit={form.submit} onKeyDown={closeOnEscape(close)} aria-labelledby="pipe-settings-title">
      <p className="muted">All settings are saved together. Times are in milliseconds and sizes in bytes, as the service takes them.</p>
      <RestoredDraftNote shown={restored} />
      {errorCount > 0 && (
        <p className="inline-error" role="alert">
          {errorCount === 1 ? "One setting needs a fix" : `${errorCount} settings need a fix`} before saving.
        </p>
      )}
      <PipeSettingFields kind={kind} values={form.values} errors={form.errors} register={form.register} onChange={form.set} />
      {save.isError && !editedSinceSent && <InlineError error={save.error} />}
      <div className="button-row">
        <FocusSafeButton type="submit" className="button button--primary" unavailable={save.isPending}>
          {save.isPending ? "Saving…" : "Save settings"}
        </FocusSafeButton>
        <FocusSafeButton type="button" className="button" unavailable={save.isPending} onClick={cancel}>Cancel</FocusSafeButton>
        <span className="muted">{changed.length === 0 ? "No changes yet" : `${changed.length} changed`}</span>
      </div>
    </form>
  );
}
