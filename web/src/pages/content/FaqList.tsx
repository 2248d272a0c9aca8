import type { FaqKey } from "@ipf/shared/i18n/content/keys";
import { useTranslation } from "react-i18next";
import { Icon } from "../../ui/Icon";

/** An accordion of FAQ entries (native <details>: keyboard and screen readers for free). */
export function FaqList({ keys }: { keys: readonly FaqKey[] }) {
  const { t } = useTranslation("content");
  return (
    <div className="faq-list">
      {keys.map((key) => (
        <details key={key} className="faq-item">
          <summary>
            {t(`faq.${key}.question`)}
            <Icon name="chevronDown" className="faq-chevron" />
          </summary>
          <p>{t(`faq.${key}.answer`)}</p>
        </details>
      ))}
    </div>
  );
}
