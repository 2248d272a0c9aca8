import { describe, expect, it } from "vitest";
import { adminLoginRequestSchema, capitalise, signupRequestSchema } from "./auth.js";

describe("signup schema", () => {
  const valid = {
    firstName: "amina",
    lastName: "بن علي",
    email: "  Amina@Example.COM ",
    phone: "+213 551 23 45 67",
    password: "12345678",
  };

  it("capitalises Latin names, keeps Arabic ones, lower-cases the e-mail", () => {
    const parsed = signupRequestSchema.parse(valid);
    expect(parsed).toMatchObject({
      firstName: "Amina",
      lastName: "بن علي",
      email: "amina@example.com",
      phone: "+213551234567",
      country: "DZ",
    });
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

describe("admin login schema", () => {
  it("requires username and password with the spec's keys", () => {
    const result = adminLoginRequestSchema.safeParse({ username: " ", password: "" });
    expect(result.error?.issues.map((i) => i.message)).toEqual(["usernameRequired", "passwordRequired"]);
  });
});
