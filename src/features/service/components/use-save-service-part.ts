import { useMemo, useState } from "react";
import { ApiError, isApiError } from "@/lib/api-error";
import type { ResendOffer } from "@/lib/reconnect-state";
import type { ServiceRef } from "@/lib/service-ref";
import type { Service, ServiceUpdateBody } from "@/shared/schemas/service";
import { useForm, type FormErrors, type FormOptions } from "@/ui/use-form";
import { useResendOffer } from "@/ui/use-resend-offer";
import { useReportDirty, type ReportDirty } from "@/ui/unsaved-changes";
import { useUpdateService } from "../api/service-mutations";
import { inServicePageWords } from "../model/service-field-labels";
import { formDraft, formDraftKey } from "@/ui/form-draft";

/**
 * One form's save: its own PATCH, pending state and error, plus a confirmation that lasts until
 * the user edits that form again. On failure nothing is reset, so what was typed stays; a save
 * refused for the key is offered again, as it was, once the user has reconnected.
 */
export function useSaveServicePart(ref: ServiceRef, label: string) {
  const mutation = useUpdateService(ref);
  const [savedNote, setSavedNote] = useState("");
  const offerResend = useResendOffer();
  // Once per error, not per render: the error shown stays the same object, with the time it was seen (`at`).
  const error = useMemo(() => (mutation.error ? inFormWords(mutation.error) : null), [mutation.error]);

  function save(body: ServiceUpdateBody, options: { note: string; onSaved: () => void; tone?: ResendOffer["tone"] }) {
    setSavedNote("");
    mutation.mutate(
      { body },
      {
        onSuccess: () => {
          options.onSaved();
          setSavedNote(options.note);
        },
        onError: (error) => offerResend(error, label, () => save(body, options), options.tone),
      },
    );
  }

  return {
    save,
    pending: mutation.isPending,
    error,
    savedNote,
    /** Called on every edit: a confirmation of the last save no longer describes the form. */
    edited: () => setSavedNote(""),
    /** The edits were discarded: the last save's error or confirmation was about them, and goes too. */
    discarded: () => {
      mutation.reset();
      setSavedNote("");
    },
  };
}

/** The server's refusal, its field named as the page names it; its status, code and request ID as sent. */
function inFormWords(error: Error): Error {
  if (!isApiError(error)) return error;
  const message = inServicePageWords(error.message);
  return message === error.message ? error : new ApiError({ ...error, message, cause: error.cause });
}

export type SavePart = ReturnType<typeof useSaveServicePart>;

/** What every form of the page receives: the service as the server last sent it, and where to report edits. */
export interface ServicePartProps {
  service: Service;
  serviceRef: ServiceRef;
  reportDirty: ReportDirty;
}

const NO_PROBLEMS = (): FormErrors => ({});

/** Where this tab keeps what is typed in one form of the service page. */
export const serviceFormDraftKey = (ref: ServiceRef, formName: string) =>
  formDraftKey(ref, "service", formName);

/**
 * One form of the service page: its values and problems (useForm), its own PATCH, and whether it
 * holds unsent work, told to the page under `formName`. Every edit clears the last save's note; a
 * submit without changes sends nothing; a save that succeeds resets the form, which then follows
 * the service the server sent back. What is typed is kept in this tab until then, so a reload
 * loses nothing.
 */
export function useServiceForm<V extends object>(
  { serviceRef, reportDirty }: Pick<ServicePartProps, "serviceRef" | "reportDirty">,
  formName: string,
  { unsentElsewhere = false, validate = NO_PROBLEMS, onSubmit, ...options }: Omit<FormOptions<V>, "validate"> & {
    validate?: FormOptions<V>["validate"];
    /** Work of this form not in its values (an id typed but not yet added): leaving asks about it too. */
    unsentElsewhere?: boolean;
  },
) {
  const part = useSaveServicePart(serviceRef, `Save “${formName}”`);
  const form = useForm<V>({
    ...options,
    sessionDraft: formDraft({ key: serviceFormDraftKey(serviceRef, formName) }),
    validate,
    onEdit: part.edited,
    onSubmit: (values) => {
      if (form.dirty) onSubmit(values);
    },
  });
  useReportDirty(formName, form.dirty || unsentElsewhere, reportDirty);
  return {
    form,
    part,
    save: (body: ServiceUpdateBody, note: string, tone?: ResendOffer["tone"]) => part.save(body, { note, onSaved: form.reset, tone }),
  };
}
