import { zodResolver } from "@hookform/resolvers/zod";
import { updateEmailFormSchema, type Customer } from "@ipf/shared";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { usersApi } from "../../api/users";
import { rememberCustomer } from "../../auth/customer";
import { getToken } from "../../auth/session";
import { useMessages } from "../../i18n/messages";
import { Dialog } from "../../ui/Dialog";
import { FormAlert, TextField } from "../../ui/Field";
import { formFields, useSubmit } from "../../ui/useSubmit";

interface EmailForm {
  email: string;
  emailConfirmation: string;
}
const FIELDS = ["email", "emailConfirmation"] as const;

/** The edit-e-mail dialog (customer-area.md 2, 5): the new address twice; the server sends a new code to it. */
export function EditEmailDialog({
  open,
  onClose,
  onChanged,
}: {
  open: boolean;
  onClose: () => void;
  onChanged: (user: Customer) => void;
}) {
  const { t } = useTranslation();
  const { fieldText } = useMessages();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isValid, isSubmitting },
  } = useForm<EmailForm>({
    resolver: zodResolver(updateEmailFormSchema),
    mode: "onTouched",
    defaultValues: { email: "", emailConfirmation: "" },
  });
  const submit = useSubmit(formFields(FIELDS, setError));

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
      onChanged(answer.user);
    }),
  );

  return (
    <Dialog open={open} onClose={close} title={t("confirm.editEmail.title")}>
      <form className="form" noValidate onSubmit={onSubmit}>
        {submit.text !== null && <FormAlert>{submit.text}</FormAlert>}
        <TextField
          label={t("confirm.editEmail.email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          error={fieldText(errors.email?.message)}
          {...register("email")}
        />
        <TextField
          label={t("confirm.editEmail.confirmation")}
          type="email"
          autoComplete="off"
          inputMode="email"
          dir="ltr"
          error={fieldText(errors.emailConfirmation?.message)}
          {...register("emailConfirmation")}
        />
        <div className="modal-actions">
          <button type="button" className="btn btn-ghost" onClick={close}>
            {t("common.cancel")}
          </button>
          <button type="submit" className="btn btn-primary" disabled={!isValid || isSubmitting}>
            {isSubmitting ? t("auth.submitting") : t("confirm.editEmail.submit")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
