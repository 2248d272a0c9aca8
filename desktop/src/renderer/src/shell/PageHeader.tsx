import { Icon } from "@blueprintjs/core";
import type { IconName } from "@blueprintjs/icons";
import type { ReactNode } from "react";

export function PageHeader({ icon, title, children }: { icon: IconName; title: string; children?: ReactNode }) {
  return (
    <header className="ipf-page-header">
      <span className="ipf-page-icon" aria-hidden>
        <Icon icon={icon} size={18} />
      </span>
      <h1 className="ipf-page-title">{title}</h1>
      {children ? <div className="ipf-page-actions">{children}</div> : null}
    </header>
  );
}
