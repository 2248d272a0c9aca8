import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AddressCard } from "../../ui/AddressCard";
import { Icon } from "../../ui/Icon";

const REMINDERS = ["storage", "photos", "savings"] as const;

/** The frame of the login and signup pages: the form card, and why sign up beside it on wide screens. */
export function AuthShell({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="auth" aria-labelledby="auth-title">
      <div className="container auth-grid">
        <div className="auth-card">
          <h1 id="auth-title">{title}</h1>
          <p className="auth-subtitle">{subtitle}</p>
          {children}
        </div>
        <aside className="auth-aside">
          <p className="eyebrow">
            <Icon name="pin" />
            {t("landing.hero.eyebrow")}
          </p>
          <ul className="hero-points">
            {REMINDERS.map((point) => (
              <li key={point}>
                <Icon name="check" />
                {t(`landing.hero.points.${point}`)}
              </li>
            ))}
          </ul>
          <AddressCard />
        </aside>
      </div>
    </section>
  );
}
