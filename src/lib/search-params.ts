/** `search` with `key` set to `value`, or without `key` when `value` is empty; the other parameters stay. */
export function withParam(search: URLSearchParams, key: string, value: string): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value === "") next.delete(key);
  else next.set(key, value);
  return next;
}
