import { zodResolver } from "@hookform/resolvers/zod";
import { loginRequestSchema, type LoginRequest } from "@ipf/shared";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { usersApi } from "../../api/users";
import { afterLogin } from "../../app/loaders";
import { useLang, useLocalePath } from "../../app/useLang";
import { setToken } from "../../auth/session";
import { useMessages } from "../../i18n/messages";
import { FormAlert, PasswordField, TextField } from "../../ui/Field";
import { AuthShell } from "./AuthShell";
import { formFields, useSubmit } from "../../ui/useSubmit";

type LoginForm = Pick<LoginRequest, "email" | "password">;
const FIELDS = ["email", "password"] as const;

export function LoginPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalePath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { fieldText } = useMessages();

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm<LoginForm>({
    resolver: zodResolver(loginRequestSchema),
    mode: "onTouched",
    defaultValues: { email: params.get("email") ?? "", password: "" },
  });

  const submit = useSubmit(formFields(FIELDS, setError));
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
        <TextField
          label={t("auth.fields.email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          error={fieldText(errors.email?.message)}
          {...register("email")}
        />
        <PasswordField
          label={t("auth.fields.password")}
          autoComplete="current-password"
          error={fieldText(errors.password?.message)}
          {...register("password")}
        />
        <p className="form-aside">
          <Link to={to("recoverpass")} className="text-link">
            {t("auth.login.forgot")}
          </Link>
        </p>
        <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={!isValid || isSubmitting}>
          {isSubmitting ? t("auth.submitting") : t("auth.login.submit")}
        </button>
      </form>
      <p className="auth-switch">
        {t("auth.login.noAccount")}{" "}
        <Link to={to("signup")} className="text-link">
          {t("auth.login.signupLink")}
        </Link>
      </p>
    </AuthShell>
  );
}

export { LoginPage as Component };
