import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage, isApiError } from "@/lib/api-error";
import type { ServiceRef } from "@/lib/service-ref";
import type { Pipe } from "@/shared/schemas/pipe";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { InlineError } from "@/ui/error-panel";
import { MaybeCreatedNote } from "@/ui/form-error-notes";
import { useForm } from "@/ui/use-form";
import { useResendOffer } from "@/ui/use-resend-offer";
import { pipesApiPath } from "@/lib/api-paths";
import { serviceRoutePath } from "@/lib/route-paths";
import { useCreatePipe } from "../api/pipe-create-mutations";
import { pipeQueries } from "../../api/pipe-queries";
import { takenNameError, takenNameMessage } from "../../model/pipe-edit-model";
import { buildCreateBody, firstInvalidStep, refusalOfServerMessage, stepOfField, validateStep } from "../model/create-steps";
import { pipeDraftSession } from "../model/draft-session";
import type { EndpointList } from "../model/kafka-model";
import { stepTitle } from "../model/labels";
import { draftFromPipe, emptyDraft, STEPS, type PipeDraft, type StepId } from "../model/pipe-draft";
import { StepBody } from "./step-body";
import { ErrorSummary, RestoredNote, StepList } from "./wizard-parts";
import { FormFieldsContext } from "./wizard-fields";
import { afterPress } from "@/ui/after-press";

interface PipeCreatePageProps {
  serviceRef: ServiceRef;
  /** Duplicate: the pipe the form starts from. */
  sourcePipe?: Pipe;
  endpoints: EndpointList;
  createEndpointHref: string;
  onCreated: (pipe: Pipe) => void;
  onCancel: () => void;
}

/** The step's heading stands for the step: after a move it takes the focus, so the new step is read from its start. */
const STEP_HEADING = "step";

/**
 * Create a pipe in six steps, on the form hook. Every field is checked as it is left and again on
 * Next and Create; the first bad one is named and focused. It starts from the draft this tab kept
 * for the same start (a new pipe, or a duplicate of the same pipe), else from the pipe being
 * duplicated, else empty; the draft is kept without its secrets, and nothing typed is lost on Back,
 * a refusal or a reload.
 */
export function PipeCreatePage({ serviceRef, sourcePipe, endpoints, createEndpointHref, onCreated, onCancel }: PipeCreatePageProps) {
  const [start] = useState(() => (sourcePipe ? draftFromPipe(sourcePipe) : emptyDraft()));
  // What the service (or the contract's own schema) refused, on the field it names, until that field changes.
  const [refusal, setRefusal] = useState<{ field: string; message: string } | null>(null);
  const create = useCreatePipe(serviceRef);
  const offerResend = useResendOffer();
  const queryClient = useQueryClient();
  // Watched while the page is open, so the list read for the name check stays in memory however long
  // step 1 takes; not polled here, as the list page polls it while pipes change state.
  const pipes = useQuery({ ...pipeQueries.list(serviceRef), refetchInterval: false });
  // The step Next (or a later step in the list) asked for while the pipes were still on their way, and
  // the values it was asked with: step 1 is left only once they are here, so a taken name is said on
  // it, not after six. Only while they are being read: offline, the request waits (paused) and the
  // service checks the name as it creates.
  const [waiting, setWaiting] = useState<{ target: StepId; values: PipeDraft } | null>(null);
  const listOnItsWay = pipes.isPending && pipes.fetchStatus === "fetching";
  const form = useForm<PipeDraft>({
    initial: start,
    validate: (draft) => {
      const errors = validateStep(draft, draft.step);
      if (draft.step !== "source" || errors.name) return errors;
      // The list the console holds (the page came from it, most often): a taken name is said on step 1, not after six.
      const taken = takenNameError(draft.name, queryClient.getQueryData(pipeQueries.list(serviceRef).queryKey)?.items);
      return taken ? { ...errors, name: taken } : errors;
    },
    stepOf: (draft) => draft.step,
    checkWhenLeft: true,
    sessionDraft: pipeDraftSession(serviceRef, start.fromPipeId),
    onSubmit: (draft) => (draft.step === "review" ? send(draft) : leaveTo(STEPS[STEPS.indexOf(draft.step) + 1] ?? "review")),
  });
  // Said once, on the step the kept draft opens at.
  const [showRestored, setShowRestored] = useState(form.restored);
  const draft = form.values;
  const step = draft.step;
  const index = STEPS.indexOf(step);

  const errors: Record<string, string | undefined> = { ...form.errors };
  if (refusal && stepOfField(refusal.field) === step && !errors[refusal.field]) errors[refusal.field] = refusal.message;
  const errorIds = Object.keys(errors);

  const moveTo = (target: StepId) => form.update((current) => ({ ...current, step: target }), []);
  function goTo(target: StepId) {
    setWaiting(null);
    setShowRestored(false);
    moveTo(target);
    form.focus(STEP_HEADING);
  }
  /** Back to a step with its problems shown; a refusal the model cannot see (a taken name) takes the focus. */
  function showErrorsOf(target: StepId, refusedField?: string) {
    if (target !== step) moveTo(target);
    form.showProblems(target);
    if (refusedField) form.focus(refusedField);
  }
  /** Back is always free; forward only past steps that are fine. */
  function jump(target: StepId) {
    if (STEPS.indexOf(target) <= index) return goTo(target);
    const invalid = firstInvalidStep(draft, target);
    return invalid ? showErrorsOf(invalid.step) : leaveTo(target);
  }
  /**
   * Forward from a step that is fine; from step 1 only once the name could be checked against the
   * pipes. A jump from the step list is checked by the steps' own rules (firstInvalidStep), which do
   * not know the pipes: the name's problem, if any, is shown here.
   */
  function leaveTo(target: StepId) {
    if (step !== "source") return goTo(target);
    if (listOnItsWay) return setWaiting({ target, values: draft });
    if (Object.values(form.problems).some(Boolean)) return form.showProblems("source");
    goTo(target);
  }
  // Set while rendering, as React follows a change. The pipes arrived (or could not be read: the service
  // then checks the name as it creates): the move goes on, or step 1 shows the name's problem with the
  // name focused. An edit made meanwhile drops the move: the user goes on with Next when done, not
  // with whatever is half typed when the list comes.
  if (waiting !== null && (draft !== waiting.values || !listOnItsWay)) {
    setWaiting(null);
    if (draft === waiting.values && step === "source") leaveTo(waiting.target);
  }

  function send(values: PipeDraft) {
    if (create.isPending) return;
    const result = buildCreateBody(values);
    if (!result.ok) {
      const [field, message] = Object.entries(result.errors)[0] ?? [];
      const unseen = field && message && !validateStep(values, result.step)[field] ? field : undefined;
      if (unseen) setRefusal({ field: unseen, message: message ?? "" });
      return showErrorsOf(result.step, unseen);
    }
    setRefusal(null);
    create.mutate(result.body, {
      onSuccess: (pipe) => {
        form.discardDraft();
        onCreated(pipe);
      },
      onError: (error) => {
        offerResend(error, "Create the pipe", () => send(values));
        const refused = refusalOfServerMessage(errorMessage(error));
        // A name taken since the list was read: the field says so as the check before sending does.
        const taken = refused?.field === "name" && isApiError(error) && error.status === 409;
        setRefusal(refused && taken ? { ...refused, message: takenNameMessage(values.name) } : (refused ?? null));
      },
    });
  }

  function onChange(next: PipeDraft) {
    form.update(() => next, []);
    // What the server refused may be what was just changed: its message goes until the next Create.
    if (refusal || create.error) {
      setRefusal(null);
      create.reset();
    }
  }

  // Cancel leaves and drops the draft (a reload, Back or a link away keeps it); with edits, it asks first.
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  function cancel() {
    form.discardDraft();
    onCancel();
  }

  function startOver() {
    form.reset();
    setShowRestored(false);
    setRefusal(null);
    create.reset();
    form.focus(STEP_HEADING);
  }

  // A field's problem shows once it is left, but not while a press that left it (on Next, say) is under way.
  const leaveAfterPress = afterPress(form.watchFields.onBlur);

  return (
    <div className="wizard">
      <StepList current={step} kind={draft.kind} onJump={jump} />
      <form className="card wizard-form form-stack" noValidate aria-labelledby="wizard-step-title" onSubmit={form.submit} onChange={form.watchFields.onChange} onBlur={leaveAfterPress}>
        <h2 id="wizard-step-title" ref={form.register(STEP_HEADING)} tabIndex={-1} className="wizard-form__title">
          <span className="muted">Step {index + 1} of {STEPS.length}:</span> {stepTitle(step, draft.kind)}
        </h2>
        {showRestored && <RestoredNote onStartOver={startOver} />}
        {form.submitted && errorIds.length > 0 && (
          // A refusal beside a create error came from the service; one without, from the contract's check before sending.
          <ErrorSummary errors={errors} sent={step === "review"} serviceRefused={create.isError ? refusal?.field : undefined} onPick={form.focus} />
        )}
        <FormFieldsContext.Provider value={{ errors, register: form.register, focus: form.focus }}>
          <StepBody draft={draft} step={step} onChange={onChange} endpoints={endpoints} createEndpointHref={createEndpointHref} requestPath={`/v1${pipesApiPath(serviceRef)}`} />
        </FormFieldsContext.Provider>
        {create.error && step === "review" && (
          <div className="wizard-refusal">
            <InlineError error={create.error} />
            <MaybeCreatedNote error={create.error} item="pipe" listName="the pipes list" listHref={`${serviceRoutePath(serviceRef)}/pipes`} />
            {refusal && (
              <button type="button" className="button button--small" onClick={() => showErrorsOf(stepOfField(refusal.field), refusal.field)}>
                Go to {stepTitle(stepOfField(refusal.field), draft.kind)}
              </button>
            )}
          </div>
        )}
        <div className="button-row wizard-actions">
          {index > 0 && <button type="button" className="button" onClick={() => goTo(STEPS[index - 1] ?? "source")}>Back</button>}
          {/* aria-disabled, not disabled: a refused create must leave a keyboard user where they were. */}
          <button type="submit" className="button button--primary" aria-disabled={create.isPending || waiting !== null || undefined}>
            {step === "review" ? (create.isPending ? "Creating…" : "Create pipe") : "Next"}
          </button>
          <button type="button" className="button button--ghost" onClick={() => (form.dirty ? setConfirmingCancel(true) : cancel())}>Cancel</button>
          <p className="muted" role="status">{waiting !== null && "Checking that no other pipe of this service has this name…"}</p>
        </div>
      </form>
      <ConfirmDialog
        open={confirmingCancel}
        title="Discard this new pipe?"
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        tone="danger"
        onConfirm={cancel}
        onCancel={() => setConfirmingCancel(false)}
      >
        <p>What you entered in the steps is not kept.</p>
      </ConfirmDialog>
    </div>
  );
}
