import { zodResolver } from "@hookform/resolvers/zod";
import { recoverPasswordRequestSchema, type RecoverPasswordRequest } from "@ipf/shared";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, redirect, useSearchParams, type LoaderFunctionArgs } from "react-router-dom";
import { ApiError } from "../../api/error";
import { usersApi } from "../../api/users";
import { localePath } from "../../app/language";
import { langOf } from "../../app/loaders";
import { useLocalePath } from "../../app/useLang";
import { useMessages } from "../../i18n/messages";
import { FormAlert, FormSuccess, TextField } from "../../ui/Field";
import { useSubmit } from "../../ui/useSubmit";
import { AuthShell } from "./AuthShell";

/** A reset link pointing here (`recoverpass?token=`) opens the reset page, where the token is used. */
export function loader({ request, params }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (token) throw redirect(`${localePath(langOf(params), "reset-password")}?token=${encodeURIComponent(token)}`);
  return null;
}

/** Recover password (customer-area.md 2, 5, 8): an e-mailed link; 404 means no account has this e-mail. */
export function RecoverPasswordPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const [params] = useSearchParams();
  const { fieldText } = useMessages();
  const submit = useSubmit();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<RecoverPasswordRequest>({
    resolver: zodResolver(recoverPasswordRequestSchema),
    mode: "onTouched",
    defaultValues: { email: params.get("email") ?? "" },
  });

  const onSubmit = handleSubmit((body) => {
    setSentTo(null);
    return submit.run(async () => {
      await usersApi.recoverPassword(body);
      setSentTo(body.email);
    });
  });

  const notFound = submit.failure instanceof ApiError && submit.failure.status === 404;
  return (
    <AuthShell title={t("pages.recoverPassword")} subtitle={t("auth.recover.subtitle")}>
      {/* POST: sent before the page's script has taken over, the fields never land in a URL (static.ts). */}
      <form className="form" method="post" noValidate onSubmit={onSubmit}>
        {submit.text !== null && <FormAlert>{notFound ? t("auth.recover.notFound") : submit.text}</FormAlert>}
        {sentTo && <FormSuccess>{t("auth.recover.sent")}</FormSuccess>}
        <TextField
          label={t("auth.fields.email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          error={fieldText(errors.email?.message)}
          {...register("email")}
        />
        <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={!isValid || isSubmitting}>
          {isSubmitting ? t("auth.submitting") : t("auth.recover.submit")}
        </button>
      </form>
      <p className="auth-switch">
        <Link to={to("login")} className="text-link">
          {t("auth.recover.backToLogin")}
        </Link>
      </p>
    </AuthShell>
  );
}

export { RecoverPasswordPage as Component };
