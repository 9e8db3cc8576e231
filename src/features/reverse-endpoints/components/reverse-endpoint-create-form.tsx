import { useId, useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "@/lib/api-error";
import { serviceRoutePath } from "@/lib/route-paths";
import type { ServiceRef } from "@/lib/service-ref";
import {
  MSK_AUTHENTICATIONS,
  REVERSE_ENDPOINT_DESCRIPTION_MAX,
  REVERSE_ENDPOINT_TYPES,
  type ReverseEndpointCreateBody,
} from "@/shared/schemas/reverse-endpoint";
import { InlineError } from "@/ui/error-panel";
import { FieldRefusalNote, MaybeCreatedNote } from "@/ui/form-error-notes";
import { RestoredDraftNote } from "@/ui/restored-draft-note";
import { FormField } from "@/ui/form-field";
import { useForm } from "@/ui/use-form";
import { useResendOffer } from "@/ui/use-resend-offer";
import { useCreateReverseEndpoint } from "../api/reverse-endpoint-mutations";
import {
  EMPTY_REVERSE_ENDPOINT_FORM,
  FIELD_EXAMPLES,
  FIELD_LABELS,
  FORM_FIELD_ORDER,
  descriptionLength,
  fieldInSentence,
  fieldRefusalInServerMessage,
  fieldsForType,
  toCreateBody,
  type ReverseEndpointFieldErrors,
  type ReverseEndpointFormField,
  type ReverseEndpointFormValues,
  type TypeField,
} from "../model/reverse-endpoint-form-model";
import { MSK_AUTHENTICATION_LABELS, TYPE_DESCRIPTIONS, TYPE_LABELS } from "../model/reverse-endpoint-labels";
import "./reverse-endpoints.css";
import { formDraft, formDraftKey } from "@/ui/form-draft";

const TEXT_FIELD_HINTS: Record<Exclude<TypeField, "mskAuthentication">, string> = {
  vpcEndpointServiceName: `The service name of your VPC endpoint service, such as ${FIELD_EXAMPLES.vpcEndpointServiceName}`,
  vpcResourceConfigurationId: `The VPC Lattice resource configuration, such as ${FIELD_EXAMPLES.vpcResourceConfigurationId}`,
  vpcResourceShareArn: `The AWS RAM share that holds the resource configuration, such as ${FIELD_EXAMPLES.vpcResourceShareArn}`,
  mskClusterArn: `The ARN of the MSK cluster, such as ${FIELD_EXAMPLES.mskClusterArn}`,
};

/**
 * Create form: the fields follow the chosen type, every missing or malformed field is named
 * before anything is sent, and what was typed stays when the server refuses it.
 */
export function ReverseEndpointCreateForm({ serviceRef, onCreated }: { serviceRef: ServiceRef; onCreated: (id: string) => void }) {
  const [serverRefusal, setServerRefusal] = useState<{ field: ReverseEndpointFormField; message: string } | undefined>(undefined);
  const create = useCreateReverseEndpoint();
  const offerResend = useResendOffer();
  const formId = useId();
  const listHref = `${serviceRoutePath(serviceRef)}/reverse-endpoints`;

  function send(body: ReverseEndpointCreateBody, type: ReverseEndpointFormValues["type"]) {
    setServerRefusal(undefined);
    create.mutate(
      { ref: serviceRef, body },
      {
        onSuccess: ({ endpoint }) => {
          form.reset();
          onCreated(endpoint.id);
        },
        onError: (error) => {
          const refused = fieldRefusalInServerMessage(errorMessage(error), type);
          setServerRefusal(refused);
          // As the form's own check does: the field the service named takes the focus, its refusal read with it.
          if (refused) form.focus(refused.field);
          offerResend(error, "Create the reverse private endpoint", () => send(body, type));
        },
      },
    );
  }

  const form = useForm<ReverseEndpointFormValues>({
    initial: EMPTY_REVERSE_ENDPOINT_FORM,
    // Nothing here is secret: ids, names and ARNs of the user's own AWS account.
    sessionDraft: formDraft({ key: formDraftKey(serviceRef, "reverse-endpoint-create") }),
    validate: (values) => {
      const checked = toCreateBody(values);
      return checked.ok ? {} : checked.errors;
    },
    // Before the first submit only the description (its counter's limit) is checked as typed; after it, every field.
    checkAsTyped: (field) => field === "description",
    onSubmit: (values) => {
      const checked = toCreateBody(values);
      if (create.isPending || !checked.ok) return;
      send(checked.body, values.type);
    },
  });
  const { values } = form;

  // The summary lists what the form itself finds, before sending. A refusal was sent: the field it names
  // says why, in the page's words, and below the fields a note points to it with the request ID; a
  // refusal that names no field shows there whole.
  const errorFields = FORM_FIELD_ORDER.filter((field) => form.errors[field] !== undefined);
  const errors: ReverseEndpointFieldErrors = { ...form.errors };
  const refusedField = serverRefusal && create.error && !errors[serverRefusal.field] ? serverRefusal.field : undefined;
  if (refusedField && serverRefusal) errors[refusedField] = serverRefusal.message;

  function update<F extends ReverseEndpointFormField>(field: F, value: ReverseEndpointFormValues[F]) {
    form.set(field, value);
    // The refused value is being changed, or the type (which may hide its field, and changes what is sent):
    // the refusal no longer applies, under the field or below the form.
    if (serverRefusal && (field === serverRefusal.field || field === "type")) {
      setServerRefusal(undefined);
      create.reset();
    }
  }

  const length = descriptionLength(values.description);
  const overBy = length - REVERSE_ENDPOINT_DESCRIPTION_MAX;
  const fieldError = (field: ReverseEndpointFormField) => errors[field];

  return (
    <form className="form-stack rpe-form" onSubmit={form.submit} noValidate aria-label="New reverse private endpoint">
      <RestoredDraftNote shown={form.restored} />
      {form.submitted && errorFields.length > 0 && (
        <div className="rpe-error-summary" role="alert">
          <p className="rpe-error-summary__title">
            {errorFields.length === 1 ? "1 field needs attention" : `${errorFields.length} fields need attention`}; nothing was sent.
          </p>
          <ul>
            {/* Each message names its field already ("Enter a description."): it is the link, as in the pipe wizard's summary. */}
            {errorFields.map((field) => (
              <li key={field}>
                <button type="button" className="rpe-link-button" onClick={() => form.focus(field)}>
                  {errors[field]}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}

      <fieldset
        className={`rpe-fieldset ${fieldError("type") ? "field--invalid" : ""}`}
        aria-describedby={fieldError("type") ? `${formId}-type-error` : undefined}
      >
        <legend className="field__label">
          Type<span className="field__required" aria-hidden="true"> *</span>
        </legend>
        <div className="rpe-type-options">
          {REVERSE_ENDPOINT_TYPES.map((type, index) => (
            <label key={type} className={`rpe-type-option ${values.type === type ? "rpe-type-option--chosen" : ""}`}>
              <input
                ref={index === 0 ? form.register("type") : undefined}
                type="radio"
                name="type"
                value={type}
                checked={values.type === type}
                aria-invalid={fieldError("type") ? true : undefined}
                aria-describedby={`${formId}-type-${type}-hint`}
                onChange={() => update("type", type)}
              />
              <span className="rpe-type-option__text">
                <span className="rpe-type-option__title">{TYPE_LABELS[type]}</span>
                <span className="rpe-type-option__hint" id={`${formId}-type-${type}-hint`}>{TYPE_DESCRIPTIONS[type]}</span>
              </span>
            </label>
          ))}
        </div>
        {fieldError("type") && <p className="field__error" id={`${formId}-type-error`}>{fieldError("type")}</p>}
      </fieldset>

      <FormField
        label="Description"
        required
        error={fieldError("description")}
        hint={
          <span className={overBy > 0 ? "rpe-counter rpe-counter--over" : "rpe-counter"}>
            {length} / {REVERSE_ENDPOINT_DESCRIPTION_MAX} characters{overBy > 0 ? `, ${overBy} too many` : ""}
          </span>
        }
      >
        {(props) => (
          <input
            {...props}
            ref={form.register("description")}
            className="input"
            autoComplete="off"
            placeholder="Orders database in the billing VPC"
            value={values.description}
            onChange={(event) => update("description", event.target.value)}
          />
        )}
      </FormField>

      {fieldsForType(values.type).map((field) =>
        field === "mskAuthentication" ? (
          <fieldset
            key={field}
            className={`rpe-fieldset ${fieldError(field) ? "field--invalid" : ""}`}
            aria-describedby={fieldError(field) ? `${formId}-${field}-error` : undefined}
          >
            <legend className="field__label">
              {FIELD_LABELS[field]}<span className="field__required" aria-hidden="true"> *</span>
            </legend>
            <div className="rpe-radio-row">
              {MSK_AUTHENTICATIONS.map((authentication, index) => (
                <label key={authentication} className="checkbox">
                  <input
                    ref={index === 0 ? form.register(field) : undefined}
                    type="radio"
                    name="mskAuthentication"
                    value={authentication}
                    checked={values.mskAuthentication === authentication}
                    aria-invalid={fieldError(field) ? true : undefined}
                    onChange={() => update("mskAuthentication", authentication)}
                  />
                  <span>
                    {MSK_AUTHENTICATION_LABELS[authentication].label} <span className="muted">({MSK_AUTHENTICATION_LABELS[authentication].hint})</span>
                  </span>
                </label>
              ))}
            </div>
            {fieldError(field) && <p className="field__error" id={`${formId}-${field}-error`}>{fieldError(field)}</p>}
          </fieldset>
        ) : (
          <FormField key={field} label={FIELD_LABELS[field]} required error={fieldError(field)} hint={TEXT_FIELD_HINTS[field]}>
            {(props) => (
              <input
                {...props}
                ref={form.register(field)}
                className="input mono"
                autoComplete="off"
                spellCheck={false}
                value={values[field]}
                onChange={(event) => update(field, event.target.value)}
              />
            )}
          </FormField>
        ),
      )}

      {create.error &&
        (refusedField ? (
          <FieldRefusalNote error={create.error}>
            The service refused the {fieldInSentence(refusedField)}; the endpoint was not created.{" "}
            <button type="button" className="rpe-link-button" onClick={() => form.focus(refusedField)}>
              Go to {FIELD_LABELS[refusedField]}
            </button>
          </FieldRefusalNote>
        ) : (
          <InlineError error={create.error} />
        ))}
      <MaybeCreatedNote error={create.error} item="endpoint" listName="the reverse private endpoints" listHref={listHref} />

      <div className="button-row">
        {/* aria-disabled rather than disabled: a disabled button drops the focus, and a refused create would leave a keyboard user at the top of the page. */}
        <button type="submit" className="button button--primary" aria-disabled={create.isPending || undefined}>
          {create.isPending ? "Creating…" : "Create endpoint"}
        </button>
        {/* Cancel drops what was typed; Back, a reload or a link away keep it (as the pipe wizard's Cancel). */}
        <Link className="button" to={listHref} onClick={form.discardDraft}>
          Cancel
        </Link>
      </div>
    </form>
  );
}

