import type { SignupRequest } from "@ipf/shared";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { Trans, useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { usersApi } from "../../api/users";
import { useLang, useLocalePath } from "../../app/useLang";
import { setToken } from "../../auth/session";
import { useMessages } from "../../i18n/messages";
import { FormAlert, PasswordField, TextField } from "../../ui/Field";
import { AuthShell } from "./AuthShell";
import { applyFieldErrors } from "./serverErrors";
import { countriesFor, guessCountry, SIGNUP_FIELDS, signupResolver, type SignupForm } from "./signupForm";

export function SignupPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalePath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { errorText, fieldText } = useMessages();
  const [failure, setFailure] = useState<unknown>(null);
  const countries = useMemo(() => countriesFor(lang), [lang]);
  const resolver = useMemo(() => signupResolver(lang), [lang]);

  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isValid, isSubmitting },
  } = useForm<SignupForm, unknown, SignupRequest>({
    resolver,
    mode: "onTouched",
    defaultValues: {
      firstName: "",
      lastName: "",
      email: params.get("email") ?? "",
      country: guessCountry(navigator.languages),
      phone: "",
      password: "",
    },
  });
  const dialCode = countries.find((country) => country.iso2 === watch("country"))?.dialCode;

  const onSubmit = handleSubmit(async (request) => {
    setFailure(null);
    try {
      const { token } = await usersApi.signup(request);
      setToken(token);
      navigate(to("confirm-email"), { replace: true });
    } catch (error) {
      applyFieldErrors(error, SIGNUP_FIELDS, setError);
      setFailure(error);
    }
  });

  return (
    <AuthShell title={t("pages.signup")} subtitle={t("auth.signup.subtitle")}>
      <form className="form" noValidate onSubmit={onSubmit}>
        {failure !== null && <FormAlert>{errorText(failure)}</FormAlert>}
        <div className="form-row">
          <TextField
            label={t("auth.fields.firstName")}
            autoComplete="given-name"
            error={fieldText(errors.firstName?.message)}
            {...register("firstName")}
          />
          <TextField
            label={t("auth.fields.lastName")}
            autoComplete="family-name"
            error={fieldText(errors.lastName?.message)}
            {...register("lastName")}
          />
        </div>
        <TextField
          label={t("auth.fields.email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          error={fieldText(errors.email?.message)}
          {...register("email")}
        />
        <div className="field">
          <label htmlFor="signup-country">{t("auth.fields.country")}</label>
          <div className={`input-box${errors.country ? " has-error" : ""}`}>
            <select
              id="signup-country"
              autoComplete="country"
              aria-invalid={errors.country ? true : undefined}
              aria-describedby={errors.country ? "signup-country-error" : undefined}
              {...register("country", { deps: ["phone"] })}
            >
              <option value="">{t("auth.fields.selectCountry")}</option>
              {countries.map((country) => (
                <option key={country.iso2} value={country.iso2}>
                  {/* Isolated so Arabic pages show "(+33)", not "(33+)". */}
                  {`${country.names[lang]} (\u2066+${country.dialCode}\u2069)`}
                </option>
              ))}
            </select>
          </div>
          {errors.country && (
            <p id="signup-country-error" className="field-error">
              {fieldText(errors.country.message)}
            </p>
          )}
        </div>
        <TextField
          label={t("auth.fields.phone")}
          type="tel"
          autoComplete="tel-national"
          inputMode="numeric"
          dir="ltr"
          before={
            dialCode ? (
              <span className="input-prefix" dir="ltr">
                +{dialCode}
              </span>
            ) : undefined
          }
          error={fieldText(errors.phone?.message)}
          {...register("phone")}
        />
        <PasswordField
          label={t("auth.fields.password")}
          autoComplete="new-password"
          hint={t("auth.fields.passwordHint")}
          error={fieldText(errors.password?.message)}
          {...register("password")}
        />
        <p className="form-consent">
          <Trans
            i18nKey="auth.signup.consent"
            components={{
              terms: <Link to={to("terms")} className="text-link" />,
              privacy: <Link to={to("privacy-policy")} className="text-link" />,
            }}
          />
        </p>
        <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={!isValid || isSubmitting}>
          {isSubmitting ? t("auth.submitting") : t("auth.signup.submit")}
        </button>
      </form>
      <p className="auth-switch">
        {t("auth.signup.haveAccount")}{" "}
        <Link to={to("login")} className="text-link">
          {t("auth.signup.loginLink")}
        </Link>
      </p>
    </AuthShell>
  );
}

export { SignupPage as Component };
