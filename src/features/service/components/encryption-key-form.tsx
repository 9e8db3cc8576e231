import { useState } from "react";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { TextField } from "@/ui/text-field";
import { canRotateEncryptionKey, encryptionKeyBody, newKeyIdError, rotationSummary } from "../model/encryption-key-model";
import { SERVICE_FIELD_LABELS } from "../model/service-field-labels";
import { SaveActions } from "./save-actions";
import { useServiceForm, type ServicePartProps } from "./use-save-service-part";

/** Rotating the transparent data encryption key: typed, checked, then confirmed by name before it is sent. */
export function EncryptionKeyForm({ service, ...props }: ServicePartProps) {
  const [confirming, setConfirming] = useState(false);
  const current = service.transparentDataEncryptionKeyId;
  const { form, part, save } = useServiceForm(props, "Encryption key rotation", {
    initial: { keyId: "" },
    // Save stays off while the field is empty, so every problem here is about something typed.
    validate: ({ keyId }) => ({ keyId: keyId.trim() === "" ? undefined : newKeyIdError(keyId, current) }),
    isDirty: ({ keyId }) => keyId.trim() !== "",
    onSubmit: () => setConfirming(true),
  });

  if (!canRotateEncryptionKey(service)) {
    return <p className="muted">Key rotation needs transparent data encryption, which this service does not have.</p>;
  }

  function rotate() {
    const next = form.values.keyId.trim();
    setConfirming(false);
    save(encryptionKeyBody(next), `Encryption key rotated to ${next}.`, "danger");
  }

  return (
    <form className="form-stack" onSubmit={form.submit} noValidate>
      <TextField label={SERVICE_FIELD_LABELS.transparentDataEncryptionKeyId} hint="The id of the key that replaces the current one." mono {...form.text("keyId")} />
      <SaveActions part={part} dirty={form.dirty} restored={form.restored} saveLabel="Rotate key…"
        idleReason="Enter the new key's ID above to rotate to it." onDiscard={form.reset} />
      {/* Always there, opened and closed: closing a dialog gives the focus back to "Rotate key…"; removing it would not. */}
      <ConfirmDialog open={confirming} title="Rotate the encryption key?" confirmLabel="Rotate key" tone="danger" onConfirm={rotate} onCancel={() => setConfirming(false)}>
        <p>{rotationSummary(current, form.values.keyId)}</p>
      </ConfirmDialog>
    </form>
  );
}
