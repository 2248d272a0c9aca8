import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Icon, IconButton } from "../ui/Icon";
import { useModal } from "../ui/useModal";

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
  const modal = useModal(open, onClose);

  return (
    <dialog {...modal} id={id} className="drawer" aria-labelledby={`${id}-title`}>
      <div className="drawer-panel">
        <div className="drawer-head">
          <h2 id={`${id}-title`} className="drawer-title">
            {t("common.menu")}
          </h2>
          <IconButton label={t("common.closeMenu")} icon={<Icon name="close" />} onClick={onClose} />
        </div>
        {children}
      </div>
    </dialog>
  );
}
