import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { DEMO_CUSTOMER } from "./intake";
import { bearer, newTrackNumber, ok, staffToken } from "./api";
import { Scene } from "./queues-shipping";
import { PageObject } from "./page-object";

/**
 * Payments on the customer site when something is in the way: a second
 * host name (the site reached as `localhost` while PUBLIC_URL names
 * 127.0.0.1), and a payment already in flight that the customer resumes or
 * cancels. The scene (a new approved parcel of the demo customer, a payment
 * request) is set through the API, as the other side would.
 */

export interface PayableParcel {
  _id: string;
  packageId: string;
  trackNumber: string;
  methods: { _id: string; price: number }[];
}

/** The same server under its other loopback name: PUBLIC_URL (the test config) says 127.0.0.1. */
export function secondHostUrl(baseURL: string, path: string): string {
  const url = new URL(path, baseURL);
  url.hostname = url.hostname === "127.0.0.1" ? "localhost" : "127.0.0.1";
  return url.toString();
}

export class PaymentScene {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly scene: Scene,
    private readonly staffToken: string,
  ) {}

  static async start(request: APIRequestContext): Promise<PaymentScene> {
    const scene = await Scene.start(request);
    return new PaymentScene(request, scene, await staffToken(request));
  }

  private get customer() {
    return bearer(this.scene.customer.token);
  }

  /** A new parcel of the demo customer, asked to ship and approved with two priced offers. */
  async approvedParcel(prefix: string): Promise<PayableParcel> {
    const asked = await this.scene.shippingRequest(newTrackNumber(prefix));
    await this.scene.approveElsewhere(asked);
    const { packages } = await ok<{ packages: PayableParcel[] }>(
      await this.request.get("/api/users/packages/get?perPage=100", { headers: this.customer }),
    );
    const parcel = packages.find((entry) => entry.packageId === asked.packageId);
    expect(parcel, "the approved parcel is in the locker").toBeDefined();
    return parcel!;
  }

  /** The customer asks to pay offline (an invoice by e-mail): the transaction's id. */
  async offlinePayment(parcel: PayableParcel): Promise<{ id: string; paymentId: string; amount: number }> {
    const { transaction } = await ok<{ transaction: { _id: string; paymentId: string; amount: number } }>(
      await this.request.post("/api/users/offline/create_payment", {
        headers: this.customer,
        data: { packageId: parcel._id, methodId: parcel.methods[0]!._id, paymentType: "bank_transfer" },
      }),
    );
    return { id: transaction._id, paymentId: transaction.paymentId, amount: transaction.amount };
  }

  /** The customer asks to pay in bitcoin. */
  async bitcoinPayment(parcel: PayableParcel): Promise<{ id: string; paymentId: string }> {
    const { transaction } = await ok<{ transaction: { _id: string; paymentId: string } }>(
      await this.request.post("/api/users/bitcoin/create_payment", {
        headers: this.customer,
        data: { packageId: parcel._id, methodId: parcel.methods[0]!._id },
      }),
    );
    return { id: transaction._id, paymentId: transaction.paymentId };
  }

  /** The customer opens a card checkout and leaves it unfinished. */
  async unfinishedCardPayment(parcel: PayableParcel, locale: "ar" | "en"): Promise<string> {
    const { checkoutUrl } = await ok<{ checkoutUrl: string }>(
      await this.request.post("/api/users/stripe/create_payment", {
        headers: this.customer,
        data: { packageId: parcel._id, methodId: parcel.methods[0]!._id, locale },
      }),
    );
    return checkoutUrl;
  }

  /** Staff confirm the payment on their desk (the money arrived). */
  async confirmAsStaff(transactionId: string): Promise<void> {
    await ok(
      await this.request.get(`/api/admins/bitcoin/confirm_payment/${transactionId}`, {
        headers: bearer(this.staffToken),
      }),
    );
  }

  /** What staff's pending offline list holds for this parcel. */
  async staffPendingOffline(parcel: PayableParcel): Promise<string[]> {
    const { transactions } = await ok<{ transactions: { _id: string }[] }>(
      await this.request.get(`/api/admins/transactions/offline?query=${parcel.packageId}`, {
        headers: bearer(this.staffToken),
      }),
    );
    return transactions.map((transaction) => transaction._id);
  }

  async awaitingShipping(parcel: PayableParcel): Promise<boolean> {
    const { packages } = await ok<{ packages: { packageId: string }[] }>(
      await this.request.get("/api/packages/awaiting-shipping/user?perPage=100", { headers: this.customer }),
    );
    return packages.some((entry) => entry.packageId === parcel.packageId);
  }
}

/** What the locker's payment parts say, in Arabic or English. */
const TEXTS = {
  ar: {
    pay: "اختر الشحن وادفع",
    viewPayment: "عرض الدفعة",
    payDialog: (code: string) => `الشحن والدفع للطرد ${code}`,
    pendingNote: "دفعة قيد الانتظار:",
    panel: "دفعة قيد التنفيذ",
    offline: "فاتورة بالبريد الإلكتروني",
    cardUnfinished: "بطاقة ائتمان (لم يكتمل الدفع)",
    next: /سنرسل إليك فاتورة/,
    cancel: "إلغاء هذه الدفعة",
    confirmYes: "نعم، ألغِه",
    cancelled: "أُلغي طلب الدفع. يمكنك الآن الدفع بالبطاقة.",
    resumeCard: "متابعة الدفع بالبطاقة",
    resumeBitcoin: "عرض تعليمات البيتكوين",
    submit: "ادفع",
    paymentSuccess: "تم الدفع بنجاح. سيتم شحن طردك قريبًا.",
    alreadyPaid: "تم دفع ثمن هذا الطرد بالفعل.",
  },
  en: {
    pay: "Choose shipping and pay",
    viewPayment: "View the payment",
    payDialog: (code: string) => `Shipping and payment for ${code}`,
    pendingNote: "Payment pending:",
    panel: "Payment in progress",
    offline: "Invoice by e-mail",
    cardUnfinished: "Credit Card (not finished)",
    next: /We will e-mail you an invoice/,
    cancel: "Cancel this payment",
    confirmYes: "Yes, cancel it",
    cancelled: "Your payment request was cancelled. You can now pay by card.",
    resumeCard: "Continue to the card payment",
    resumeBitcoin: "Show the bitcoin instructions",
    submit: "Pay",
    paymentSuccess: "Your payment was successful. Your parcel will be shipped soon.",
    alreadyPaid: "This parcel is already paid.",
  },
} as const;

export type Lang = keyof typeof TEXTS;

/** The locker (dashboard) with its parcel cards and the pay dialog. */
export class PaymentLocker {
  readonly main: Locator;
  readonly heading: Locator;
  readonly t: (typeof TEXTS)[Lang];

  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {
    this.main = page.getByRole("main");
    this.heading = this.main.getByRole("heading", { level: 1 });
    this.t = TEXTS[lang];
  }

  /** Signs the demo customer in through the English login page of `origin` (the host under test). */
  async signIn(origin: string): Promise<void> {
    await this.page.goto(new URL("/en/login", origin).toString());
    await this.main.getByLabel("E-mail", { exact: true }).fill(DEMO_CUSTOMER.email);
    await this.main.getByLabel("Password", { exact: true }).fill(DEMO_CUSTOMER.password);
    await this.main.getByRole("button", { name: "Log in", exact: true }).click();
    await expect(this.page).toHaveURL(/\/en\/dashboard/, { timeout: 20_000 });
  }

  /**
   * The page's live connection opens but hears nothing, as when a message
   * is late: what the customer sees is what the page knew when it acted.
   */
  async deafToLiveUpdates(): Promise<void> {
    await this.page.routeWebSocket(/\/ws$/, () => undefined);
  }

  async open(origin?: string): Promise<void> {
    const path = `/${this.lang}/dashboard`;
    await this.page.goto(origin ? new URL(path, origin).toString() : path);
    await expect(this.heading).toBeVisible({ timeout: 15_000 });
  }

  card(parcel: PayableParcel): Locator {
    return this.main.getByRole("article", { name: parcel.packageId, exact: true });
  }

  cardButton(parcel: PayableParcel, name: string): Locator {
    return this.card(parcel).getByRole("button", { name, exact: true });
  }

  pendingNote(parcel: PayableParcel): Locator {
    return this.card(parcel).getByRole("status");
  }

  dialog(parcel: PayableParcel): Locator {
    return this.page.getByRole("dialog", { name: this.t.payDialog(parcel.packageId) });
  }

  panel(parcel: PayableParcel): Locator {
    return this.dialog(parcel).getByRole("region", { name: this.t.panel });
  }

  button(scope: Locator, name: string): Locator {
    return scope.getByRole("button", { name, exact: true });
  }

  link(scope: Locator, name: string): Locator {
    return scope.getByRole("link", { name, exact: true });
  }

  /** The offers of the pay dialog (hidden while an offline or bitcoin request waits). */
  offers(parcel: PayableParcel): Locator {
    return this.dialog(parcel).getByRole("radio");
  }

  text(scope: Locator, text: string | RegExp): Locator {
    return scope.getByText(text, { exact: typeof text === "string" });
  }

  /** A text anywhere on the page (the bitcoin instructions, served outside the site). */
  pageText(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  /** The banner a return from checkout shows. */
  banner(text: string): Locator {
    return this.main.getByText(text, { exact: true });
  }

  /** Pays on the local checkout, which must be served from `host`, and waits for the locker's success banner. */
  async payOnCheckout(host: string): Promise<void> {
    const checkout = new LocalCheckout(this.page);
    await checkout.expectOn(host);
    await checkout.pay.click();
    await expect(this.banner(this.t.paymentSuccess)).toBeVisible({ timeout: 15_000 });
  }

  /** Whether the page is wider than the window (a phone layout that scrolls sideways). */
  overflowsSideways(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
  }
}

/** The built-in checkout that stands in for Stripe's hosted page. */
export class LocalCheckout extends PageObject {
  readonly pay = this.page.getByTestId("local-pay");

  async expectOn(host: string): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`^http://${host.replace(/\./g, "\\.")}:\\d+/pay/local/cs_local_`), {
      timeout: 15_000,
    });
    await expect(this.pay).toBeVisible({ timeout: 15_000 });
  }
}
