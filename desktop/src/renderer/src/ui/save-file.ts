/** Hands a file to the browser's (or the desktop app's) download, under `name`. */
export function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: the download may still be reading it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
