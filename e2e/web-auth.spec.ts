import { expect, test } from "./fixtures";
import { CustomerLoginPage, DEMO_CUSTOMER, sitePath } from "./pages/web";
import {
  ConfirmEmailPage,
  confirmationCodeFor,
  newCustomer,
  RecoverPasswordPage,
  resetLinkFor,
  ResetPasswordPage,
  SignupPage,
} from "./pages/web-auth";

test.describe("sign-up and e-mail confirmation", () => {
  test("signs up, lands on confirm-email and confirms with the e-mailed code", async ({ page, request }) => {
    const customer = newCustomer("signup");
    const signup = new SignupPage(page);
    await signup.goto();

    await signup.signUp(customer);

    const confirm = new ConfirmEmailPage(page);
    await expect(page).toHaveURL(sitePath("/en/confirm-email"));
    await expect(confirm.heading).toBeVisible();
    await expect(page.getByText(customer.email)).toBeVisible();
    // The first code went out with the account: resending waits.
    await expect(confirm.resend).toHaveText(/New code in \d+ s/);

    await confirm.typeCode(await confirmationCodeFor(request, customer.email));

    await expect(page).toHaveURL(/\/en\/dashboard\?confirmed=confirmed$/);
  });

  test("refuses a wrong code, empties the boxes and accepts a pasted code", async ({ page, request }) => {
    const customer = newCustomer("paste");
    const signup = new SignupPage(page);
    await signup.goto();
    await signup.signUp(customer);
    const confirm = new ConfirmEmailPage(page);
    await expect(confirm.heading).toBeVisible();
    const code = await confirmationCodeFor(request, customer.email);
    const wrong = code === "000000" ? "111111" : "000000";

    await confirm.typeCode(wrong);

    await expect(confirm.message).toHaveText("This code is not valid. Check it and try again.");
    for (let index = 0; index < 6; index++) await expect(confirm.box(index)).toHaveValue("");
    await expect(confirm.box(0)).toBeFocused();

    await confirm.pasteCode(code);

    await expect(page).toHaveURL(/\/en\/dashboard\?confirmed=confirmed$/);
  });

  test("changes the e-mail in a dialog that keeps focus inside", async ({ page, request }) => {
    const customer = newCustomer("edit");
    const signup = new SignupPage(page);
    await signup.goto();
    await signup.signUp(customer);
    const confirm = new ConfirmEmailPage(page);
    await expect(confirm.heading).toBeVisible();

    await confirm.editEmail.click();
    await expect(confirm.dialog).toBeVisible();
    const save = confirm.dialogButton("Save and send a code");
    await expect(save).toBeDisabled();
    const fresh = newCustomer("edited").email;
    await confirm.dialogField("New e-mail").fill(fresh);
    await confirm.dialogField("Confirm the new e-mail").fill(`x${fresh}`);
    await confirm.dialogField("New e-mail").focus();
    await expect(confirm.dialog.getByText("The e-mail addresses do not match")).toBeVisible();
    await confirm.dialogField("Confirm the new e-mail").fill(fresh);
    // Tab from the last control wraps to the first: focus never leaves the dialog.
    await save.focus();
    await page.keyboard.press("Tab");
    await expect(confirm.dialog.getByRole("button", { name: "Close" })).toBeFocused();
    await save.click();

    await expect(confirm.dialog).toBeHidden();
    await expect(page.getByText(fresh)).toBeVisible();
    await expect(confirm.message).toHaveText("Your e-mail address was updated; we sent a new code to it.");
    await confirm.typeCode(await confirmationCodeFor(request, fresh));
    await expect(page).toHaveURL(/\/en\/dashboard\?confirmed=confirmed$/);
  });

  test("pre-fills the e-mail from ?email= and checks the phone as it is typed", async ({ page }) => {
    const signup = new SignupPage(page);
    await signup.goto("?email=nadia%40example.com");
    await expect(signup.email).toHaveValue("nadia@example.com");
    // Never disabled: pressing it shows every problem on its field (web-forms.spec.ts).
    await expect(signup.submit).toBeEnabled();

    await signup.chooseCountry("+216", "Tunisia");
    await signup.phone.fill("2012345678");
    await expect(signup.phone).toHaveValue("20123456");
    await expect(signup.fieldMessage("The number was cut to 8 digits, the longest for this country")).toBeVisible();

    await signup.chooseCountry("fr", "France");
    await signup.phone.fill("0612345678");
    await expect(signup.fieldMessage("For this country, don’t start the number with 0")).toBeVisible();
    await signup.phone.fill("٦١٢");
    await expect(signup.fieldMessage("Arabic-Indic digits are not accepted, use 0-9")).toBeVisible();
  });

  test("finds countries by Arabic alias, ISO code and dial code", async ({ page }) => {
    const signup = new SignupPage(page);
    await signup.goto();
    await signup.country.click();
    await signup.country.fill("امريكا");
    await expect(signup.countryOption(/^United States of America/)).toBeVisible();
    await signup.country.fill("DZA");
    await expect(signup.countryOption(/^Algeria/).first()).toBeVisible();
    await signup.country.fill("+212");
    await expect(signup.countryOption(/^Morocco/)).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(signup.country).toHaveValue(/Morocco/);
  });
});

test.describe("log in and recover", () => {
  test("keeps the button disabled until the form is valid and names the field", async ({ page }) => {
    const login = new CustomerLoginPage(page);
    await login.goto();
    await expect(login.submit).toBeDisabled();
    await login.email.fill("not-an-email");
    await login.password.focus();
    await expect(page.getByText("Enter a valid e-mail address")).toBeVisible();
    await login.email.fill(DEMO_CUSTOMER.email);
    await login.password.fill("short");
    await login.email.focus();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    await expect(login.submit).toBeDisabled();
  });

  test("answers the same whether or not an account has the e-mail", async ({ page }) => {
    const sent = "If an account uses this e-mail address, we have sent it a link to choose a new password.";
    const recover = new RecoverPasswordPage(page);
    await recover.goto();
    await recover.email.fill(newCustomer("nobody").email);
    await recover.submit.click();
    await expect(recover.success).toHaveText(sent);
    await expect(recover.failure).toBeHidden();

    await recover.email.fill(DEMO_CUSTOMER.email);
    await recover.submit.click();
    await expect(recover.success).toHaveText(sent);
  });

  test("resets the password with the e-mailed link, then logs in with it", async ({ page, request }) => {
    const customer = newCustomer("reset");
    const signup = new SignupPage(page);
    await signup.goto();
    await signup.signUp(customer);
    await expect(page).toHaveURL(sitePath("/en/confirm-email"));
    await page.evaluate(() => localStorage.removeItem("ipf.token"));

    const recover = new RecoverPasswordPage(page);
    await recover.goto();
    await recover.email.fill(customer.email);
    await recover.submit.click();
    await expect(recover.success).toBeVisible();
    await page.goto(await resetLinkFor(request, customer.email));

    const reset = new ResetPasswordPage(page);
    await expect(page).toHaveURL(/\/en\/reset-password\?token=/);
    await reset.password.fill("a-brand-new-pass");
    await reset.confirm.fill("a-brand-new-pass");
    await reset.submit.click();
    await expect(reset.success).toHaveText("Your password has been changed. You can now log in with it.");

    const login = new CustomerLoginPage(page);
    await login.goto();
    await login.logIn(customer.email, "a-brand-new-pass");
    // Opening the e-mailed link proved the address: the API confirms it with the reset.
    await expect(page).toHaveURL(sitePath("/en/dashboard"));
  });

  test("refuses a reset link without a token", async ({ page }) => {
    await page.goto("/en/reset-password");
    await expect(new ResetPasswordPage(page).badLink).toHaveText(
      "This link is invalid or has expired. Ask for a new one.",
    );
  });
});
