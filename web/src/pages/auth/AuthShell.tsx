import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { AddressCard } from "../../ui/AddressCard";
import { Icon } from "../../ui/Icon";
import { keepFocus } from "../../ui/useSubmit";
import { HeroPoints } from "../landing/HeroPoints";

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
          <HeroPoints />
          <AddressCard />
        </aside>
      </div>
    </section>
  );
}

/** The auth form's wide submit button: "Sending…" while the form sends, disabled until it may send. */
export function AuthSubmit({
  label,
  busy,
  disabled = false,
  keepFocus: keep = false,
}: {
  label: string;
  busy: boolean;
  disabled?: boolean;
  /** Pressing it keeps the focus in the field (see keepFocus). */
  keepFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      className="btn btn-primary btn-block btn-lg"
      disabled={busy || disabled}
      onMouseDown={keep ? keepFocus : undefined}
    >
      {busy ? t("auth.submitting") : label}
    </button>
  );
}

/** Under an auth form: the way to the other one ("No account yet? Sign up"). */
export function AuthSwitch({ text, to, link }: { text?: string; to: string; link: string }) {
  return (
    <p className="auth-switch">
      {text && `${text} `}
      <Link to={to} className="text-link">
        {link}
      </Link>
    </p>
  );
}
