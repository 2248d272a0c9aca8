import { useEffect, useState } from "react";
import { apiBaseUrl } from "../platform";

/**
 * Photos are served by the API under /uploads (an image's address is
 * "{backend}/{imagePath}"): the page's own origin in the browser build, the
 * configured server in the desktop app.
 *
 * Parcel photos and ticket attachments are private: the API lets only its
 * own origin embed them (Cross-Origin-Resource-Policy), so the desktop app,
 * on its app:// origin, loads them in CORS mode: `crossOrigin={PRIVATE_FILE}`
 * on their <img>. Their links expire within two hours; the screens fetch
 * their data again and get fresh ones.
 */
export const PRIVATE_FILE = "anonymous";

export function useAssetBase(): string | null {
  const [base, setBase] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void apiBaseUrl().then((value) => live && setBase(value.replace(/\/+$/, "")));
    return () => {
      live = false;
    };
  }, []);
  return base;
}
