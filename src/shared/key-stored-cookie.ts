/**
 * A cookie that says only whether this browser holds an API key for the console (never the key): the
 * server draws the frame of a signed-in page into its HTML (src/server/page-shell.ts) only then, so a
 * link opened without a key goes to the connect page without showing a service's frame first.
 */
export const KEY_STORED_COOKIE = "console_key_stored";
