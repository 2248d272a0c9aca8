import { useState } from "react";
import { Icon } from "./Icon";

/** A parcel photo that falls back to the box mark when the file cannot be loaded. */
export function Photo({ src, alt = "", fallback }: { src: string | undefined; alt?: string; fallback?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <span className="photo-empty">
        <Icon name="box" />
        {fallback && <span>{fallback}</span>}
      </span>
    );
  }
  return <img src={src} alt={alt} loading="lazy" onError={() => setFailed(src)} />;
}
