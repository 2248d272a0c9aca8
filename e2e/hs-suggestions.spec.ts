import { expect, test } from "./fixtures";
import { keepStaffSession } from "./pages/admin";
import { customerSession, descriptionSuggestions } from "./pages/api";
import { DescriptionsScreen, unique } from "./pages/back-office-descriptions";
import { DEMO_CUSTOMER, IntakeScreen } from "./pages/intake";

/**
 * HS code suggestions from the description catalogue: typed at the intake
 * desk and picked with the keyboard; translated on the catalogue screen and
 * suggested in that language.
 */

test("intake: part of a description typed, a suggestion picked with the keyboard fills its HS code", async ({
  page,
}) => {
  await keepStaffSession(page, "intake");
  const intake = new IntakeScreen(page);
  await intake.goto("parcel");

  // Esc closes the list and keeps what was typed.
  await intake.description().focus();
  await intake.typeLikeAPerson("head");
  await expect(intake.suggestions).toBeVisible({ timeout: 15_000 });
  await intake.description().press("Escape");
  await expect(intake.suggestions).toBeHidden();
  await expect(intake.description()).toHaveValue("head");

  await intake.description().clear();
  await intake.chooseDescription("sneak", "Sneakers (rubber or plastic)");
  await expect(intake.hsCode()).toHaveValue("640299");
});

test("catalogue: an Arabic description saved is suggested for an Arabic query", async ({ page, request }) => {
  const screen = new DescriptionsScreen(page);
  await screen.openAs("admin");
  const category = unique("E2E kites");
  const arabic = `طائرة ورقية ${category.split(" ").at(-1)}`;

  await screen.button("Add description").click();
  await screen.typeRow(screen.newRow, { category, description: "Kite", arabic, french: "Cerf-volant", code: "950300" });
  await screen.rowButton(screen.newRow, "Save").click();
  await expect(screen.toast("Successfully added package description!")).toBeVisible();
  await screen.find(category);
  await expect(screen.rows).toHaveCount(1);
  expect(await screen.translations(screen.row("Kite"))).toEqual([arabic, "Cerf-volant"]);

  // Typed as people type it: ه for ة.
  const { token } = await customerSession(request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  expect(await descriptionSuggestions(request, token, "طائره ورق", "ar")).toContainEqual(
    expect.objectContaining({ description: arabic, category, hsCode: "950300" }),
  );
});
