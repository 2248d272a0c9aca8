import { zodResolver } from "@hookform/resolvers/zod";
import { updateEmailFormSchema, type Customer } from "@ipf/shared";
import { useTranslation } from "react-i18next";
import { usersApi } from "../../api/users";
import { rememberCustomer } from "../../auth/customer";
import { getToken } from "../../auth/session";
import { Dialog, DialogActions, type OutcomeDialogProps } from "../../ui/Dialog";
import { EmailField, FormAlert } from "../../ui/Field";
import { useFieldCheckedForm } from "../../ui/useFieldCheckedForm";

interface EmailForm {
  email: string;
  emailConfirmation: string;
}
const FIELDS = ["email", "emailConfirmation"] as const;

/** The edit-e-mail dialog: the new address twice; the server sends a new code to it. */
export function EditEmailDialog({ open, onClose, onDone }: { open: boolean } & OutcomeDialogProps<Customer>) {
  const { t } = useTranslation();
  const {
    handleSubmit,
    reset,
    formState: { isValid, isSubmitting },
    submit,
    field,
  } = useFieldCheckedForm<EmailForm>(
    { resolver: zodResolver(updateEmailFormSchema), defaultValues: { email: "", emailConfirmation: "" } },
    FIELDS,
  );

  const close = () => {
    reset();
    submit.clear();
    onClose();
  };

  const onSubmit = handleSubmit(({ email }) =>
    submit.run(async () => {
      const answer = await usersApi.updateEmail(getToken() ?? "", { email });
      rememberCustomer(answer.token, answer.user);
      reset();
      onDone(answer.user);
    }),
  );

  return (
    <Dialog open={open} onClose={close} title={t("confirm.editEmail.title")}>
      <form className="form" noValidate onSubmit={onSubmit}>
        {submit.text !== null && <FormAlert>{submit.text}</FormAlert>}
        <EmailField label={t("confirm.editEmail.email")} {...field("email")} />
        <EmailField label={t("confirm.editEmail.confirmation")} autoComplete="off" {...field("emailConfirmation")} />
        <DialogActions
          onCancel={close}
          label={isSubmitting ? t("auth.submitting") : t("confirm.editEmail.submit")}
          busy={isSubmitting}
          disabled={!isValid}
        />
      </form>
    </Dialog>
  );
}
