import { Callout } from "@blueprintjs/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { STAFF_GROUPS } from "@ipf/shared/schemas/auth";
import type { StaffAccount } from "@ipf/shared/schemas/staff";
import type { ComponentProps } from "react";
import { useForm, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { groupName } from "../../i18n";
import { ApiError } from "../../api";
import { useSession } from "../../session";
import { ActionDialog, DialogError, type DialogProps } from "../../ui/ActionDialog";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { SelectField } from "../../ui/SelectField";
import { toast } from "../../ui/toaster";
import { Field, NewPasswordFields } from "./Field";
import {
  editAccountFormSchema,
  editAccountValues,
  fieldMessage,
  keepsAdminGroup,
  newAccountFormSchema,
  resetPasswordFormSchema,
  type EditAccountForm,
  type NewAccountForm,
  type ResetPasswordForm,
} from "./rules";

const NEW_ACCOUNT: NewAccountForm = {
  username: "",
  fullName: "",
  email: "",
  groupId: "",
  password: "",
  confirmPassword: "",
};

const GROUP_OPTIONS = Object.values(STAFF_GROUPS).map((group) => ({ value: group, label: groupName(group) }));

/** What both account forms hold (as typed, before the schema reads them). */
interface ProfileForm {
  fullName: string;
  email?: unknown;
  groupId: unknown;
}

/**
 * Checks the form, then sends it; an e-mail address another account has is
 * said on the field, as the dialog's other checks are.
 */
async function sendProfile<Form extends ProfileForm>(
  form: UseFormReturn<Form>,
  checkFields: string,
  send: () => Promise<void>,
): Promise<void> {
  if (!(await form.trigger())) throw new DialogError(checkFields);
  try {
    await send();
  } catch (error) {
    if (!(error instanceof ApiError && error.code === "EMAIL_TAKEN")) throw error;
    (form as unknown as UseFormReturn<ProfileForm>).setError("email", { message: "emailTaken" }, { shouldFocus: true });
    throw new DialogError(checkFields);
  }
}

/** An account's name, e-mail and group, as both dialogs ask them (`id` prefixes the boxes' ids). */
function ProfileFields<Form extends ProfileForm>(props: {
  id: string;
  form: UseFormReturn<Form>;
  autoFocus?: boolean;
  group?: Partial<ComponentProps<typeof SelectField>>;
}) {
  const { t } = useTranslation();
  const form = props.form as unknown as UseFormReturn<ProfileForm>;
  const { errors } = form.formState;
  const groupError = fieldMessage(errors.groupId?.message);
  return (
    <>
      <Field
        id={`${props.id}-full-name`}
        label={t("staff.fullName")}
        autoFocus={props.autoFocus}
        field={form.register("fullName")}
        error={errors.fullName?.message}
      />
      <Field
        id={`${props.id}-email`}
        label={t("staff.email")}
        type="email"
        field={form.register("email")}
        error={errors.email?.message}
      />
      <SelectField
        id={`${props.id}-group`}
        label={t("staff.group")}
        message={groupError ? t(groupError) : undefined}
        options={GROUP_OPTIONS}
        {...props.group}
        {...form.register("groupId")}
      />
    </>
  );
}

/** New staff account: username, name, optional e-mail, group, password twice. */
export function NewAccountDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const form = useForm<NewAccountForm>({ resolver: zodResolver(newAccountFormSchema), defaultValues: NEW_ACCOUNT });
  const { errors } = form.formState;

  return (
    <ActionDialog
      isOpen
      title={t("staff.newAccountTitle")}
      icon="new-person"
      action={t("staff.createAction")}
      width={600}
      onClose={onClose}
      fieldLabels={{
        username: t("staff.username"),
        fullName: t("staff.fullName"),
        email: t("staff.email"),
        groupId: t("staff.group"),
        password: t("staff.password"),
      }}
      onSubmit={() =>
        sendProfile(form, t("staff.checkFields"), async () => {
          const { confirmPassword: _confirm, ...body } = newAccountFormSchema.parse(form.getValues());
          const { staff } = await api.createStaff(body);
          toast(`${t("staff.created")}: ${staff.username}`);
          onDone();
        })
      }
    >
      <p>{t("staff.newAccountIntro")}</p>
      <div className="ipf-form-grid">
        <Field
          id="staff-username"
          label={t("staff.username")}
          helper={t("staff.usernameHint")}
          autoFocus
          field={form.register("username")}
          error={errors.username?.message}
        />
        <ProfileFields id="staff" form={form} group={{ empty: t("staff.chooseGroup") }} />
        <NewPasswordFields
          ids={{ password: "staff-password", confirm: "staff-password-confirm" }}
          label={t("staff.password")}
          password={form.register("password")}
          confirm={form.register("confirmPassword")}
          errors={{ password: errors.password?.message, confirm: errors.confirmPassword?.message }}
        />
      </div>
    </ActionDialog>
  );
}

interface EditAccountDialogProps extends DialogProps {
  account: StaffAccount;
  /** The list's count of active admins: the last one keeps its group. */
  activeAdmins: number;
}

/**
 * An account's name, e-mail and group (the username stays). The last active
 * admin's group is shown but fixed, as the API would refuse another.
 */
export function EditAccountDialog(props: EditAccountDialogProps) {
  const { t } = useTranslation();
  const { api } = useSession();
  const { account } = props;
  const form = useForm<EditAccountForm>({
    resolver: zodResolver(editAccountFormSchema),
    defaultValues: editAccountValues(account),
  });
  const groupFixed = keepsAdminGroup(account, props.activeAdmins);

  return (
    <ActionDialog
      isOpen
      title={t("staff.editTitle", { username: account.username })}
      icon="edit"
      action={t("staff.editAction")}
      onClose={props.onClose}
      onStale={props.onStale}
      fieldLabels={{ fullName: t("staff.fullName"), email: t("staff.email"), groupId: t("staff.group") }}
      onSubmit={() =>
        sendProfile(form, t("staff.checkFields"), async () => {
          await api.updateStaff(account.id, editAccountFormSchema.parse(form.getValues()));
          toast(t("staff.updated"));
          props.onDone();
        })
      }
    >
      <p>{t("staff.editIntro")}</p>
      <div className="ipf-form-grid">
        <ProfileFields
          id="staff-edit"
          form={form}
          autoFocus
          group={{
            disabled: groupFixed,
            "aria-describedby": groupFixed ? "staff-edit-group-fixed" : undefined,
            after: groupFixed ? (
              <p id="staff-edit-group-fixed" className="bp6-form-helper-text">
                {t("staff.lastAdminGroup")}
              </p>
            ) : null,
          }}
        />
      </div>
    </ActionDialog>
  );
}

interface ToggleAccountDialogProps extends DialogProps {
  account: StaffAccount;
  self: boolean;
}

/** Disable or enable an account; the API keeps the last active admin. */
export function ToggleAccountDialog(props: ToggleAccountDialogProps) {
  const { t } = useTranslation();
  const { api } = useSession();
  const { account, self, ...dialog } = props;
  const disable = account.isActive;
  const names = { username: account.username, name: account.fullName };

  return (
    <ConfirmDialog
      {...dialog}
      title={t(disable ? "staff.disableTitle" : "staff.enableTitle", names)}
      icon={disable ? "disable" : "confirm"}
      intent={disable ? "danger" : "primary"}
      action={t(disable ? "staff.disableAction" : "staff.enableAction")}
      run={async () => {
        await (disable ? api.disableStaff(account.id) : api.enableStaff(account.id));
        return t("staff.updated");
      }}
    >
      <p>{t(disable ? "staff.disableText" : "staff.enableText", names)}</p>
      {disable && self ? (
        <Callout intent="warning" icon="warning-sign">
          {t("staff.disableSelf")}
        </Callout>
      ) : null}
    </ConfirmDialog>
  );
}

interface ResetPasswordDialogProps extends DialogProps {
  account: StaffAccount;
}

/** A new password chosen by the admin, typed twice; the account's sessions end. */
export function ResetPasswordDialog(props: ResetPasswordDialogProps) {
  const { t } = useTranslation();
  const { api } = useSession();
  const { account } = props;
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;
  const names = { username: account.username, name: account.fullName };

  return (
    <ActionDialog
      isOpen
      title={t("staff.resetTitle", names)}
      icon="key"
      action={t("staff.resetAction")}
      onClose={props.onClose}
      onStale={props.onStale}
      fieldLabels={{ password: t("staff.password") }}
      onSubmit={async () => {
        if (!(await form.trigger())) throw new DialogError(t("staff.checkFields"));
        await api.resetStaffPassword(account.id, resetPasswordFormSchema.parse(form.getValues()).password);
        toast(t("staff.changed"));
        props.onDone();
      }}
    >
      <p>{t("staff.resetText", names)}</p>
      <NewPasswordFields
        ids={{ password: "reset-password", confirm: "reset-password-confirm" }}
        label={t("staff.newPassword")}
        autoFocus
        password={form.register("password")}
        confirm={form.register("confirmPassword")}
        errors={{ password: errors.password?.message, confirm: errors.confirmPassword?.message }}
      />
    </ActionDialog>
  );
}
