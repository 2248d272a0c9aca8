import { expect as baseExpect, test } from "./fixtures";
import {
  LocalCheckout,
  PaymentLocker,
  PaymentScene,
  secondHostUrl,
  type PayableParcel,
} from "./pages/web-payments-pending";

/**
 * Two ways paying went wrong: coming back from checkout on another host
 * name than PUBLIC_URL's (signed out, no success message), and a parcel
 * stuck at "pay" behind an offline or bitcoin request nobody could see,
 * resume or cancel.
 */

// Two workers and the server share two cores: a page's second round of calls can take seconds.
const expect = baseExpect.configure({ timeout: 15_000 });
// Each test signs in, pays or cancels, and waits for the live answers: more than the default allows.
test.describe.configure({ timeout: 90_000 });

test.describe("in Arabic, on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("paying by card from a second host name comes back there, signed in, with the success message", async ({
    page,
    request,
    baseURL,
  }) => {
    const scene = await PaymentScene.start(request);
    const parcel = await scene.approvedParcel("PHA");
    // The browser uses localhost; PUBLIC_URL (playwright.config.ts) names 127.0.0.1.
    const origin = secondHostUrl(baseURL!, "/");
    const locker = new PaymentLocker(page, "ar");
    await locker.signIn(origin);
    await locker.open(origin);

    await locker.cardButton(parcel, locker.t.pay).click();
    const dialog = locker.dialog(parcel);
    await expect(locker.offers(parcel)).toHaveCount(2);
    await locker.button(dialog, locker.t.submit).click();

    const checkout = new LocalCheckout(page);
    await checkout.expectOn("localhost");
    await checkout.pay.click();

    await expect(page).toHaveURL(new RegExp(`^http://localhost:\\d+/ar/dashboard\\?payment=success$`));
    await expect(locker.banner(locker.t.paymentSuccess)).toBeVisible();
    await expect(locker.heading).toHaveText(/مرحبًا/);
    expect(await scene.awaitingShipping(parcel)).toBe(true);
    expect(await locker.overflowsSideways()).toBe(false);
  });

  test("an offline request shows on the card and in the dialog; cancelled, the parcel is paid by card", async ({
    page,
    request,
    baseURL,
  }) => {
    const scene = await PaymentScene.start(request);
    const parcel = await scene.approvedParcel("PHO");
    const offline = await scene.offlinePayment(parcel);
    const locker = new PaymentLocker(page, "ar");
    await locker.signIn(baseURL!);
    await locker.open();

    // The card says a payment waits, by which method, how much; its button leads to it.
    const note = locker.pendingNote(parcel);
    await expect(note).toContainText(locker.t.pendingNote);
    await expect(note).toContainText(locker.t.offline);
    await expect(note).toContainText("€");
    await expect(locker.cardButton(parcel, locker.t.pay)).toHaveCount(0);
    await locker.cardButton(parcel, locker.t.viewPayment).click();

    // The dialog: method, amount, date, reference, what happens next; no second payment offered.
    const panel = locker.panel(parcel);
    await expect(panel).toContainText(locker.t.offline);
    await expect(panel).toContainText(offline.paymentId);
    await expect(panel).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await expect(locker.text(panel, locker.t.next)).toBeVisible();
    await expect(locker.offers(parcel)).toHaveCount(0);
    expect(await locker.overflowsSideways()).toBe(false);

    // Cancelled (asked twice): staff's desk no longer lists it, and the card route is open.
    await locker.button(panel, locker.t.cancel).click();
    await locker.button(panel, locker.t.confirmYes).click();
    const dialog = locker.dialog(parcel);
    await expect(locker.text(dialog, locker.t.cancelled)).toBeVisible();
    await expect(panel).toHaveCount(0);
    await expect(locker.offers(parcel)).toHaveCount(2);
    await expect(locker.pendingNote(parcel)).toHaveCount(0);
    expect(await scene.staffPendingOffline(parcel)).toEqual([]);

    await locker.button(dialog, locker.t.submit).click();
    await locker.payOnCheckout("127.0.0.1");
    expect(await scene.awaitingShipping(parcel)).toBe(true);
  });
});

test.describe("in English, at 1366 px", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  async function openPending(locker: PaymentLocker, parcel: PayableParcel, baseURL: string, button: string) {
    await locker.signIn(baseURL);
    await locker.open();
    await expect(locker.pendingNote(parcel)).toBeVisible();
    await locker.cardButton(parcel, button).click();
    await expect(locker.panel(parcel)).toBeVisible();
  }

  test("a cancel that loses to staff confirming the payment says the parcel is paid", async ({
    page,
    request,
    baseURL,
  }) => {
    const scene = await PaymentScene.start(request);
    const parcel = await scene.approvedParcel("PHR");
    const offline = await scene.offlinePayment(parcel);
    const locker = new PaymentLocker(page, "en");
    // The customer acts before the live message of staff's confirmation reaches the page.
    await locker.deafToLiveUpdates();
    await openPending(locker, parcel, baseURL!, locker.t.viewPayment);

    const panel = locker.panel(parcel);
    await locker.button(panel, locker.t.cancel).click();
    // Staff confirm the money arrived while the customer is about to cancel.
    await scene.confirmAsStaff(offline.id);
    await locker.button(panel, locker.t.confirmYes).click();

    const dialog = locker.dialog(parcel);
    await expect(locker.text(dialog, locker.t.alreadyPaid)).toBeVisible();
    await expect(locker.offers(parcel)).toHaveCount(0);
    await expect(locker.button(dialog, locker.t.submit)).toHaveCount(0);
    expect(await scene.awaitingShipping(parcel)).toBe(true);
  });

  test("an unfinished card checkout is resumed; bitcoin instructions are shown again", async ({
    page,
    request,
    baseURL,
  }) => {
    const scene = await PaymentScene.start(request);
    const [card, coins] = [await scene.approvedParcel("PHC"), await scene.approvedParcel("PHB")];
    await scene.unfinishedCardPayment(card, "en");
    const bitcoin = await scene.bitcoinPayment(coins);
    const locker = new PaymentLocker(page, "en");

    // A card checkout left open blocks nothing: the button still pays, the dialog offers to continue.
    await openPending(locker, card, baseURL!, locker.t.pay);
    await expect(locker.pendingNote(card)).toContainText(locker.t.cardUnfinished);
    await expect(locker.offers(card)).toHaveCount(2);
    await locker.button(locker.panel(card), locker.t.resumeCard).click();
    await locker.payOnCheckout("127.0.0.1");
    expect(await scene.awaitingShipping(card)).toBe(true);

    // Bitcoin: the instructions page again, with the payment's reference.
    await expect(locker.pendingNote(coins)).toContainText("Bitcoin");
    await locker.cardButton(coins, locker.t.viewPayment).click();
    await locker.link(locker.panel(coins), locker.t.resumeBitcoin).click();
    await expect(page).toHaveURL(/\/pay\/bitcoin\/[0-9a-f-]{36}\?lang=/);
    await expect(locker.pageText(bitcoin.paymentId)).toBeVisible();
  });
});
