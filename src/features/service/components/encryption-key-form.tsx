import { useRef, useState, type FormEvent } from "react";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { canRotateEncryptionKey, encryptionKeyBody, newKeyIdError, rotationSummary } from "../model/encryption-key-model";
import { SaveActions } from "./save-actions";
import { TextField } from "@/ui/text-field";
import { useReportDirty } from "@/ui/unsaved-changes";
import { useSaveServicePart, type ServicePartProps } from "./use-save-service-part";

/** Rotating the transparent data encryption key: typed, checked, then confirmed by name before it is sent. */
export function EncryptionKeyForm({ service, serviceRef, reportDirty }: ServicePartProps) {
  const [keyId, setKeyId] = useState("");
  const [confirming, setConfirming] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const part = useSaveServicePart(serviceRef);
  const current = service.transparentDataEncryptionKeyId;
  const dirty = keyId.trim() !== "";
  // Save stays off while the field is empty, so every error here is about something typed.
  const error = dirty ? newKeyIdError(keyId, current) : undefined;
  useReportDirty("Encryption key rotation", dirty, reportDirty);

  if (!canRotateEncryptionKey(service)) {
    return <p className="muted">Key rotation needs transparent data encryption, which this service does not have.</p>;
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!dirty) return;
    if (error) {
      input.current?.focus();
      return;
    }
    setConfirming(true);
  }

  function rotate() {
    const next = keyId.trim();
    setConfirming(false);
    part.save(encryptionKeyBody(next), {
      note: `Encryption key rotated to ${next}.`,
      onSaved: () => setKeyId(""),
    });
  }

  return (
    <form className="form-stack" onSubmit={onSubmit} noValidate>
      <TextField
        label="New key id"
        hint="The id of the key that replaces the current one."
        error={error}
        inputRef={input}
        mono
        value={keyId}
        onChange={(next) => {
          setKeyId(next);
          part.edited();
        }}
      />
      <SaveActions
        part={part}
        dirty={dirty}
        saveLabel="Rotate key…"
        onDiscard={() => setKeyId("")}
      />
      {confirming && (
        <ConfirmDialog open title="Rotate the encryption key?" confirmLabel="Rotate key" tone="danger" onConfirm={rotate} onCancel={() => setConfirming(false)}>
          <p>{rotationSummary(current, keyId)}</p>
        </ConfirmDialog>
      )}
    </form>
  );
}
