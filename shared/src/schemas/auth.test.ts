import { describe, expect, it } from "vitest";
import { readMessage } from "../i18n/message-key.js";
import {
  adminLoginRequestSchema,
  capitalise,
  labelNameOf,
  signupRequestSchema,
  updateUserRequestSchema,
} from "./auth.js";

describe("signup schema", () => {
  const valid = {
    firstName: "amina",
    lastName: "بن علي",
    latinLastName: "ben ali",
    email: "  Amina@Example.COM ",
    phone: "+213 551 23 45 67",
    password: "12345678",
  };
  const messages = (value: unknown) =>
    Object.fromEntries(
      (signupRequestSchema.safeParse(value).error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
    );

  it("capitalises Latin names, keeps Arabic ones, lower-cases the e-mail", () => {
    const parsed = signupRequestSchema.parse(valid);
    expect(parsed).toMatchObject({
      firstName: "Amina",
      lastName: "بن علي",
      latinFirstName: null,
      latinLastName: "Ben Ali",
      email: "amina@example.com",
      phone: "+213551234567",
      country: "DZ",
    });
  });

  it("asks for the Latin spelling of a name typed in Arabic", () => {
    expect(messages({ ...valid, firstName: "أمينة", latinLastName: "" })).toEqual({
      latinFirstName: "latinFirstNameRequired",
      latinLastName: "latinLastNameRequired",
    });
    expect(messages({ ...valid, latinLastName: "بن" })).toEqual({ latinLastName: "latinNameOnly" });
  });

  it("keeps no Latin spelling for a name already in Latin letters", () => {
    expect(signupRequestSchema.parse({ ...valid, latinFirstName: "Other" }).latinFirstName).toBeNull();
  });

  it("accepts Arabic vowel marks, accents, hyphens and apostrophes", () => {
    for (const firstName of ["مُحَمَّد", "Jean-Luc", "D'Arcy", "Zoé", "O’Neil"]) {
      expect(messages({ ...valid, firstName, latinFirstName: "Latin" }), firstName).toEqual({});
    }
  });

  it.each(["١٢٣", "Amina3", "أمينة،"])("refuses digits and punctuation in the name %s", (firstName) => {
    expect(messages({ ...valid, firstName, latinFirstName: "Latin" })).toEqual({ firstName: "invalidFirstName" });
  });

  it("says the limit of a name too long, not that it holds wrong letters", () => {
    const message = messages({ ...valid, firstName: "a".repeat(61) }).firstName!;
    expect(readMessage(message)).toEqual({ key: "maxChars", values: { max: "60" } });
  });

  it("reports every field at once, the phone with the others", () => {
    expect(Object.keys(messages({ firstName: "", lastName: "", email: "x", phone: "+213 12", password: "1" }))).toEqual(
      ["firstName", "lastName", "email", "password", "phone"],
    );
  });

  it.each(["a@b", "<b>", "x=y", "who?", "me!", "a/b", "a&b"])("refuses the name %s", (name) => {
    const result = signupRequestSchema.safeParse({ ...valid, firstName: name });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["firstName"], message: "invalidFirstName" });
  });

  it("capitalises each word", () => {
    expect(capitalise("jean  luc")).toBe("Jean Luc");
  });
});

describe("profile names", () => {
  it("takes the Latin spelling with the names, and asks for it while missing", () => {
    const parsed = updateUserRequestSchema.parse({ firstName: "أمينة", lastName: "Benali", latinFirstName: "amina" });
    expect(parsed).toEqual({ firstName: "أمينة", lastName: "Benali", latinFirstName: "Amina", latinLastName: null });
    const result = updateUserRequestSchema.safeParse({ firstName: "أمينة", lastName: "بن علي" });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "latinFirstNameRequired",
      "latinLastNameRequired",
    ]);
  });

  it("prints the Latin spelling on the warehouse address, or nothing while one is missing", () => {
    const names = { firstName: "أمينة", lastName: "Benali", latinFirstName: "Amina", latinLastName: null };
    expect(labelNameOf(names)).toBe("Amina Benali");
    expect(labelNameOf({ ...names, latinFirstName: null })).toBeNull();
    expect(labelNameOf({ firstName: "Jean", lastName: "Dupont", latinFirstName: null, latinLastName: null })).toBe(
      "Jean Dupont",
    );
  });
});

describe("admin login schema", () => {
  it("requires username and password with the old product's keys", () => {
    const result = adminLoginRequestSchema.safeParse({ username: " ", password: "" });
    expect(result.error?.issues.map((i) => i.message)).toEqual(["usernameRequired", "passwordRequired"]);
  });
});
