import { expect as baseExpect, test } from "./fixtures";
import { overflowsSideways } from "./pages/customer";
import {
  ArabicCalculator,
  ArabicLocker,
  ArabicProfile,
  box,
  Checkout,
  PHONE,
  Shopper,
  trackNumber,
  Transactions,
} from "./pages/web-formats";
const expect = baseExpect.configure({ timeout: 15_000 });
test.use({ viewport: PHONE });

test.describe("one money and unit format per language", () => {
  test("the Arabic pay dialog and the checkout write dollars alike and name the carrier in Arabic", async ({
    page,
    request,
  }) => {
    const shopper = await Shopper.create(request);
    const packageId = await shopper.approvedParcel(trackNumber());
    await shopper.open(page, "dashboard");
    const locker = new ArabicLocker(page);
    await locker.ready(packageId);

    await locker.action(packageId, "اختر الشحن وادفع").click();
    const offers = locker.offers(packageId);
    await expect(offers).toHaveCount(2);
    // The staff priced the two carriers at $25 and $35: "$25.00", never "US$" or "$US".
    await expect(locker.offerPrice(offers.nth(0))).toHaveText("$25.00");
    await expect(locker.offerPrice(offers.nth(1))).toHaveText("$35.00");
    // The demo carriers have wordmark logos drawn here: each one loads.
    for (const offer of await offers.all()) {
      await expect
        .poll(() =>
          locker.offerLogo(offer).evaluate((logo) => logo instanceof HTMLImageElement && logo.naturalWidth > 0),
        )
        .toBe(true);
    }
    const carrier = (await locker.offerName(offers.nth(0)).textContent()) ?? "";
    expect(carrier).toMatch(/\p{Script=Arabic}/u);

    await locker.payDialog(packageId).getByRole("button", { name: "ادفع", exact: true }).click();
    await expect(page).toHaveURL(/\/pay\/local\//);
    const checkout = new Checkout(page);
    await expect(checkout.fact("المبلغ")).toHaveText("$25.00");
    await expect(checkout.fact("شركة الشحن")).toHaveText(carrier);
  });

  test("the Arabic assemble dialog writes kilograms after the number, the ship dialog the address title in Arabic", async ({
    page,
    request,
  }) => {
    const shopper = await Shopper.create(request);
    await shopper.addAddress();
    const first = await shopper.receive(trackNumber());
    await shopper.receive(trackNumber());
    await shopper.open(page, "dashboard");
    const locker = new ArabicLocker(page);
    await locker.ready(first);

    await locker.action(first, "تجميع").click();
    const assemble = locker.dialog("تجميع الطرود");
    await expect(assemble.getByText("1.2 كغ", { exact: true }).first()).toBeVisible();
    await expect(assemble).not.toContainText("kg");
    await page.keyboard.press("Escape");

    await locker.action(first, "شحن").click();
    const ship = locker.dialog(`شحن ${first}`);
    await expect(ship.getByText("عنواني الأول", { exact: true })).toBeVisible();
    await expect(ship).not.toContainText("My First Address");
  });
});

test.describe("what a customer notices on a phone", () => {
  test("a parcel whose photos are requested says so instead of offering the request again", async ({
    page,
    request,
  }) => {
    const shopper = await Shopper.create(request);
    const asked = await shopper.receive(trackNumber());
    const other = await shopper.receive(trackNumber());
    await shopper.requestPhotos(asked);
    await shopper.open(page, "dashboard");
    const locker = new ArabicLocker(page);
    await locker.ready(asked);

    await expect(locker.card(asked).getByText("طُلبت صور إضافية")).toBeVisible();
    await expect(locker.action(asked, "طلب صور")).toHaveCount(0);
    await expect(locker.action(other, "طلب صور")).toBeVisible();
    await expect(locker.card(other).getByText("طُلبت صور إضافية")).toHaveCount(0);
  });

  test("a long track number stays on one line and the status pill fits its words", async ({ page, request }) => {
    const shopper = await Shopper.create(request);
    const track = trackNumber(24);
    const packageId = await shopper.receive(track);
    await shopper.open(page, "dashboard");
    const locker = new ArabicLocker(page);
    await locker.ready(packageId);

    await expect(locker.trackNumber(packageId)).toHaveText(track);
    const number = await box(locker.trackNumber(packageId));
    expect(number.height).toBeLessThan(number.lineHeight * 1.5);
    expect(number.scrollWidth).toBeLessThanOrEqual(number.clientWidth + 1);
    // A pill as wide as its words plus its padding, one line high.
    const pill = await box(locker.statusBadge(packageId));
    expect(pill.width).toBeLessThan(pill.textWidth + 40);
    expect(pill.height).toBeLessThan(32);
  });

  test("transactions are cards with every field in sight, each amount in its own currency, a cancel never pending", async ({
    page,
    request,
  }) => {
    const shopper = await Shopper.create(request);
    const track = trackNumber(22);
    const packageId = await shopper.approvedParcel(track);
    await shopper.cancelPayment(await shopper.payOffline(packageId));
    await shopper.payOffline(packageId);
    await shopper.open(page, "transactions");
    const table = new Transactions(page);

    const rows = table.row(track);
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).not.toContainText(packageId);
    // The same parcel twice: the payment in flight, and the one the customer cancelled (not charged).
    const [waiting, cancelled] = [rows.nth(0), rows.nth(1)];
    await expect(table.cell(waiting, 5)).toContainText("قيد الانتظار");
    await expect(table.cell(cancelled, 5)).toContainText("ملغاة");
    await expect(page.getByText("لم نخصم أي مبلغ عن الدفعات الملغاة أو منتهية الصلاحية.")).toBeVisible();
    // An offline payment is asked in euros: its sign says so, under a column that names no currency.
    await expect(table.cell(waiting, 6)).toContainText(/€\d+\.\d{2}$/);
    await expect(table.cell(waiting, 1)).toContainText(/\d{4}-\d{2}-\d{2}$/);
    // On the phone each field is labelled and on screen: nothing cut, nothing in a sideways scroll.
    for (const label of ["رقم التتبع", "الحالة", "المبلغ", "التاريخ", "رقم المعاملة", "نوع الدفع"]) {
      await expect(waiting.getByText(label, { exact: true })).toBeVisible();
    }
    expect(await table.offScreen(waiting)).toEqual([]);
    expect(await table.offScreen(cancelled)).toEqual([]);
    expect(await overflowsSideways(page)).toBe(false);
  });

  test("the calculator keeps letters out, marks the weight it refuses and asks each quote once", async ({ page }) => {
    const calculator = new ArabicCalculator(page);
    await calculator.goto();
    await expect(calculator.offers.first()).toBeVisible();

    await calculator.weight.fill("");
    await calculator.weight.pressSequentially("1a2b");
    await expect(calculator.weight).toHaveValue("12");

    // No carrier's bands reach 45 kg: the refusal names the weight and the most they take.
    await calculator.weight.fill("45");
    await calculator.calculate.click();
    await expect(calculator.weight).toHaveAttribute("aria-invalid", "true");
    await expect(calculator.weightError).toHaveText(
      /^لا تقبل أيّ شركة شحن طردًا بوزن 45\s?كغ إلى .+، والحدّ الأقصى المقبول 30\s?كغ\.$/,
    );

    const calls = calculator.recordQuotes();
    await calculator.weight.fill("25");
    await calculator.calculate.click();
    await expect(calculator.weight).not.toHaveAttribute("aria-invalid");
    await calculator.tableFilled();
    const at25 = calls.filter((call) => (call.postDataJSON() as { weight: number }).weight === 25);
    expect(at25).toHaveLength(1);
    // Every weight column fits the phone's width: nothing is cut or scrolled away.
    const table = await box(calculator.otherWeights);
    const scroller = await box(calculator.otherWeightsScroller);
    expect(table.width).toBeLessThanOrEqual(scroller.clientWidth + 1);
  });

  test("the profile changes the e-mail and the phone after a code, refusing bad input in the dialog", async ({
    page,
    request,
  }) => {
    const shopper = await Shopper.create(request);
    await shopper.open(page, "user/edit");
    const profile = new ArabicProfile(page);
    await expect(profile.email).toHaveValue(shopper.email);

    await profile.changeEmail.click();
    await profile.sendCode("email");
    await expect(profile.message("email", "البريد الإلكتروني مطلوب").first()).toBeVisible();
    const fresh = `changed-${Date.now().toString(36)}@example.com`;
    await profile.field("email", "البريد الإلكتروني الجديد").fill(fresh);
    await profile.field("email", "تأكيد البريد الإلكتروني الجديد").fill(`x${fresh}`);
    await profile.sendCode("email");
    await expect(profile.message("email", "عنوانا البريد الإلكتروني غير متطابقين")).toBeVisible();
    await profile.field("email", "تأكيد البريد الإلكتروني الجديد").fill(fresh);
    await profile.sendCode("email");
    await expect(profile.field("email", "رمز التأكيد")).toBeVisible();
    const code = await shopper.codeSentTo(fresh);
    await profile.field("email", "رمز التأكيد").fill(code === "000000" ? "111111" : "000000");
    await profile.confirm("email");
    await expect(profile.dialog("email")).toContainText("هذا الرمز غير صحيح");
    await expect(profile.email).toHaveValue(shopper.email);
    await profile.field("email", "رمز التأكيد").fill(code);
    await profile.confirm("email");
    await expect(profile.toast).toContainText("تم تغيير بريدك الإلكتروني.");
    await expect(profile.email).toHaveValue(fresh);

    await profile.changePhone.click();
    await profile.field("phone", "رقم الهاتف الجديد").fill("abc");
    await profile.sendCode("phone");
    await expect(profile.message("phone", "أدخل أرقامًا فقط")).toBeVisible();
    await profile.field("phone", "رقم الهاتف الجديد").fill("+213 551 23 45 67");
    await profile.sendCode("phone");
    // No SMS: the code goes to the account's (now changed) e-mail address.
    await expect(profile.field("phone", "رمز التأكيد")).toBeVisible();
    await profile.field("phone", "رمز التأكيد").fill(await shopper.codeSentTo(fresh));
    await profile.confirm("phone");
    await expect(profile.toast).toContainText("تم تغيير رقم هاتفك.");
    await expect(profile.phone).toHaveValue("+213551234567");
  });
});
