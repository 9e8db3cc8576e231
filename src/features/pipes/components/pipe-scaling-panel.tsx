import { formatInteger } from "@/lib/format-number";
import type { ServiceRef } from "@/lib/service-ref";
import type { Pipe, PipeSourceKind } from "@/shared/schemas/pipe";
import { scalingFieldsFor } from "@/shared/schemas/pipe-rules";
import { InlineError } from "@/ui/error-panel";
import { useScalePipe } from "../api/pipe-mutations";
import { formatCpu, formatMemoryGb, formatScaling } from "../model/pipe-format";
import { scalingDraftFrom, validateScaling, type ScalingDraft } from "../model/pipe-scaling-model";
import { DetailList } from "./detail-list";
import { FormActions } from "./form-actions";
import { useEditToggle } from "./use-edit-toggle";
import { closeOnEscape, pipeFormDraftKey, usePanelForm } from "./use-panel-form";
import { PipeScalingFields } from "./pipe-scaling-fields";

/** How many replicas of what size run the pipe; for the kinds that scale, a form to change it in any state. */
export function PipeScalingPanel({ serviceRef, pipe, kind }: { serviceRef: ServiceRef; pipe: Pipe; kind: PipeSourceKind | undefined }) {
  const scalable = kind !== undefined && scalingFieldsFor(kind).length > 0;
  const draftKey = pipeFormDraftKey(serviceRef, pipe.id, "scaling");
  const { editing, saved, triggerRef, open, close } = useEditToggle(scalable ? draftKey : undefined);
  const scaling = pipe.scaling;
  // Concurrency scales object storage pipes only (scalingFieldsFor): for another kind a value the
  // server sends means nothing, and its form does not offer it.
  const showsConcurrency = kind === undefined || scalingFieldsFor(kind).includes("concurrency");
  return (
    <section className="card pipe-panel" aria-labelledby="pipe-scaling-title">
      <div className="pipe-panel__head">
        <h2 id="pipe-scaling-title">Scaling</h2>
        {scalable && !editing && (
          <button ref={triggerRef} type="button" className="button button--small" onClick={open}>Edit scaling</button>
        )}
      </div>
      {saved && !editing && <p className="success-note" role="status">Scaling saved.</p>}
      {editing && kind ? (
        <ScalingForm serviceRef={serviceRef} pipe={pipe} kind={kind} draftKey={draftKey} onDone={close} />
      ) : (
        <DetailList
          items={[
            { label: "In short", value: formatScaling(scaling) },
            { label: "Replicas", value: scaling?.replicas == null ? null : formatInteger(scaling.replicas) },
            ...(showsConcurrency ? [{ label: "Concurrency", value: scaling?.concurrency == null ? null : formatInteger(scaling.concurrency) }] : []),
            {
              label: "CPU per replica",
              value: scaling?.replicaCpuMillicores == null ? null : `${formatCpu(scaling.replicaCpuMillicores)} (${scaling.replicaCpuMillicores} millicores)`,
            },
            { label: "Memory per replica", value: scaling?.replicaMemoryGb == null ? null : formatMemoryGb(scaling.replicaMemoryGb) },
          ]}
        />
      )}
      {!scalable && kind === "postgres" && <p className="muted pipe-subnote">Postgres pipes are sized by the service; they cannot be scaled.</p>}
    </section>
  );
}

function ScalingForm({ serviceRef, pipe, kind, draftKey, onDone }: {
  serviceRef: ServiceRef;
  pipe: Pipe;
  kind: PipeSourceKind;
  draftKey: string;
  onDone: (saved: boolean) => void;
}) {
  const scale = useScalePipe(serviceRef);
  const { form, formRef, restored, discard, editedSinceSent } = usePanelForm({
    initial: scalingDraftFrom(pipe.scaling),
    check: (values: ScalingDraft) => validateScaling(values, kind),
    busy: scale.isPending,
    send: (scaling, done) => scale.mutate({ pipeId: pipe.id, scaling }, done),
    onSaved: () => onDone(true),
    draftKey,
    resendLabel: "Save scaling",
  });
  const close = () => onDone(false);
  const cancel = () => {
    discard();
    close();
  };

  return (
    <form ref={formRef} className="form-stack" noValidate onSubmit={form.submit} onKeyDown={closeOnEscape(close)} aria-labelledby="pipe-scaling-title">
      <PipeScalingFields kind={kind} values={form.values} errors={form.errors} register={form.register} onChange={form.set} />
      {scale.isError && !editedSinceSent && <InlineError error={scale.error} />}
      <FormActions label="Save scaling" busyLabel="Saving…" busy={scale.isPending} restored={restored} onCancel={cancel} />
    </form>
  );
}
