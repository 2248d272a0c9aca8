import { describe, expect, it } from "vitest";
import { latinNamesAsked, signupResolver, toSignupRequest, type SignupForm } from "./signupForm";

const valid: SignupForm = {
  firstName: "Nadia",
  lastName: "Haddad",
  latinFirstName: "",
  latinLastName: "",
  email: "nadia@example.com",
  country: "FR",
  phone: "612345678",
  password: "long-enough",
};

async function resolve(form: SignupForm) {
  // The resolver ignores react-hook-form's context and options.
  return signupResolver("fr")(form, undefined, { fields: {}, shouldUseNativeValidation: false });
}

describe("signup form", () => {
  it("builds the API body with the dial code and the page language", () => {
    expect(toSignupRequest(valid, "fr")).toMatchObject({ phone: "+33612345678", country: "FR", language: "fr" });
  });

  it("resolves a valid form to the request", async () => {
    const result = await resolve(valid);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ email: "nadia@example.com", phone: "+33612345678" });
  });

  it("capitalises the names it sends", async () => {
    const result = await resolve({ ...valid, firstName: "nadia", lastName: "el haddad" });
    expect(result.values).toMatchObject({ firstName: "Nadia", lastName: "El Haddad" });
  });

  it("answers the shared schemas' message keys per field", async () => {
    const result = await resolve({ ...valid, firstName: "", email: "nope", password: "short" });
    expect(result.errors.firstName?.message).toBe("firstNameRequired");
    expect(result.errors.email?.message).toBe("validEmail");
    expect(result.errors.password?.message).toBe("passwordMin");
  });

  it("checks the national number: country first, no trunk 0", async () => {
    expect((await resolve({ ...valid, country: "" })).errors.phone?.message).toBe("selectCountryFirst");
    expect((await resolve({ ...valid, phone: "0612345678" })).errors.phone?.message).toBe("phoneNoZeroStart");
    expect((await resolve({ ...valid, phone: "٦١٢٣٤٥٦٧٨" })).errors.phone?.message).toBe("noArabicNumbers");
  });

  it("asks for the Latin spelling of each name typed in Arabic, and sends it", async () => {
    const arabic = { ...valid, firstName: "نادية", lastName: "Haddad" };
    expect(latinNamesAsked(arabic)).toEqual({ first: true, last: false });
    expect((await resolve(arabic)).errors.latinFirstName?.message).toBe("latinFirstNameRequired");
    const result = await resolve({ ...arabic, latinFirstName: "nadia", latinLastName: "ignored" });
    expect(result.values).toMatchObject({ firstName: "نادية", latinFirstName: "Nadia", latinLastName: null });
  });

  it("shows every problem at once, the phone's with its limit", async () => {
    const result = await resolve({ ...valid, firstName: "", email: "", phone: "6123", password: "" });
    expect(Object.keys(result.errors).sort()).toEqual(["email", "firstName", "password", "phone"]);
    expect(result.errors.phone?.message).toBe("phoneTooShortMin?min=9");
  });

  it("says the limit of a name too long", async () => {
    expect((await resolve({ ...valid, lastName: "x".repeat(61) })).errors.lastName?.message).toBe("maxChars?max=60");
  });
});
