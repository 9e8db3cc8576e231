import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import { errorMessage } from "@/lib/api-error";
import type { KeptValue } from "@/lib/kept-value";
import type { ServiceRef } from "@/lib/service-ref";
import type { Pipe } from "@/shared/schemas/pipe";
import { InlineError } from "@/ui/error-panel";
import { pipesApiPath } from "../../api/pipe-queries";
import { useCreatePipe } from "../api/use-create-pipe";
import { buildCreateBody, fieldOfServerMessage, firstInvalidStep, stepOfField, validateStep } from "../model/create-steps";
import type { FieldErrors } from "../model/form-fields";
import type { EndpointList } from "../model/kafka-model";
import { stepTitle } from "../model/labels";
import { STEPS, type PipeDraft, type StepId } from "../model/pipe-draft";
import { StepBody } from "./step-body";
import { FieldErrorsContext } from "./wizard-fields";

interface WizardProps {
  serviceRef: ServiceRef;
  initialDraft: PipeDraft;
  store: KeptValue<PipeDraft>;
  endpoints: EndpointList;
  createEndpointHref: string;
  onCreated: (pipe: Pipe) => void;
  onCancel: () => void;
  /** Shown when the draft came back from this tab's storage, with secrets to enter again. */
  restored: boolean;
  onStartOver: () => void;
}

/**
 * Create a pipe in six steps. Every field is checked as it is left and again on Next and Create; the
 * first bad one is named and focused. The draft is kept in this tab without its secrets, and nothing
 * typed is lost on Back, a refusal or a reload.
 */
export function PipeCreateWizard({ serviceRef, initialDraft, store, endpoints, createEndpointHref, onCreated, onCancel, restored, onStartOver }: WizardProps) {
  const [draft, setDraft] = useState(initialDraft);
  const [attempted, setAttempted] = useState<ReadonlySet<StepId>>(new Set());
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const edited = useRef(new Set<string>());
  const [refusal, setRefusal] = useState<{ field: string; message: string } | null>(null);
  const create = useCreatePipe(serviceRef);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef<"heading" | "first-error" | null>(null);
  // Said once, on the step the kept draft opens at.
  const [showRestored, setShowRestored] = useState(restored);

  // Kept from the first change on: a form only looked at leaves nothing behind.
  useEffect(() => {
    if (draft !== initialDraft) store.write(draft);
  }, [draft, initialDraft, store]);

  const step = draft.step;
  const index = STEPS.indexOf(step);
  const stepErrors = validateStep(draft, step);
  const errors: FieldErrors = attempted.has(step)
    ? { ...stepErrors }
    : Object.fromEntries(Object.entries(stepErrors).filter(([id]) => touched.has(id)));
  if (refusal && stepOfField(refusal.field) === step && !errors[refusal.field]) errors[refusal.field] = refusal.message;
  const errorIds = Object.keys(errors);

  // After a step change the heading takes the focus; after a refused Next or Create, the first bad field.
  useLayoutEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === "heading") headingRef.current?.focus();
    if (target === "first-error") focusFirst(formRef.current, errorIds);
  });

  const goTo = (target: StepId) => {
    focusNext.current = "heading";
    setShowRestored(false);
    setDraft((current) => ({ ...current, step: target }));
  };
  const showErrorsOf = (target: StepId) => {
    setAttempted((current) => new Set([...current, target]));
    focusNext.current = "first-error";
    if (target !== step) setDraft((current) => ({ ...current, step: target }));
  };
  /** Back is always free; forward only past steps that are fine. */
  const jump = (target: StepId) => {
    if (STEPS.indexOf(target) <= index) return goTo(target);
    const invalid = firstInvalidStep(draft, target);
    return invalid ? showErrorsOf(invalid.step) : goTo(target);
  };

  function onChange(next: PipeDraft) {
    setDraft(next);
    // What the server refused may be what was just changed: its message goes until the next Create.
    if (refusal || create.error) {
      setRefusal(null);
      create.reset();
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    if (step !== "review") {
      if (Object.keys(stepErrors).length > 0) return showErrorsOf(step);
      return goTo(STEPS[index + 1] ?? "review");
    }
    const result = buildCreateBody(draft);
    if (!result.ok) {
      const [field, message] = Object.entries(result.errors)[0] ?? [];
      if (field && message && !validateStep(draft, result.step)[field]) setRefusal({ field, message });
      return showErrorsOf(result.step);
    }
    setRefusal(null);
    create.mutate(result.body, {
      onSuccess: (pipe) => {
        store.clear();
        onCreated(pipe);
      },
      onError: (error) => {
        const field = fieldOfServerMessage(errorMessage(error));
        setRefusal(field ? { field, message: errorMessage(error) } : null);
      },
    });
  }

  const title = stepTitle(step, draft.kind);
  return (
    <div className="wizard">
      <nav aria-label="Steps" className="wizard-steps">
        <ol>
          {STEPS.map((id, position) => (
            <li key={id}>
              <button type="button" className="wizard-steps__step" aria-current={id === step ? "step" : undefined} onClick={() => jump(id)}>
                <span className="wizard-steps__number" aria-hidden="true">{position + 1}</span>
                <span>{stepTitle(id, draft.kind)}</span>
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <form
        ref={formRef}
        className="card wizard-form form-stack"
        noValidate
        aria-labelledby="wizard-step-title"
        onSubmit={submit}
        onChange={(event) => {
          const id = (event.target as HTMLElement).dataset.field;
          if (id) edited.current.add(id);
        }}
        onBlur={(event) => {
          const id = event.target.dataset.field;
          if (id && edited.current.has(id) && !touched.has(id)) setTouched((current) => new Set([...current, id]));
        }}
      >
        <h2 id="wizard-step-title" ref={headingRef} tabIndex={-1} className="wizard-form__title">
          <span className="muted">Step {index + 1} of {STEPS.length}:</span> {title}
        </h2>
        {showRestored && (
          <div className="wizard-note" role="status">
            <span>This tab kept your draft. Secrets (passwords, keys, certificates) are not kept: enter them again.</span>
            <button type="button" className="button button--small" onClick={onStartOver}>Start over</button>
          </div>
        )}
        {attempted.has(step) && errorIds.length > 0 && <ErrorSummary errors={errors} form={formRef} sent={step === "review"} />}
        <FieldErrorsContext.Provider value={errors}>
          <StepBody draft={draft} step={step} onChange={onChange} endpoints={endpoints} createEndpointHref={createEndpointHref} requestPath={`/v1${pipesApiPath(serviceRef)}`} />
        </FieldErrorsContext.Provider>
        {create.error && step === "review" && (
          <div className="wizard-refusal">
            <InlineError error={create.error} />
            {refusal && (
              <button type="button" className="button button--small" onClick={() => showErrorsOf(stepOfField(refusal.field))}>
                Go to {stepTitle(stepOfField(refusal.field), draft.kind)}
              </button>
            )}
          </div>
        )}
        <div className="button-row wizard-actions">
          {index > 0 && <button type="button" className="button" onClick={() => goTo(STEPS[index - 1] ?? "source")}>Back</button>}
          {/* aria-disabled, not disabled: a refused create must leave a keyboard user where they were. */}
          <button type="submit" className="button button--primary" aria-disabled={create.isPending || undefined}>
            {step === "review" ? (create.isPending ? "Creating…" : "Create pipe") : "Next"}
          </button>
          <button type="button" className="button button--ghost" onClick={onCancel}>Cancel</button>
        </div>
      </form>
    </div>
  );
}

/** Focuses the first control, in page order, whose field has a message. */
function focusFirst(form: HTMLFormElement | null, ids: readonly string[]) {
  const controls = form?.querySelectorAll<HTMLElement>("[data-field]") ?? [];
  for (const control of controls) {
    if (ids.includes(control.dataset.field ?? "")) {
      control.focus();
      return;
    }
  }
}

function ErrorSummary({ errors, form, sent }: { errors: FieldErrors; form: RefObject<HTMLFormElement | null>; sent: boolean }) {
  const entries = Object.entries(errors);
  return (
    <div className="wizard-error-summary" role="alert">
      <p className="wizard-error-summary__title">
        {entries.length === 1 ? "1 field needs attention" : `${entries.length} fields need attention`}
        {sent ? "; nothing was sent." : " before the next step."}
      </p>
      <ul>
        {entries.map(([id, message]) => (
          <li key={id}>
            <button type="button" className="wizard-link-button" onClick={() => focusFirst(form.current, [id])}>{message}</button>
          </li>
        ))}
      </ul>
    </div>
  );
}
