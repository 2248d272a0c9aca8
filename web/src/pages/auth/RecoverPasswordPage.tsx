import { zodResolver } from "@hookform/resolvers/zod";
import { recoverPasswordRequestSchema, type RecoverPasswordRequest } from "@ipf/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { redirect, useSearchParams, type LoaderFunctionArgs } from "react-router-dom";
import { usersApi } from "../../api/users";
import { localePath } from "../../app/language";
import { langOf } from "../../app/loaders";
import { useLocalePath } from "../../app/useLang";
import { EmailField, FormAlert, FormSuccess } from "../../ui/Field";
import { useFieldCheckedForm } from "../../ui/useFieldCheckedForm";
import { AuthShell, AuthSubmit, AuthSwitch } from "./AuthShell";

/** A reset link pointing here (`recoverpass?token=`) opens the reset page, where the token is used. */
export function loader({ request, params }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (token) throw redirect(`${localePath(langOf(params), "reset-password")}?token=${encodeURIComponent(token)}`);
  return null;
}

/**
 * Recover password: an e-mailed link. The API answers the same whether
 * or not an account has the address, so the message says the link went out if one has.
 */
export function RecoverPasswordPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const [params] = useSearchParams();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const {
    handleSubmit,
    formState: { isValid, isSubmitting },
    submit,
    field,
  } = useFieldCheckedForm<RecoverPasswordRequest>(
    {
      resolver: zodResolver(recoverPasswordRequestSchema),
      defaultValues: { email: params.get("email") ?? "" },
    },
    ["email"],
  );

  const onSubmit = handleSubmit((body) => {
    setSentTo(null);
    return submit.run(async () => {
      await usersApi.recoverPassword(body);
      setSentTo(body.email);
    });
  });

  return (
    <AuthShell title={t("pages.recoverPassword")} subtitle={t("auth.recover.subtitle")}>
      {/* POST: sent before the page's script has taken over, the fields never land in a URL (static.ts). */}
      <form className="form" method="post" noValidate onSubmit={onSubmit}>
        {submit.text !== null && <FormAlert>{submit.text}</FormAlert>}
        {sentTo && <FormSuccess>{t("auth.recover.sent")}</FormSuccess>}
        <EmailField label={t("auth.fields.email")} {...field("email")} />
        <AuthSubmit label={t("auth.recover.submit")} busy={isSubmitting} disabled={!isValid} />
      </form>
      <AuthSwitch to={to("login")} link={t("auth.recover.backToLogin")} />
    </AuthShell>
  );
}

export { RecoverPasswordPage as Component };
