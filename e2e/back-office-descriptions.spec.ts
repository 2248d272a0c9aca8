import { expect, test } from "./fixtures";
import { DescriptionsScreen, LoginHistoryScreen, spreadsheet, unique } from "./pages/back-office-descriptions";

/**
 * Package descriptions and login history: the catalogue's add, inline edit,
 * delete and search; its export, edited in a spreadsheet and imported back
 * through a preview; bad files refused with the row and the reason; the sign-in
 * history filtered.
 */

// The import compares the whole catalogue: the tests of this file take turns.
test.describe.configure({ mode: "serial" });

test("descriptions: add, inline edit, cancel, bad input and delete", async ({ page }) => {
  const screen = new DescriptionsScreen(page);
  await screen.openAs("admin");
  const category = unique("E2E toys");

  // Bad input: the message shows on its field, and nothing is saved.
  await screen.button("Add description").click();
  await screen.typeRow(screen.newRow, { category, description: "", code: "9503" });
  await screen.rowButton(screen.newRow, "Save").click();
  await expect(screen.errors(screen.newRow)).toHaveText(["Please type the description."]);
  await screen.typeRow(screen.newRow, { description: "Kite", code: "95/03" });
  await screen.input(screen.newRow, "HS code").press("Enter");
  await expect(screen.errors(screen.newRow)).toHaveText([/An HS code is at most 20/]);
  await screen.typeRow(screen.newRow, { code: "9".repeat(500) });
  await screen.rowButton(screen.newRow, "Save").click();
  await expect(screen.errors(screen.newRow)).toHaveText([/An HS code is at most 20/]);
  await screen.typeRow(screen.newRow, { description: "x".repeat(500), code: "9503" });
  await screen.rowButton(screen.newRow, "Save").click();
  await expect(screen.errors(screen.newRow)).toHaveText(["This is too long."]);
  // What was typed is kept.
  await expect(screen.input(screen.newRow, "Category")).toHaveValue(category);
  await screen.find(category);
  await expect(screen.emptyState()).toContainText("Nothing matches");

  await screen.typeRow(screen.newRow, { description: "Kite", code: "9503" });
  await screen.rowButton(screen.newRow, "Save").click();
  await expect(screen.toast("Successfully added package description!")).toBeVisible();
  await expect(screen.newRow).toBeHidden();
  await screen.find(category);
  await expect(screen.rows).toHaveCount(1);
  expect(await screen.cells(screen.row("Kite"))).toEqual([category, "Kite", "9503"]);

  // A second one with the same category and description is refused.
  await screen.button("Add description").click();
  await screen.typeRow(screen.newRow, { category: category.toUpperCase(), description: "kite", code: "1" });
  await screen.rowButton(screen.newRow, "Save").click();
  await expect(screen.errors(screen.newRow)).toHaveText(["This description already exists in this category."]);
  await screen.rowButton(screen.newRow, "Cancel").click();
  await expect(screen.newRow).toBeHidden();

  // Inline edit: Cancel restores the saved values; Save keeps the new ones.
  // The search shows this one row; while edited its text is in inputs.
  const kite = screen.rows.first();
  await screen.rowButton(kite, "Edit").click();
  await screen.typeRow(kite, { description: "Stunt kite", code: "9503.00" });
  await screen.rowButton(kite, "Cancel").click();
  expect(await screen.cells(kite)).toEqual([category, "Kite", "9503"]);
  await screen.rowButton(kite, "Edit").click();
  await screen.typeRow(kite, { code: "", description: "" });
  await screen.rowButton(kite, "Save").click();
  await expect(screen.errors(kite)).toHaveText(["Please type the description."]);
  await screen.typeRow(kite, { description: "Stunt kite", code: "9503.00" });
  await screen.rowButton(kite, "Save").click();
  await expect(screen.toast("Successfully updated package description!")).toBeVisible();
  await expect(kite).toContainText("Stunt kite");
  expect(await screen.cells(kite)).toEqual([category, "Stunt kite", "9503.00"]);

  // Delete, confirmed.
  await screen.rowButton(kite, "Delete").click();
  await expect(screen.deleteDialog).toBeVisible();
  await screen.deleteDialog.getByRole("button", { name: /^Delete/ }).click();
  await expect(screen.toast("Successfully deleted package description!")).toBeVisible();
  await expect(screen.emptyState()).toContainText("Nothing matches");
});

test("descriptions: an exported file edited in a spreadsheet imports its changes after a preview", async ({ page }) => {
  const screen = new DescriptionsScreen(page);
  await screen.openAs("admin");
  const category = unique("E2E books");

  // Two entries of this test's own category.
  for (const [description, code] of [
    ["Novel", "4901.99"],
    ["Atlas", "4905"],
  ]) {
    await screen.button("Add description").click();
    await screen.typeRow(screen.newRow, { category, description, code });
    await screen.rowButton(screen.newRow, "Save").click();
    await expect(screen.newRow).toBeHidden();
  }

  const exported = spreadsheet.read(await screen.export());
  expect(exported[0]).toEqual(["category", "description", "code", "description_ar", "description_fr"]);
  expect(exported).toContainEqual([category, "Novel", "4901.99", "", ""]);
  expect(exported).toContainEqual([category, "Atlas", "4905", "", ""]);

  // In the spreadsheet: one code changed, one row added, one row taken out.
  const edited = exported
    .filter((row) => !(row[0] === category && row[1] === "Atlas"))
    .map((row) => (row[0] === category && row[1] === "Novel" ? [category, "Novel", "4901.10"] : row));
  edited.push([category, "Comic", "4901.91"]);
  await screen.openImport();
  await screen.chooseFile({ name: "catalogue.xlsx", buffer: spreadsheet.write(edited) });
  await expect(screen.summary).toBeVisible();
  await expect(screen.section("Added")).toContainText(`${category}Comic4901.91`);
  await expect(screen.section("Changed")).toContainText(`${category}Novel4901.99 → 4901.10`);
  await expect(screen.section("Refused")).toBeHidden();
  // The entry taken out is deleted only when asked: it shows once the box is ticked.
  await expect(screen.section("Removed")).toBeHidden();
  await screen.setReplace(true);
  await expect(screen.section("Removed")).toContainText(`${category}Atlas4905`);
  await screen.setReplace(false);
  await screen.apply();
  await expect(screen.toast(/Successfully added package descriptions!/)).toBeVisible();

  await screen.find(category);
  await expect(screen.rows).toHaveCount(3);
  expect(await screen.cells(screen.row("Novel"))).toEqual([category, "Novel", "4901.10"]);
  expect(await screen.cells(screen.row("Comic"))).toEqual([category, "Comic", "4901.91"]);
  expect(await screen.cells(screen.row("Atlas"))).toEqual([category, "Atlas", "4905"]);
});

test("descriptions: a bad file is refused with the row and the reason, and changes nothing", async ({ page }) => {
  const screen = new DescriptionsScreen(page);
  await screen.openAs("admin");
  const category = unique("E2E garden");

  await screen.openImport();
  // Not a spreadsheet at all.
  await screen.chooseFile({
    name: "notes.txt",
    buffer: Buffer.from("category,description,code"),
    mimeType: "text/plain",
  });
  await expect(screen.importProblem).toHaveText("Problem parsing file. Only .xlsx files can be imported.");
  await screen.chooseFile({ name: "fake.xlsx", buffer: Buffer.from("category,description,code\nA,B,1") });
  await expect(screen.importProblem).toHaveText("Problem parsing file. Only .xlsx files can be imported.");
  await screen.chooseFile({ name: "header.xlsx", buffer: spreadsheet.write([["category", "description", "code"]]) });
  await expect(screen.importProblem).toHaveText("The Excel file has no rows.");

  // A good row, a row without its code, a bad code, a row twice.
  await screen.chooseFile({
    name: "bad-rows.xlsx",
    buffer: spreadsheet.write([
      ["category", "description", "code"],
      [category, "Seeds", "1209"],
      [category, "Rake", ""],
      [category, "Hose", "x".repeat(500)],
      [category, "seeds", "1209"],
    ]),
  });
  const refused = screen.section("Refused");
  await expect(refused).toContainText("Row 3Missing required fields in Excel file");
  await expect(refused).toContainText("Row 4Invalid HS code");
  await expect(refused).toContainText("Row 5Same category and description as row 2");
  await expect(screen.importDialog).toContainText("3 rows cannot be imported");
  await expect(screen.applyButton).toBeDisabled();
  await page.keyboard.press("Escape");
  await expect(screen.importDialog).toBeHidden();

  await screen.find(category);
  await expect(screen.emptyState()).toContainText("Nothing matches");
});

test("login history: attempts with status and reason, filtered by staff member, status and days", async ({
  page,
  request,
}) => {
  const ghost = unique("ghost").replace(" ", "-").toLowerCase();
  const failed = await request.post("/api/admins/login", { data: { username: ghost, password: "wrong-password" } });
  expect(failed.status()).toBe(401);

  const screen = new LoginHistoryScreen(page);
  await screen.openAs("admin");
  expect(await screen.columns()).toEqual(["Account", "Approximate Location", "IP Address", "Date", "Status", "Reason"]);
  await expect(screen.rows.first()).toBeVisible();

  await screen.status.selectOption("failed");
  await screen.settled();
  const row = screen.row(ghost);
  await expect(row).toBeVisible();
  const [account, , , date, status, reason] = await screen.cells(row);
  expect(account).toBe(ghost);
  expect(date).toMatch(/^\d{2}:\d{2}:\d{2} \d{2}\/\d{2}\/\d{4}$/);
  expect(status).toBe("failed");
  expect(reason).not.toBe("—");

  await screen.status.selectOption("success");
  await screen.chooseStaff("admin");
  await screen.settled();
  await expect(screen.rows.first()).toBeVisible();
  for (const text of await screen.rows.locator("td:nth-child(5)").allInnerTexts()) expect(text.trim()).toBe("success");
  await expect(screen.row(ghost)).toHaveCount(0);

  // Days: an end before the start is refused; a day to come has no attempts.
  await screen.from.fill("2099-01-02");
  await screen.to.fill("2099-01-01");
  await expect(screen.filterProblem).toHaveText("The end day is before the start day.");
  await screen.to.fill("2099-01-03");
  await screen.settled();
  await expect(screen.emptyState()).toContainText("No sign-in attempt matches these filters.");
  await screen.button("Clear filters").click();
  await screen.settled();
  await expect(screen.rows.first()).toBeVisible();
});
