import { updateEmailFormSchema, type Customer } from "@ipf/shared";
import {
  contactChangeConfirmSchema,
  contactChangeRequestSchema,
  type ContactKind,
} from "@ipf/shared/schemas/contact-change";
import { latinDigits } from "@ipf/shared/rules/numbers";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { contactApi } from "../../api/contact";
import { rememberCustomer } from "../../auth/customer";
import { useMessages } from "../../i18n/messages";
import { Dialog, DialogActions, type OutcomeDialogProps } from "../../ui/Dialog";
import { EmailField, FormAlert, TextField } from "../../ui/Field";
import { issuesByPath, labelsOf } from "../../ui/useFieldMessages";
import { unplacedOf, useSubmit } from "../../ui/useSubmit";

type FieldName = "email" | "emailConfirmation" | "phone" | "otp";
type Fields = Partial<Record<FieldName, string>>;

/**
 * Changing the e-mail address or the phone number: the new value (the
 * e-mail twice), then the six-digit code sent to the new address, or for a
 * phone to the account's e-mail. Nothing changes until the code comes back.
 * Every input is checked by the shared schemas before it is sent.
 */
export function ContactDialog({ kind, onClose, onDone }: { kind: ContactKind } & OutcomeDialogProps<Customer>) {
  const { t } = useTranslation();
  const { fieldText } = useMessages();
  const [values, setValues] = useState({ email: "", emailConfirmation: "", phone: "", otp: "" });
  const [fields, setFields] = useState<Fields>({});
  const [sentTo, setSentTo] = useState<string | null>(null);

  const set = (name: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setFields((current) => ({ ...current, [name]: undefined }));
  };

  /** A field's value, message and typing. */
  const input = (name: keyof typeof values) => ({
    value: values[name],
    error: fieldText(fields[name]),
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(name)(event.target.value),
  });

  // The boxes of the step on screen: a message for a box of the other step is named above the form.
  const onScreen = (name: string): name is FieldName =>
    sentTo !== null
      ? name === "otp"
      : kind === "email"
        ? name === "email" || name === "emailConfirmation"
        : name === "phone";
  const submit = useSubmit(
    (answer) => {
      const placed: Fields = {};
      for (const [name, message] of Object.entries(answer)) if (onScreen(name)) placed[name] = message;
      setFields(placed);
      return unplacedOf(answer, onScreen);
    },
    {
      label: labelsOf({
        email: t("profile.newEmail"),
        emailConfirmation: t("profile.confirmNewEmail"),
        phone: t("profile.newPhone"),
        otp: t("profile.code"),
      }),
    },
  );

  const askCode = (event: FormEvent) => {
    event.preventDefault();
    const checked =
      kind === "email"
        ? updateEmailFormSchema.safeParse({ email: values.email, emailConfirmation: values.emailConfirmation })
        : contactChangeRequestSchema.safeParse({ kind, phone: values.phone });
    if (!checked.success) {
      setFields(issuesByPath(checked.error.issues) as Fields);
      return;
    }
    void submit.run(async () => {
      const body = kind === "email" ? { kind, email: values.email } : { kind, phone: values.phone };
      const answer = await contactApi.change(body);
      setSentTo(answer.sentTo);
    });
  };

  const confirmCode = (event: FormEvent) => {
    event.preventDefault();
    const checked = contactChangeConfirmSchema.safeParse({ kind, otp: values.otp });
    if (!checked.success) {
      setFields(issuesByPath(checked.error.issues) as Fields);
      return;
    }
    void submit.run(async () => {
      const answer = await contactApi.confirm(checked.data);
      rememberCustomer(answer.token, answer.user);
      onDone(answer.user);
    });
  };

  const title = kind === "email" ? t("profile.emailTitle") : t("profile.phoneTitle");

  return (
    <Dialog open onClose={onClose} title={title}>
      {sentTo === null ? (
        <form className="form" noValidate onSubmit={askCode}>
          {submit.text !== null && <FormAlert>{submit.text}</FormAlert>}
          {kind === "email" ? (
            <>
              <EmailField label={t("profile.newEmail")} maxLength={254} {...input("email")} />
              <EmailField
                label={t("profile.confirmNewEmail")}
                autoComplete="off"
                maxLength={254}
                {...input("emailConfirmation")}
              />
            </>
          ) : (
            <TextField
              label={t("profile.newPhone")}
              type="tel"
              dir="ltr"
              autoComplete="tel"
              inputMode="tel"
              maxLength={32}
              hint={t("profile.newPhoneHint")}
              {...input("phone")}
            />
          )}
          <DialogActions onCancel={onClose} label={t("profile.sendCode")} busy={submit.busy} />
        </form>
      ) : (
        <form className="form" noValidate onSubmit={confirmCode}>
          {submit.text !== null && <FormAlert>{submit.text}</FormAlert>}
          <p role="status">
            {kind === "email" ? t("profile.codeSentEmail", { to: sentTo }) : t("profile.codeSentPhone", { to: sentTo })}
          </p>
          <TextField
            label={t("profile.code")}
            dir="ltr"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            {...input("otp")}
            onChange={(event) => set("otp")(latinDigits(event.target.value).replace(/\D/g, ""))}
          />
          <DialogActions onCancel={onClose} label={t("profile.confirmChange")} busy={submit.busy} />
        </form>
      )}
    </Dialog>
  );
}
