import type { Service, ServiceUpdateBody } from "@/shared/schemas/service";
import { textProblemMessage } from "@/shared/schemas/text-rules";

/** Rotation exists only where transparent data encryption is on (gaps.md: otherwise a 400). */
export function canRotateEncryptionKey(service: Pick<Service, "hasTransparentDataEncryption">): boolean {
  return service.hasTransparentDataEncryption === true;
}

/** What is wrong with the typed key id, or undefined. */
export function newKeyIdError(value: string, currentKeyId: string | null | undefined): string | undefined {
  const keyId = value.trim();
  if (keyId === "") return "Enter the id of the new key.";
  if (/\s/.test(keyId)) return "A key id has no spaces.";
  const problem = textProblemMessage("A key id", keyId);
  if (problem) return `${problem}.`;
  if (keyId === currentKeyId) return `Key ${keyId} is already the current key; enter a different one.`;
  return undefined;
}

/** The sentence the confirmation shows, naming both keys so the user confirms this exact change. */
export function rotationSummary(currentKeyId: string | null | undefined, newKeyId: string): string {
  const from = currentKeyId ? `from ${currentKeyId} ` : "";
  return `Rotate the transparent data encryption key ${from}to ${newKeyId.trim()}.`;
}

/** The PATCH body of the rotation form: the new key id and nothing else. */
export function encryptionKeyBody(newKeyId: string): ServiceUpdateBody {
  return { transparentDataEncryptionKeyId: newKeyId.trim() };
}
