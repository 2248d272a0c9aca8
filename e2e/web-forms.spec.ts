import { expect, test } from "./fixtures";
import {
  AddressDialog,
  arabicOnlyCustomer,
  DESKTOP,
  logInAs,
  message,
  MyAddressPage,
  PHONE,
  ProfileForm,
  SignupForm,
} from "./pages/web-forms";
import { confirmedCustomer } from "./pages/customer";
import { confirmationCodeFor } from "./pages/web-auth";

test.describe("a name typed in Arabic, on a phone in Arabic", () => {
  test.use({ viewport: PHONE });

  test("sign-up asks for the name in Latin letters, and the warehouse address prints it", async ({ page, request }) => {
    const signup = new SignupForm(page, "ar");
    await signup.goto();
    await expect(signup.box("latinFirstName").input).toHaveCount(0);
    await signup.box("firstName").input.fill("أمينة");
    await signup.box("lastName").input.fill("بن علي");
    const email = await signup.fillAccount("latin");
    await signup.submit.click();
    await signup.box("latinFirstName").expectMessage(message("ar", "latinFirstNameRequired"));
    await signup.box("latinLastName").expectMessage(message("ar", "latinLastNameRequired"));

    await signup.box("latinFirstName").input.fill("Amina");
    await signup.box("latinLastName").input.fill("بن");
    await signup.box("latinLastName").expectMessage(message("ar", "latinNameOnly"));
    await signup.box("latinLastName").input.fill("ben ali");
    await signup.submit.click();
    await signup.confirm(request, email);

    const address = new MyAddressPage(page, "ar");
    await address.goto();
    await expect(address.prompt).toHaveCount(0);
    await expect(address.nameLine).toHaveText("Amina Ben Ali");
    await expect(address.card).not.toContainText("أمينة");

    // The French warehouse first, as the landing page promises; the whole address copied in one tap.
    await expect(address.warehouseCountry).toHaveText("فرنسا");
    const copied = await address.copyWholeAddress();
    expect(copied).toBe(await address.shownAddress());
    expect(copied.split("\n")).toHaveLength(8);
  });

  test("an account with an Arabic-only name is asked once, with the reason", async ({ page, request }) => {
    const customer = await arabicOnlyCustomer(request);
    await logInAs(page, "ar", customer.email, customer.password);
    const address = new MyAddressPage(page, "ar");
    await address.goto();
    await expect(address.prompt).toContainText(address.t.myAddress.latinText);
    await expect(address.card).not.toContainText("أمينة");

    await address.save.click();
    await address.latinBox("latinFirstName").expectMessage(message("ar", "latinFirstNameRequired"));
    await address.latinBox("latinLastName").expectMessage(message("ar", "latinLastNameRequired"));
    await address.latinBox("latinFirstName").input.fill("Amina");
    await address.latinBox("latinLastName").input.fill("Ben Ali");
    await address.save.click();
    await expect(page.getByText(address.t.profile.updated)).toBeVisible();
    await expect(address.prompt).toHaveCount(0);
    await expect(address.nameLine).toHaveText("Amina Ben Ali");

    // Once given, never asked again.
    await page.reload();
    await expect(address.nameLine).toHaveText("Amina Ben Ali");
    await expect(address.prompt).toHaveCount(0);
  });
});

test.describe("the Latin name in the profile, in English on a desktop", () => {
  test.use({ viewport: DESKTOP });

  test("edits the Latin spelling beside the Arabic name", async ({ page, request }) => {
    const customer = await arabicOnlyCustomer(request);
    await logInAs(page, "en", customer.email, customer.password);
    const profile = new ProfileForm(page, "en");
    await profile.goto();
    await expect(profile.box("firstName").input).toHaveValue("أمينة");
    await profile.box("latinFirstName").input.fill("Amina");
    await profile.box("latinLastName").input.fill("x".repeat(61));
    await profile.save.click();
    await profile.box("latinLastName").expectMessage(message("en", "maxChars", { max: 60 }));
    await profile.box("latinLastName").input.fill("Benali");
    await profile.save.click();
    await expect(page.getByText(profile.t.profile.updated)).toBeVisible();

    const address = new MyAddressPage(page, "en");
    await address.goto();
    await expect(address.nameLine).toHaveText("Amina Benali");
  });
});

test.describe("forms show every error on its field, in Arabic on a phone", () => {
  test.use({ viewport: PHONE });

  test("sign-up: every message at once, the limit of a name too long", async ({ page }) => {
    const signup = new SignupForm(page, "ar");
    await signup.goto();
    await signup.box("firstName").input.fill("a".repeat(61));
    await signup.submit.click();
    await signup.box("firstName").expectMessage(message("ar", "maxChars", { max: 60 }));
    await signup.box("lastName").expectMessage(message("ar", "lastNameRequired"));
    await signup.box("email").expectMessage(message("ar", "emailRequired"));
    await signup.box("password").expectMessage(message("ar", "passwordRequired"));
    await signup.box("phone").expectMessage(message("ar", "phoneRequired"));
    await expect(signup.alert).toHaveCount(0);
  });

  test("address book: Arabic kept and refused, every error at once with its limit, nothing saved", async ({
    page,
    request,
  }) => {
    const customer = await confirmedCustomer(request, "forms-book", confirmationCodeFor);
    await logInAs(page, "ar", customer.email, customer.password);
    const dialog = new AddressDialog(page, "ar");
    await dialog.open();

    // Typed Arabic stays in the box, with a message, instead of vanishing as typed.
    await dialog.box("addressLineOne").input.fill("12 شارع الحرية");
    await expect(dialog.box("addressLineOne").input).toHaveValue("12 شارع الحرية");
    await dialog.box("addressLineOne").expectMessage(message("ar", "noArabicLetters"));

    await dialog.chooseCountry("DZA", /الجزائر/);
    await dialog.box("city").input.fill("x".repeat(500));
    await dialog.box("phone").input.fill("5512");
    await dialog.save.click();
    await dialog.box("firstName").expectMessage(message("ar", "firstNameRequired"));
    await dialog.box("lastName").expectMessage(message("ar", "lastNameRequired"));
    await dialog.box("city").expectMessage(message("ar", "maxChars", { max: 100 }));
    await dialog.box("zip").expectMessage(message("ar", "zipRequired"));
    await dialog.box("nationalID").expectMessage(message("ar", "nationalIDRequired"));
    await dialog.box("phone").expectMessage(message("ar", "phoneTooShortMin", { min: 9 }));
    await dialog.box("addressLineOne").expectMessage(message("ar", "noArabicLetters"));

    await page.keyboard.press("Escape");
    await expect(dialog.root).toHaveCount(0);
    await expect(dialog.empty).toBeVisible();
  });
});
