/** Keys whose value is a secret, wherever they are in a request body. */
const SECRET_KEYS = new Set(["password", "secretKey", "privateKey", "certificate", "connectionString", "serviceAccountKey", "caCertificate"]);
export const MASK = "••••••••";

/** A copy of `body` with every secret value replaced by a mask, for showing the exact request on screen. */
export function maskBodySecrets<T>(body: T): T {
  if (Array.isArray(body)) return body.map(maskBodySecrets) as T;
  if (typeof body !== "object" || body === null) return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, SECRET_KEYS.has(key) && typeof value === "string" && value !== "" ? MASK : maskBodySecrets(value)]),
  ) as T;
}
