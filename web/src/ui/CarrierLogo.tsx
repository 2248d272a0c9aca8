import { initialsOf } from "@ipf/shared/rules/initials";
import { useState } from "react";

/**
 * A carrier's logo, or for a carrier without one (or whose file cannot be
 * loaded) a neutral badge of the same size with its initials, in the name's
 * own script. Decorative either way: the carrier's name is written beside it.
 */
export function CarrierLogo({ src, name, className }: { src: string | null; name: string; className: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return (
      <img
        className={className}
        src={src}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        onError={() => setFailed(src)}
      />
    );
  }
  return (
    <span className={`${className} carrier-initials`} aria-hidden="true">
      <bdi>{initialsOf(name)}</bdi>
    </span>
  );
}
