import type { SignupRequest } from "@ipf/shared";
import { COUNTRIES } from "@ipf/shared/data/countries";
import { useEffect, useMemo, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Trans, useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { detectCountry } from "../../api/geo";
import { usersApi } from "../../api/users";
import { useLang, useLocalePath } from "../../app/useLang";
import { setToken } from "../../auth/session";
import { useMessages } from "../../i18n/messages";
import { CountryPicker, dialLabel } from "../../ui/country/CountryPicker";
import { sortCountries } from "../../ui/country/countrySearch";
import { EmailField, FormAlert, PasswordField, TextField } from "../../ui/Field";
import type { ConfirmEmailState } from "../confirm/ConfirmEmailPage";
import { LatinNameFields, NameFields } from "../profile/NameFields";
import { AuthShell, AuthSubmit, AuthSwitch } from "./AuthShell";
import { acceptPhoneInput, DEFAULT_MAX_DIGITS, maxNationalDigits, phoneMessage } from "./phoneInput";
import { formFields, useSubmit } from "../../ui/useSubmit";
import { useFieldProps } from "../../ui/useFieldProps";
import { latinNamesAsked, SIGNUP_FIELDS, signupResolver, type SignupForm } from "./signupForm";

type PhoneNotice = "phoneTruncated" | "phoneMaxLengthReached" | null;

export function SignupPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalePath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { fieldText } = useMessages();
  const [phoneNotice, setPhoneNotice] = useState<PhoneNotice>(null);
  const countries = useMemo(() => sortCountries(COUNTRIES, lang), [lang]);
  const resolver = useMemo(() => signupResolver(lang), [lang]);

  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    trigger,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SignupForm, unknown, SignupRequest>({
    resolver,
    mode: "onTouched",
    defaultValues: {
      firstName: "",
      lastName: "",
      latinFirstName: "",
      latinLastName: "",
      email: params.get("email") ?? "",
      country: "",
      phone: "",
      password: "",
    },
  });
  const field = useFieldProps(register, errors);
  const country = countries.find((entry) => entry.iso2 === watch("country"));
  const latinAsked = latinNamesAsked({ firstName: watch("firstName"), lastName: watch("lastName") });
  const submit = useSubmit(formFields<SignupForm>(SIGNUP_FIELDS, setError));

  // The picker starts on the visitor's country, unless they already chose one
  // or are choosing one (a late answer must not replace what they type).
  const countryTouched = useRef(false);
  useEffect(() => {
    const controller = new AbortController();
    void detectCountry(controller.signal).then((detected) => {
      if (!controller.signal.aborted && !countryTouched.current && !getValues("country")) setValue("country", detected);
    });
    return () => controller.abort();
  }, [getValues, setValue]);

  const phoneField = register("phone");
  const onPhoneInput = (typed: string) => {
    const accepted = acceptPhoneInput(getValues("country"), typed);
    setPhoneNotice(accepted.truncated ? "phoneTruncated" : accepted.atMaximum ? "phoneMaxLengthReached" : null);
    setValue("phone", accepted.value, { shouldDirty: true });
    // The phone's messages show live, as the number is typed.
    void trigger("phone");
  };

  const onSubmit = handleSubmit((request) =>
    submit.run(async () => {
      const { token } = await usersApi.signup(request);
      setToken(token);
      // The server e-mailed the first code with the account: the resend button starts counting down.
      navigate(to("confirm-email"), { replace: true, state: { codeSent: true } satisfies ConfirmEmailState });
    }),
  );

  const maxDigits = country ? maxNationalDigits(country.iso2) : DEFAULT_MAX_DIGITS;

  return (
    <AuthShell title={t("pages.signup")} subtitle={t("auth.signup.subtitle")}>
      {/* POST: sent before the page's script has taken over, the fields never land in a URL (static.ts). */}
      <form className="form" method="post" noValidate onSubmit={onSubmit}>
        {submit.text !== null && <FormAlert>{submit.text}</FormAlert>}
        <NameFields bind={field} />
        {(latinAsked.first || latinAsked.last) && (
          <LatinNameFields
            bind={field}
            first={latinAsked.first}
            last={latinAsked.last}
            hint={t("auth.fields.latinNameHint")}
            className="form-row latin-names"
          />
        )}
        <EmailField label={t("auth.fields.email")} {...field("email")} />
        <Controller
          control={control}
          name="country"
          render={({ field }) => (
            <div className="contents" onFocusCapture={() => (countryTouched.current = true)}>
              <CountryPicker
                id="signup-country"
                label={t("auth.fields.country")}
                value={field.value}
                countries={countries}
                withDialCode
                onChange={(iso2) => {
                  field.onChange(iso2 ?? "");
                  // The kept number is re-cut for the new country's length, and re-checked.
                  if (getValues("phone")) onPhoneInput(getValues("phone"));
                }}
                onBlur={field.onBlur}
                error={fieldText(errors.country?.message)}
              />
            </div>
          )}
        />
        <TextField
          label={t("auth.fields.phone")}
          type="tel"
          autoComplete="tel-national"
          inputMode="numeric"
          dir="ltr"
          hint={
            phoneNotice
              ? t(`validation.${phoneNotice}`, { max: maxDigits, count: maxDigits })
              : t("auth.fields.phoneHint")
          }
          notice={phoneNotice !== null}
          before={
            country ? (
              <span className="input-prefix" dir="ltr">
                {dialLabel(country)}
              </span>
            ) : undefined
          }
          error={fieldText(errors.phone?.message && phoneMessage(errors.phone.message, country?.iso2))}
          {...phoneField}
          onChange={(event) => onPhoneInput(event.target.value)}
        />
        <PasswordField
          label={t("auth.fields.password")}
          autoComplete="new-password"
          hint={t("auth.fields.passwordHint")}
          {...field("password")}
        />
        <p className="form-consent">
          <Trans
            i18nKey="auth.signup.consent"
            components={{
              terms: <Link to={to("terms")} className="text-link" />,
              privacy: <Link to={to("privacy-policy")} className="text-link" />,
            }}
          />
        </p>
        {/* Never disabled for invalid input: pressing it shows every problem on its field. */}
        <AuthSubmit label={t("auth.signup.submit")} busy={isSubmitting} keepFocus />
      </form>
      <AuthSwitch text={t("auth.signup.haveAccount")} to={to("login")} link={t("auth.signup.loginLink")} />
    </AuthShell>
  );
}

export { SignupPage as Component };
