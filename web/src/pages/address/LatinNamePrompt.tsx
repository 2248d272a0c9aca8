import { zodResolver } from "@hookform/resolvers/zod";
import { isArabicName, updateUserRequestSchema, type Customer, type UpdateUserRequest } from "@ipf/shared";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router-dom";
import type { z } from "zod";
import { accountApi } from "../../api/account";
import { rememberCustomer } from "../../auth/customer";
import { useMessages } from "../../i18n/messages";
import { FormAlert } from "../../ui/Field";
import { Icon } from "../../ui/Icon";
import { formFields, keepFocus, useSubmit } from "../../ui/useSubmit";
import { LatinNameFields } from "../profile/NameFields";

const FIELDS = ["firstName", "lastName", "latinFirstName", "latinLastName"] as const;

/**
 * Asks an account whose name is written in Arabic for its Latin spelling,
 * with the reason: European shops print the warehouse address's name on
 * their labels and cannot print Arabic. Shown until it is given (the
 * customer's `labelName` is then set), wherever the warehouse address is.
 */
export function LatinNamePrompt({ user, onSaved }: { user: Customer; onSaved: (message: string) => void }) {
  const { t } = useTranslation();
  const { fieldText } = useMessages();
  const revalidator = useRevalidator();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<UpdateUserRequest, unknown, z.output<typeof updateUserRequestSchema>>({
    resolver: zodResolver(updateUserRequestSchema),
    mode: "onTouched",
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      latinFirstName: user.latinFirstName ?? "",
      latinLastName: user.latinLastName ?? "",
    },
  });
  const submit = useSubmit(formFields<UpdateUserRequest>(FIELDS, setError));
  // A refused first or last name shows on its Latin spelling, the one field of it shown here.
  const bindLatin = <K extends "latinFirstName" | "latinLastName">(name: K) => ({
    ...register(name),
    error: fieldText(errors[name]?.message ?? errors[name === "latinFirstName" ? "firstName" : "lastName"]?.message),
  });
  const onSubmit = handleSubmit((body) =>
    submit.run(async () => {
      const answer = await accountApi.updateUser(body);
      rememberCustomer(answer.token, answer.user);
      onSaved(t("profile.updated"));
      void revalidator.revalidate();
    }),
  );

  return (
    <section className="callout callout-warning latin-name-prompt" aria-labelledby="latin-name-title">
      {/* At the top beside the title: the callout centres its items, for one-line notes. */}
      <span className="card-icon card-icon-accent" style={{ alignSelf: "start" }}>
        <Icon name="info" />
      </span>
      <div className="form">
        <div>
          <h2 id="latin-name-title">{t("myAddress.latinTitle")}</h2>
          <p>{t("myAddress.latinText")}</p>
        </div>
        <form className="form" noValidate onSubmit={onSubmit}>
          {submit.text !== null && <FormAlert>{submit.text}</FormAlert>}
          {/* The names already on the account go back unchanged, for the Latin spelling to be checked against them. */}
          <LatinNameFields bind={bindLatin} first={isArabicName(user.firstName)} last={isArabicName(user.lastName)} />
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" disabled={isSubmitting} onMouseDown={keepFocus}>
              {t("myAddress.latinSave")}
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}
