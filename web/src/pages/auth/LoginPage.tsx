import { zodResolver } from "@hookform/resolvers/zod";
import { loginRequestSchema, type LoginRequest } from "@ipf/shared";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { usersApi } from "../../api/users";
import { afterLogin } from "../../app/loaders";
import { useLang, useLocalePath } from "../../app/useLang";
import { setToken } from "../../auth/session";
import { EmailField, FormAlert, PasswordField } from "../../ui/Field";
import { AuthShell, AuthSubmit, AuthSwitch } from "./AuthShell";
import { useFieldCheckedForm } from "../../ui/useFieldCheckedForm";

type LoginForm = Pick<LoginRequest, "email" | "password">;
const FIELDS = ["email", "password"] as const;

export function LoginPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalePath();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  const {
    handleSubmit,
    formState: { isValid, isSubmitting },
    submit,
    field,
  } = useFieldCheckedForm<LoginForm>(
    { resolver: zodResolver(loginRequestSchema), defaultValues: { email: params.get("email") ?? "", password: "" } },
    FIELDS,
  );
  const onSubmit = handleSubmit(({ email, password }) =>
    submit.run(async () => {
      const { token } = await usersApi.login({ email, password });
      setToken(token);
      navigate(afterLogin(lang, params.get("next")), { replace: true });
    }),
  );

  return (
    <AuthShell title={t("pages.login")} subtitle={t("auth.login.subtitle")}>
      {/* POST: sent before the page's script has taken over, the fields never land in a URL (static.ts). */}
      <form className="form" method="post" noValidate onSubmit={onSubmit}>
        {submit.text !== null && <FormAlert>{submit.text}</FormAlert>}
        <EmailField label={t("auth.fields.email")} {...field("email")} />
        <PasswordField label={t("auth.fields.password")} autoComplete="current-password" {...field("password")} />
        <p className="form-aside">
          <Link to={to("recoverpass")} className="text-link">
            {t("auth.login.forgot")}
          </Link>
        </p>
        <AuthSubmit label={t("auth.login.submit")} busy={isSubmitting} disabled={!isValid} />
      </form>
      <AuthSwitch text={t("auth.login.noAccount")} to={to("signup")} link={t("auth.login.signupLink")} />
    </AuthShell>
  );
}

export { LoginPage as Component };
