import { expect, test } from "./fixtures";
import { keepStaffSession } from "./pages/admin";
import { newTrackNumber } from "./pages/api";
import { LOADED } from "./pages/back-office-support";
import { confirmedCustomer, logIn, overflowsSideways } from "./pages/customer";
import { IntakeScreen } from "./pages/intake";
import { ListScreen } from "./pages/list-screen";
import { PreAlertsPage } from "./pages/pre-alerts";
import { confirmationCodeFor } from "./pages/web-auth";

// A sign-up, a pre-alert typed on a phone, an intake and a live answer, on a machine shared with the other suites.
test.describe.configure({ timeout: 120_000 });

/** The seed catalogue's sneakers, in Arabic. */
const SNEAKERS = "أحذية رياضية (مطاط أو بلاستيك)";

test.describe("pre-alerts", () => {
  test("announced on a phone in Arabic, matched at intake, and told live in English", async ({
    page,
    browser,
    request,
  }) => {
    const customer = await confirmedCustomer(request, "prealert", confirmationCodeFor);
    const trackNumber = newTrackNumber("1ZPA");
    const ending = trackNumber.slice(-8);
    const store = `Boutique ${ending}`;

    // On a phone, in Arabic: nothing yet, every bad field said by its name, then the parcel announced by its end.
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, customer.email, customer.password);
    const arabic = new PreAlertsPage(page, "ar");
    await arabic.goto();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(arabic.empty).toBeVisible(LOADED);
    await arabic.open();
    await arabic.field("trackNumber").fill("12");
    await arabic.save();
    await expect(arabic.problem("أدخل اسم المتجر.")).toBeVisible();
    await expect(arabic.problem("أدخل آخر 4 أحرف من رقم التتبع على الأقل.")).toBeVisible();
    await expect(arabic.problem("صف القطعة.")).toBeVisible();
    await arabic.field("store").fill(store);
    // Typed as a person reads it off a receipt: lower case, in groups.
    await arabic.field("trackNumber").fill(`${ending.slice(0, 4).toLowerCase()} ${ending.slice(4)}`);
    const [preAlertWarehouse] = await arabic.field("warehouse").selectOption({ index: 1 });
    // Part of a description in Arabic: the catalogue's entry, picked, brings its HS code.
    await arabic.field("description").fill("أحذية رياض");
    await arabic.suggestion(SNEAKERS).click();
    await expect(arabic.field("description")).toHaveValue(SNEAKERS);
    await expect(arabic.field("hsCode")).toHaveValue("640299");
    await arabic.field("price").fill("89,90");
    expect(await overflowsSideways(page)).toBe(false);
    await arabic.save();
    await expect(arabic.toast).toContainText("حُفظ الإشعار المسبق");
    await expect(arabic.card(store)).toContainText("منتظر");
    await expect(arabic.card(store)).toContainText(ending);
    expect(await overflowsSideways(page)).toBe(false);

    // In English on a desktop width: the same pre-alert, expected.
    await page.setViewportSize({ width: 1280, height: 900 });
    const english = new PreAlertsPage(page, "en");
    await english.goto();
    await expect(english.card(store)).toContainText("Expected", LOADED);

    // The desk finds it among the expected pre-alerts, by the end of its number.
    const deskPage = await (await browser.newContext()).newPage();
    await IntakeScreen.stubPrinting(deskPage);
    await keepStaffSession(deskPage, "intake");
    const expected = new ListScreen(deskPage, { path: "/addpackage/pre-alerts", table: "Expected pre-alerts" });
    await expected.goto();
    await expected.find(ending);
    await expect(expected.row(store)).toContainText(`${SNEAKERS} × 1`);

    // The desk, standing in another warehouse, scans the whole number: the customer, the declared
    // line and the pre-alert's warehouse are filled in at once.
    const intake = new IntakeScreen(deskPage);
    await intake.goto("parcel");
    const deskWarehouse = await intake.chooseWarehouseOtherThan(preAlertWarehouse!);
    await intake.scan(trackNumber);
    const matched = deskPage.getByTestId("pre-alert-match");
    await expect(matched).toContainText("Pre-alert matched", LOADED);
    await expect(matched).toContainText("Nadia Haddad");
    await expect(matched).toContainText(store);
    await expect(intake.customer).toHaveValue(/Nadia Haddad/);
    await expect(deskPage.locator("#line-0-description")).toHaveValue(SNEAKERS);
    await expect(intake.line("price")).toHaveValue("89.9");
    await expect(intake.warehouse).toHaveValue(preAlertWarehouse!);
    await expect(intake.fieldMessage("Warehouse")).toContainText("As the pre-alert says");

    await intake.weight.fill("1.2");
    await intake.length.fill("30");
    await intake.width.fill("20");
    await intake.height.fill("10");
    await intake.attachPhoto();
    await intake.save.click();
    await expect(intake.notice).toContainText("Created Successfully", LOADED);
    // The next parcel is the desk's own warehouse's again.
    await expect(intake.warehouse).toHaveValue(deskWarehouse);

    // The customer's page hears of it live: arrived, with its parcel.
    await expect(english.card(store)).toContainText("Arrived", LOADED);
    await expect(english.card(store).getByRole("link", { name: "See it in your locker" })).toBeVisible();
    await deskPage.context().close();
  });
});
