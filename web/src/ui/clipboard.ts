/**
 * Puts `text` on the clipboard; answers whether it did. The Clipboard API
 * needs a secure context (https, or localhost): on plain http, as on a phone
 * opening the site by a LAN address, the text is selected in a hidden
 * read-only box and copied the older way, which phones support inside the tap
 * that asked for it.
 */
export async function copyText(text: string): Promise<boolean> {
  if (navigator.clipboard) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, the page not focused): the older way may still work.
    }
  }
  return copyBySelection(text);
}

function copyBySelection(text: string): boolean {
  const box = document.createElement("textarea");
  box.value = text;
  // Read-only, so that a phone opens no keyboard; kept out of sight by its class.
  box.readOnly = true;
  box.className = "clipboard-buffer";
  box.setAttribute("aria-hidden", "true");
  document.body.append(box);
  box.select();
  box.setSelectionRange(0, text.length);
  try {
    // Deprecated, but the only way without the Clipboard API.
    return typeof document.execCommand === "function" && document.execCommand("copy");
  } catch {
    return false;
  } finally {
    box.remove();
  }
}
