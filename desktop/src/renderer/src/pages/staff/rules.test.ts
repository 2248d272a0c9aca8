import { describe, expect, it } from "vitest";
import {
  accountActions,
  changePasswordFormSchema,
  editAccountFormSchema,
  editAccountValues,
  fieldMessage,
  keepsAdminGroup,
  newAccountFormSchema,
  resetPasswordFormSchema,
} from "./rules";

const SELF = "7d3f5c1e-6a0b-4c4e-9f0a-2b1c3d4e5f60";
const OTHER = "0b6c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3";

/** The first message key per field, as the form shows them. */
function problems(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[String(issue.path[0])] ??= issue.message;
  return fields;
}

describe("accountActions", () => {
  const active = { id: OTHER, isActive: true, groupId: 2 };

  it("lets an admin edit any account, disable an active one, its own included, and enable a disabled one", () => {
    expect(accountActions(1, active, SELF, 1)).toEqual({
      edit: true,
      disable: true,
      enable: false,
      resetPassword: true,
    });
    expect(accountActions(1, { ...active, isActive: false }, SELF, 1)).toEqual({
      edit: true,
      disable: false,
      enable: true,
      resetPassword: true,
    });
    expect(accountActions(1, { id: SELF, isActive: true, groupId: 1 }, SELF, 2)).toEqual({
      edit: true,
      disable: true,
      enable: false,
      resetPassword: false,
    });
  });

  it("offers no Disable to the last active admin, its own account or another's", () => {
    expect(accountActions(1, { id: SELF, isActive: true, groupId: 1 }, SELF, 1)).toMatchObject({
      edit: true,
      disable: false,
    });
    expect(accountActions(1, { id: OTHER, isActive: true, groupId: 1 }, SELF, 1).disable).toBe(false);
    expect(accountActions(1, { id: OTHER, isActive: true, groupId: 1 }, SELF, 2).disable).toBe(true);
  });

  it("offers nothing to the other groups", () => {
    for (const group of [2, 3, 4]) {
      expect(accountActions(group, active, SELF, 1)).toEqual({
        edit: false,
        disable: false,
        enable: false,
        resetPassword: false,
      });
    }
  });
});

describe("keepsAdminGroup", () => {
  it("fixes the group of the last active admin only", () => {
    expect(keepsAdminGroup({ id: SELF, isActive: true, groupId: 1 }, 1)).toBe(true);
    expect(keepsAdminGroup({ id: SELF, isActive: true, groupId: 1 }, 2)).toBe(false);
    expect(keepsAdminGroup({ id: OTHER, isActive: false, groupId: 1 }, 1)).toBe(false);
    expect(keepsAdminGroup({ id: OTHER, isActive: true, groupId: 3 }, 1)).toBe(false);
  });
});

describe("editAccountFormSchema", () => {
  it("fills the fields from the account and parses them as the API does", () => {
    const values = editAccountValues({ fullName: "Samir Haddad", email: null, groupId: 3 });
    expect(values).toEqual({ fullName: "Samir Haddad", email: "", groupId: "3" });
    expect(editAccountFormSchema.parse({ ...values, email: " Samir@Example.COM " })).toEqual({
      fullName: "Samir Haddad",
      email: "samir@example.com",
      groupId: 3,
    });
    expect(problems(editAccountFormSchema.safeParse({ fullName: " ", email: "x@", groupId: "9" }))).toEqual({
      fullName: "fullNameRequired",
      email: "validEmail",
      groupId: "groupRequired",
    });
  });
});

describe("changePasswordFormSchema", () => {
  it("asks for all three fields, 8 characters and the same password twice", () => {
    expect(
      problems(changePasswordFormSchema.safeParse({ oldPassword: "", newPassword: "", confirmPassword: "" })),
    ).toEqual({
      oldPassword: "passwordRequired",
      newPassword: "passwordRequired",
      confirmPassword: "passwordRequired",
    });
    expect(
      problems(changePasswordFormSchema.safeParse({ oldPassword: "old", newPassword: "short", confirmPassword: "x" })),
    ).toEqual({ newPassword: "passwordMin", confirmPassword: "matchPassword" });
    expect(
      problems(
        changePasswordFormSchema.safeParse({
          oldPassword: "old-password",
          newPassword: "long-enough",
          confirmPassword: "long-enougH",
        }),
      ),
    ).toEqual({ confirmPassword: "matchPassword" });
    expect(
      changePasswordFormSchema.safeParse({
        oldPassword: "old-password",
        newPassword: "long-enough",
        confirmPassword: "long-enough",
      }).success,
    ).toBe(true);
  });
});

describe("newAccountFormSchema", () => {
  const valid = {
    username: "New.Desk",
    fullName: "Samir Haddad",
    email: "",
    groupId: "2",
    password: "long-enough",
    confirmPassword: "long-enough",
  };

  it("takes the group from the select and leaves an empty e-mail out", () => {
    const parsed = newAccountFormSchema.parse(valid);
    expect(parsed).toMatchObject({ username: "new.desk", groupId: 2, email: null });
  });

  it("refuses bad usernames, groups, e-mails and passwords", () => {
    expect(
      problems(
        newAccountFormSchema.safeParse({
          ...valid,
          username: "x".repeat(500),
          fullName: " ",
          email: "not-mail",
          groupId: "",
          password: "short",
        }),
      ),
    ).toEqual({
      username: "usernameLong",
      fullName: "fullNameRequired",
      email: "validEmail",
      groupId: "groupRequired",
      password: "passwordMin",
      confirmPassword: "matchPassword",
    });
    expect(problems(newAccountFormSchema.safeParse({ ...valid, username: "a b" }))).toEqual({
      username: "usernameInvalid",
    });
    expect(problems(newAccountFormSchema.safeParse({ ...valid, groupId: "-1" }))).toEqual({ groupId: "groupRequired" });
    expect(problems(newAccountFormSchema.safeParse({ ...valid, confirmPassword: "other-one" }))).toEqual({
      confirmPassword: "matchPassword",
    });
  });
});

describe("resetPasswordFormSchema", () => {
  it("asks for the new password twice", () => {
    expect(problems(resetPasswordFormSchema.safeParse({ password: "", confirmPassword: "" }))).toEqual({
      password: "passwordRequired",
      confirmPassword: "passwordRequired",
    });
    expect(resetPasswordFormSchema.safeParse({ password: "long-enough", confirmPassword: "long-enough" }).success).toBe(
      true,
    );
  });
});

describe("fieldMessage", () => {
  it("maps the schemas' keys to this screen's texts", () => {
    expect(fieldMessage("passwordMin")).toBe("staff.messages.passwordMin");
    expect(fieldMessage("somethingNew")).toBe("staff.messages.invalid");
    expect(fieldMessage(undefined)).toBeUndefined();
  });
});
