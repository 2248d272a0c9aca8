import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { trapTab } from "../ui/focusTrap";
import { Icon } from "../ui/Icon";

interface MobileDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The phone menu: a modal <dialog>, so the page behind is inert, Escape
 * closes it and focus returns to the menu button. Tab and Shift+Tab also wrap
 * inside it instead of leaving for the browser's toolbar.
 */
export function MobileDrawer({ id, open, onClose, children }: MobileDrawerProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      id={id}
      ref={dialog}
      className="drawer"
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      onKeyDown={trapTab}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="drawer-panel">
        <div className="drawer-head">
          <h2 id={`${id}-title`} className="drawer-title">
            {t("common.menu")}
          </h2>
          <button type="button" className="icon-button" aria-label={t("common.closeMenu")} onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
