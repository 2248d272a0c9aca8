import { checkNationalNumber, signupRequestSchema, type SignupRequest } from "@ipf/shared";
import { countryByIso2 } from "@ipf/shared/data/countries";
import type { Language } from "@ipf/shared/schemas/common";
import type { FieldErrors, Resolver } from "react-hook-form";

/** What the form holds: the phone is split into a country and the national number. */
export interface SignupForm {
  firstName: string;
  lastName: string;
  email: string;
  country: string;
  phone: string;
  password: string;
}

export const SIGNUP_FIELDS = ["firstName", "lastName", "email", "country", "phone", "password"] as const;

export function toSignupRequest(form: SignupForm, language: Language): SignupRequest {
  const dialCode = countryByIso2(form.country)?.dialCode ?? "";
  return {
    firstName: form.firstName,
    lastName: form.lastName,
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
    if (phoneProblem) errors.phone = { type: "phone", message: phoneProblem };
    else if (!form.country) errors.country = { type: "required", message: "selectCountryFirst" };
    if (Object.keys(errors).length || !result.success) return { values: {}, errors };
    // Names go out capitalised, as the spec's client sent them (the API capitalises again).
    return { values: { ...request, firstName: result.data.firstName, lastName: result.data.lastName }, errors: {} };
  };
}
