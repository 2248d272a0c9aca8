import { checkNationalNumber, isArabicName, signupRequestSchema, type SignupRequest } from "@ipf/shared";
import { countryByIso2 } from "@ipf/shared/data/countries";
import type { Language } from "@ipf/shared/schemas/common";
import type { FieldErrors, Resolver } from "react-hook-form";
import { phoneMessage } from "./phoneInput";

/** What the form holds: the phone is split into a country and the national number. */
export interface SignupForm {
  firstName: string;
  lastName: string;
  /** Asked for only while the name beside it is typed in Arabic. */
  latinFirstName: string;
  latinLastName: string;
  email: string;
  country: string;
  phone: string;
  password: string;
}

export const SIGNUP_FIELDS = [
  "firstName",
  "lastName",
  "latinFirstName",
  "latinLastName",
  "email",
  "country",
  "phone",
  "password",
] as const;

/** Which Latin-spelling boxes the form shows: one for each name typed in Arabic. */
export function latinNamesAsked(form: Pick<SignupForm, "firstName" | "lastName">) {
  return { first: isArabicName(form.firstName), last: isArabicName(form.lastName) };
}

export function toSignupRequest(form: SignupForm, language: Language): SignupRequest {
  const dialCode = countryByIso2(form.country)?.dialCode ?? "";
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    latinFirstName: isArabicName(form.firstName) ? form.latinFirstName : undefined,
    latinLastName: isArabicName(form.lastName) ? form.latinLastName : undefined,
    email: form.email,
    phone: `+${dialCode}${form.phone.trim()}`,
    country: form.country || undefined,
    password: form.password,
    language,
  };
}

/**
 * Validates with the very schema the API parses (`signupRequestSchema`), after
 * checking the national number on its own so its messages (selectCountryFirst,
 * phoneNoZeroStart, ...) point at what the customer typed. Resolves to the
 * request body.
 */
export function signupResolver(language: Language): Resolver<SignupForm, unknown, SignupRequest> {
  return async (form) => {
    const errors: FieldErrors<SignupForm> = {};
    const request = toSignupRequest(form, language);
    const result = signupRequestSchema.safeParse(request);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = SIGNUP_FIELDS.find((name) => name === issue.path[0]);
        if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
      }
    }
    const phoneProblem = checkNationalNumber(form.country || undefined, form.phone.trim());
    if (phoneProblem) errors.phone = { type: "phone", message: phoneMessage(phoneProblem, form.country) };
    else if (!form.country) errors.country = { type: "required", message: "selectCountryFirst" };
    if (Object.keys(errors).length || !result.success) return { values: {}, errors };
    // Names go out capitalised, as the old product's client sent them (the API capitalises again).
    const { firstName, lastName, latinFirstName, latinLastName } = result.data;
    return { values: { ...request, firstName, lastName, latinFirstName, latinLastName }, errors: {} };
  };
}
