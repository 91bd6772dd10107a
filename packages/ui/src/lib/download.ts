/**
 * Saves `blob` as a file called `name` through a temporary link, the way a browser saves a download. A file of the
 * API's is fetched and saved from here because the API is another origin, where a link's `download` is ignored.
 */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked at once, the address can be gone before the browser has started reading a large file.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves `text` as a file called `name`. */
export function downloadText(name: string, text: string, type = 'text/csv;charset=utf-8') {
  saveBlob(new Blob([text], { type }), name);
}
