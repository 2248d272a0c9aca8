import { describe, expect, it } from "vitest";
import { signupResolver, toSignupRequest, type SignupForm } from "./signupForm";

const valid: SignupForm = {
  firstName: "Nadia",
  lastName: "Haddad",
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
});
