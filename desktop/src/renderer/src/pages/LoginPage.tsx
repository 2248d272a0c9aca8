import { Button, Callout, Classes, Icon, InputGroup } from "@blueprintjs/core";
import type { IconName } from "@blueprintjs/icons";
import { zodResolver } from "@hookform/resolvers/zod";
import { adminLoginRequestSchema } from "@ipf/shared";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError } from "../api";
import { errorMessage, validationMessage, type en } from "../i18n";
import { inDesktopApp } from "../platform";
import { useSession } from "../session";
import { describedBy, FieldGroup } from "../ui/FieldGroup";

const HIGHLIGHTS = [
  ["box", "intake"],
  ["inbox", "requests"],
  ["chat", "support"],
] as const satisfies readonly (readonly [IconName, keyof typeof en.brand])[];

/** Staff sign-in. The guard moves a signed-in member on. */
export function LoginPage() {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(adminLoginRequestSchema),
    defaultValues: { username: "", password: "" },
  });

  const onSubmit = handleSubmit(async ({ username, password }) => {
    setFailure(null);
    try {
      await signIn(username, password);
    } catch (error) {
      setFailure(errorMessage(error instanceof ApiError ? error.code : "generic"));
    }
  });

  const { ref: usernameRef, ...username } = register("username");
  const { ref: passwordRef, ...password } = register("password");
  const usernameError = validationMessage(errors.username?.message);
  const passwordError = validationMessage(errors.password?.message);

  return (
    <div className="ipf-login">
      <aside className={`ipf-login-brand ${Classes.DARK}`}>
        <div className="ipf-brand ipf-brand-large">
          <span className="ipf-logo" aria-hidden>
            <Icon icon="cube" size={22} />
          </span>
          <span>
            {t("app.name")}
            <span className="ipf-login-tagline">{t("app.tagline")}</span>
          </span>
        </div>
        <div className="ipf-login-pitch">
          <p className="ipf-login-headline">{t("brand.headline")}</p>
          <ul className="ipf-login-highlights">
            {HIGHLIGHTS.map(([icon, key]) => (
              <li key={key}>
                <Icon icon={icon} size={16} />
                <span>{t(`brand.${key}`)}</span>
              </li>
            ))}
          </ul>
        </div>
      </aside>

      <main className="ipf-login-main">
        <form className="ipf-login-form" onSubmit={onSubmit} noValidate aria-labelledby="login-title">
          <h1 id="login-title" className="ipf-login-title">
            {t("login.title")}
          </h1>
          <p className={`${Classes.TEXT_MUTED} ipf-login-subtitle`}>{t("login.subtitle")}</p>

          {failure ? (
            <Callout intent="danger" icon="error" title={t("login.failed")} role="alert" className="ipf-login-error">
              {failure}
            </Callout>
          ) : null}

          <FieldGroup id="login-username" label={t("login.username")} message={usernameError}>
            <InputGroup
              id="login-username"
              {...username}
              inputRef={usernameRef}
              size="large"
              leftIcon="person"
              autoComplete="username"
              autoFocus
              intent={usernameError ? "danger" : "none"}
              {...describedBy("login-username", usernameError)}
            />
          </FieldGroup>

          <FieldGroup id="login-password" label={t("login.password")} message={passwordError}>
            <InputGroup
              id="login-password"
              {...password}
              inputRef={passwordRef}
              type={showPassword ? "text" : "password"}
              size="large"
              leftIcon="lock"
              autoComplete="current-password"
              intent={passwordError ? "danger" : "none"}
              {...describedBy("login-password", passwordError)}
              rightElement={
                <Button
                  variant="minimal"
                  icon={showPassword ? "eye-off" : "eye-open"}
                  aria-label={showPassword ? t("login.hidePassword") : t("login.showPassword")}
                  aria-pressed={showPassword}
                  onClick={() => setShowPassword((shown) => !shown)}
                />
              }
            />
          </FieldGroup>

          <Button
            type="submit"
            intent="primary"
            size="large"
            fill
            loading={isSubmitting}
            disabled={isSubmitting}
            text={t("login.submit")}
            className="ipf-login-submit"
          />

          <ul className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL} ipf-login-notice`}>
            <li>
              <Icon icon="shield" size={12} />
              <span>{t("login.notice")}</span>
            </li>
            {inDesktopApp ? null : (
              <li>
                <Icon icon="desktop" size={12} />
                <span>{t("login.browserNotice")}</span>
              </li>
            )}
          </ul>
        </form>
      </main>
    </div>
  );
}
