/** Saves `text` as a file through a temporary object URL; nothing leaves the browser. */
export function downloadTextFile(fileName: string, text: string, type = "application/json"): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the download has started by then, and the URL must not leak.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
