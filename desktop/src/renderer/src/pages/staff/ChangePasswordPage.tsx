import { Button, Callout, Card, KeyComboTag } from "@blueprintjs/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api";
import { errorMessage } from "../../i18n";
import { STAFF_TOKEN_KEY, useSession } from "../../session";
import { PageHeader } from "../../shell/PageHeader";
import { toast } from "../../ui/toaster";
import { Field, NewPasswordFields } from "./Field";
import { changePasswordFormSchema, type ChangePasswordForm } from "./rules";
import "./staff.css";

const EMPTY: ChangePasswordForm = { oldPassword: "", newPassword: "", confirmPassword: "" };

/**
 * changepass (back-office-operations 2, 7): every staff member's own
 * password. The API signs out the account's other sessions and answers a
 * new token for this one, which replaces the old.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const { api } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordForm>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async ({ oldPassword, newPassword }) => {
    setFailure(null);
    try {
      const { token } = await api.changePassword({ oldPassword, newPassword });
      localStorage.setItem(STAFF_TOKEN_KEY, token);
      reset(EMPTY);
      toast(t("staff.changed"));
    } catch (error) {
      if (error instanceof ApiError && error.code === "INCORRECT_PASSWORD") {
        setError("oldPassword", { message: "incorrectPassword" }, { shouldFocus: true });
      } else {
        setFailure(errorMessage(error instanceof ApiError ? error.code : "INTERNAL"));
      }
    }
  });

  const mac = typeof navigator !== "undefined" && /Mac/i.test(navigator.platform);

  return (
    <>
      <PageHeader icon="key" title={t("areas.changePassword")} />
      <Card className="ipf-password-card">
        <form
          onSubmit={onSubmit}
          noValidate
          aria-label={t("areas.changePassword")}
          onKeyDown={(event) => {
            if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              void onSubmit();
            }
          }}
        >
          <p className="ipf-password-intro">{t("staff.changeIntro")}</p>
          {failure ? (
            <Callout intent="danger" icon="error" role="alert" className="ipf-form-error">
              {failure}
            </Callout>
          ) : null}
          <Field
            id="changepass-old"
            label={t("staff.oldPassword")}
            type="password"
            autoComplete="current-password"
            autoFocus
            field={register("oldPassword")}
            error={errors.oldPassword?.message}
          />
          <NewPasswordFields
            ids={{ password: "changepass-new", confirm: "changepass-confirm" }}
            label={t("staff.newPassword")}
            password={register("newPassword")}
            confirm={register("confirmPassword")}
            errors={{ password: errors.newPassword?.message, confirm: errors.confirmPassword?.message }}
          />
          <Button
            type="submit"
            intent="primary"
            icon="key"
            loading={isSubmitting}
            text={t("staff.changeAction")}
            endIcon={<KeyComboTag combo={mac ? "mod+enter" : "ctrl+enter"} minimal className="ipf-combo" />}
          />
        </form>
      </Card>
    </>
  );
}
