import { useEffect, useState } from "react";
import { apiBaseUrl } from "../platform";

/**
 * Photos are served by the API under /uploads (back-office-operations 7:
 * "{backend}/{imagePath}"): the page's own origin in the browser build, the
 * configured server in the desktop app.
 */
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
