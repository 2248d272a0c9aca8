import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { STAFF_TOKEN_KEY, useSession } from "../../session";
import { FormPage, usePageForm } from "../../ui/PageForm";
import { SendButton } from "../../ui/shortcut";
import { toast } from "../../ui/toaster";
import { Field, NewPasswordFields } from "./Field";
import { changePasswordFormSchema, type ChangePasswordForm } from "./rules";
import "./staff.css";

const EMPTY: ChangePasswordForm = { oldPassword: "", newPassword: "", confirmPassword: "" };

/**
 * changepass: every staff member's own password. The API signs out the
 * account's other sessions and answers a new token for this one, which
 * replaces the old.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const { api } = useSession();
  const { form, failure, submit } = usePageForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const { register, formState } = form;
  const { errors } = formState;

  const onSubmit = submit(
    async ({ oldPassword, newPassword }) => {
      const { token } = await api.changePassword({ oldPassword, newPassword });
      localStorage.setItem(STAFF_TOKEN_KEY, token);
      form.reset(EMPTY);
      toast(t("staff.changed"));
    },
    (error) => {
      if (error.code !== "INCORRECT_PASSWORD") return false;
      form.setError("oldPassword", { message: "incorrectPassword" }, { shouldFocus: true });
      return true;
    },
  );

  return (
    <FormPage
      icon="key"
      title={t("areas.changePassword")}
      cardClassName="ipf-password-card"
      intro={t("staff.changeIntro")}
      introClassName="ipf-password-intro"
      failure={failure}
      onSubmit={onSubmit}
    >
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
      <SendButton icon="key" loading={formState.isSubmitting} text={t("staff.changeAction")} />
    </FormPage>
  );
}
