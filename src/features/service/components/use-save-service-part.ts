import { useState } from "react";
import type { ServiceRef } from "@/lib/service-ref";
import type { Service, ServiceUpdateBody } from "@/shared/schemas/service";
import { useUpdateService } from "../api/service-mutations";
import type { ReportDirty } from "@/ui/unsaved-changes";

/**
 * One form's save: its own PATCH, pending state and error, plus a confirmation that lasts until
 * the user edits that form again. On failure nothing is reset, so what was typed stays.
 */
export function useSaveServicePart(ref: ServiceRef) {
  const mutation = useUpdateService(ref);
  const [savedNote, setSavedNote] = useState("");

  function save(body: ServiceUpdateBody, { note, onSaved }: { note: string; onSaved: () => void }) {
    setSavedNote("");
    mutation.mutate(
      { body },
      {
        onSuccess: () => {
          onSaved();
          setSavedNote(note);
        },
      },
    );
  }

  return {
    save,
    pending: mutation.isPending,
    error: mutation.isError ? mutation.error : null,
    savedNote,
    /** Called on every edit: a confirmation of the last save no longer describes the form. */
    edited: () => setSavedNote(""),
  };
}

export type SavePart = ReturnType<typeof useSaveServicePart>;

/** What every form of the page receives: the service as the server last sent it, and where to report edits. */
export interface ServicePartProps {
  service: Service;
  serviceRef: ServiceRef;
  reportDirty: ReportDirty;
}
