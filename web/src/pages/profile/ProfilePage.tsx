import { zodResolver } from "@hookform/resolvers/zod";
import { changePasswordFormSchema, isArabicName, updateUserRequestSchema, type UpdateUserRequest } from "@ipf/shared";
import type { z } from "zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLoaderData, useRevalidator } from "react-router-dom";
import { accountApi, type PasswordForm } from "../../api/account";
import { rememberCustomer } from "../../auth/customer";
import { Dialog, DialogActions, type OutcomeDialogProps } from "../../ui/Dialog";
import { FormAlert, PasswordField, TextField } from "../../ui/Field";
import { Icon } from "../../ui/Icon";
import { useToast } from "../../ui/Toast";
import { formFields, keepFocus, useSubmit } from "../../ui/useSubmit";
import { useFieldCheckedForm } from "../../ui/useFieldCheckedForm";
import { useFieldProps } from "../../ui/useFieldProps";
import { loader } from "../dashboard/DashboardPage";
import { ContactDialog } from "./ContactDialog";
import { LatinNameFields, NameFields } from "./NameFields";

const PASSWORD_FIELDS = ["curPassword", "newPassword", "confirmPassword"] as const;
const CONTACT_KINDS = ["email", "phone"] as const;
const NAME_FIELDS = ["firstName", "lastName", "latinFirstName", "latinLastName"] as const;

function PasswordDialog({ onClose, onDone }: OutcomeDialogProps<void>) {
  const { t } = useTranslation();
  const {
    handleSubmit,
    formState: { isSubmitting },
    submit,
    field,
  } = useFieldCheckedForm<PasswordForm>(
    {
      resolver: zodResolver(changePasswordFormSchema),
      defaultValues: { curPassword: "", newPassword: "", confirmPassword: "" },
    },
    PASSWORD_FIELDS,
  );
  const onSubmit = handleSubmit(({ curPassword, newPassword }) =>
    submit.run(async () => {
      const answer = await accountApi.updatePassword({ curPassword, newPassword });
      rememberCustomer(answer.token, answer.user);
      onDone();
    }),
  );
  return (
    <Dialog open onClose={onClose} title={t("profile.passwordTitle")}>
      <form className="form" noValidate onSubmit={onSubmit}>
        {submit.text !== null && <FormAlert>{submit.text}</FormAlert>}
        <PasswordField label={t("profile.curPassword")} autoComplete="current-password" {...field("curPassword")} />
        <PasswordField
          label={t("profile.newPassword")}
          autoComplete="new-password"
          hint={t("auth.fields.passwordHint")}
          {...field("newPassword")}
        />
        <PasswordField label={t("profile.confirmPassword")} autoComplete="new-password" {...field("confirmPassword")} />
        <DialogActions onCancel={onClose} label={t("profile.save")} busy={isSubmitting} keepFocus />
      </form>
    </Dialog>
  );
}

/** Profile: names editable, phone and e-mail shown disabled, the password dialog. */
export function ProfilePage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const { toast, show } = useToast();
  const [changing, setChanging] = useState(false);
  const [contact, setContact] = useState<"email" | "phone" | null>(null);
  const user = data instanceof Response ? null : data.user;
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting, isDirty },
    reset,
  } = useForm<UpdateUserRequest, unknown, z.output<typeof updateUserRequestSchema>>({
    resolver: zodResolver(updateUserRequestSchema),
    mode: "onTouched",
    values: {
      firstName: user?.firstName ?? "",
      lastName: user?.lastName ?? "",
      latinFirstName: user?.latinFirstName ?? "",
      latinLastName: user?.latinLastName ?? "",
    },
  });
  const field = useFieldProps(register, errors);
  const submit = useSubmit(formFields<UpdateUserRequest>(NAME_FIELDS, setError));
  if (!user) return null;
  // A Latin spelling is asked for each name written in Arabic (the warehouse address prints it).
  const latinFirst = isArabicName(watch("firstName"));
  const latinLast = isArabicName(watch("lastName"));

  const onSubmit = handleSubmit((body) =>
    submit.run(async () => {
      const answer = await accountApi.updateUser(body);
      rememberCustomer(answer.token, answer.user);
      reset({
        firstName: answer.user.firstName,
        lastName: answer.user.lastName,
        latinFirstName: answer.user.latinFirstName ?? "",
        latinLastName: answer.user.latinLastName ?? "",
      });
      show(t("profile.updated"));
      void revalidator.revalidate();
    }),
  );

  return (
    <section className="container locker narrow-page" aria-labelledby="profile-title">
      <h1 id="profile-title">{t("pages.editProfile")}</h1>
      <p className="lead">{t("profile.lead")}</p>
      <form className="form card" noValidate onSubmit={onSubmit}>
        {submit.text !== null && <FormAlert>{submit.text}</FormAlert>}
        <NameFields bind={field} />
        {(latinFirst || latinLast) && (
          <>
            <p className="field-hint">{t("profile.latinLead")}</p>
            <LatinNameFields bind={field} first={latinFirst} last={latinLast} />
          </>
        )}
        {/* Read-only here: a new e-mail or phone is confirmed by a code first (ContactDialog). */}
        <div className="contact-fields">
          {CONTACT_KINDS.map((kind) => (
            <div key={kind} className="contact-field">
              <TextField label={t(`profile.${kind}`)} value={user[kind]} readOnly dir="ltr" />
              <button type="button" className="btn btn-ghost" onClick={() => setContact(kind)}>
                {kind === "email" ? t("profile.changeEmail") : t("profile.changePhone")}
              </button>
            </div>
          ))}
          <p className="field-hint">{t("profile.contactHint")}</p>
        </div>
        <div className="form-actions">
          <button type="button" className="btn btn-ghost" onClick={() => setChanging(true)}>
            <Icon name="shield" />
            {t("profile.changePassword")}
          </button>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting || !isDirty} onMouseDown={keepFocus}>
            {t("profile.save")}
          </button>
        </div>
      </form>
      {changing && (
        <PasswordDialog
          onClose={() => setChanging(false)}
          onDone={() => {
            setChanging(false);
            show(t("profile.passwordChanged"));
          }}
        />
      )}
      {contact && (
        <ContactDialog
          kind={contact}
          onClose={() => setContact(null)}
          onDone={() => {
            show(contact === "email" ? t("profile.emailChanged") : t("profile.phoneChanged"));
            setContact(null);
            void revalidator.revalidate();
          }}
        />
      )}
      {toast}
    </section>
  );
}

export { ProfilePage as Component, loader };
