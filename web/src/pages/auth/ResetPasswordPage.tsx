import { passwordSchema } from "@ipf/shared";
import { useState } from "react";
import { type FieldErrors, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { ApiError } from "../../api/error";
import { usersApi } from "../../api/users";
import { useLocalePath } from "../../app/useLang";
import { clearToken } from "../../auth/session";
import { FormAlert, FormSuccess, PasswordField } from "../../ui/Field";
import { useFieldCheckedForm } from "../../ui/useFieldCheckedForm";
import { AuthShell, AuthSubmit } from "./AuthShell";

interface ResetForm {
  password: string;
  confirmPassword: string;
}

/** The new password by the shared rule, then its confirmation (the request is `resetPasswordRequestSchema`). */
const resetResolver: Resolver<ResetForm> = async (values) => {
  const errors: FieldErrors<ResetForm> = {};
  const password = passwordSchema.safeParse(values.password);
  if (!password.success) errors.password = { type: "password", message: password.error.issues[0]?.message };
  if (!values.confirmPassword) errors.confirmPassword = { type: "required", message: "passwordRequired" };
  else if (values.confirmPassword !== values.password)
    errors.confirmPassword = { type: "match", message: "matchPassword" };
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

/**
 * /{lang}/reset-password?token=: the page the recovery e-mail links to,
 * where the new password is set. Open to everyone: the token is the
 * credential.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const [done, setDone] = useState(false);

  const {
    handleSubmit,
    formState: { isValid, isSubmitting },
    submit,
    field,
  } = useFieldCheckedForm<ResetForm>(
    { resolver: resetResolver, defaultValues: { password: "", confirmPassword: "" } },
    ["password"],
  );

  const onSubmit = handleSubmit(({ password }) =>
    submit.run(async () => {
      await usersApi.resetPassword({ token, password });
      // The server signs every session out; this browser's too.
      clearToken();
      setDone(true);
    }),
  );

  const badLink = !token || (submit.failure instanceof ApiError && submit.failure.code === "INVALID_RESET_TOKEN");
  return (
    <AuthShell title={t("pages.resetPassword")} subtitle={t("auth.reset.subtitle")}>
      {done ? (
        <>
          <FormSuccess>{t("auth.reset.done")}</FormSuccess>
          <Link to={to("login")} className="btn btn-primary btn-block btn-lg">
            {t("auth.login.submit")}
          </Link>
        </>
      ) : badLink ? (
        <>
          <FormAlert>{t("auth.reset.badLink")}</FormAlert>
          <Link to={to("recoverpass")} className="btn btn-primary btn-block btn-lg">
            {t("auth.reset.newLink")}
          </Link>
        </>
      ) : (
        <form className="form" noValidate onSubmit={onSubmit}>
          {submit.text !== null && <FormAlert>{submit.text}</FormAlert>}
          <PasswordField
            label={t("auth.fields.newPassword")}
            autoComplete="new-password"
            hint={t("auth.fields.passwordHint")}
            {...field("password")}
          />
          <PasswordField
            label={t("auth.fields.confirmPassword")}
            autoComplete="new-password"
            {...field("confirmPassword")}
          />
          <AuthSubmit label={t("auth.reset.submit")} busy={isSubmitting} disabled={!isValid} />
        </form>
      )}
    </AuthShell>
  );
}

export { ResetPasswordPage as Component };
