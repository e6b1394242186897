/** How long the object URL outlives the click: browsers may start reading it after click returns. */
const REVOKE_AFTER_MS = 60_000;

/**
 * Saves a Blob (a file the API answered) under a name, as a download: a temporary object URL and a
 * hidden link with `download`, released a minute later.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
