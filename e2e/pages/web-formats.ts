import { expect, type APIRequestContext, type Locator, type Page, type Request } from "@playwright/test";
import { bearer, customerSession, ok } from "./api";
import { confirmedCustomer, logIn, StaffApi } from "./customer";
import { confirmationCodeFor } from "./web-auth";
import { PageObject, SitePage } from "./page-object";

/**
 * The customer site's formats and small defects, seen in Arabic on a phone
 * (390 px) unless said: one money and unit format per language, the photo
 * request state, the transactions table, the calculator, the profile's
 * e-mail and phone change. Labels are the Arabic catalogue's.
 */
export const PHONE = { width: 390, height: 844 };

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`.toUpperCase();

/** A track number no other test uses, `length` characters long. */
export function trackNumber(length = 16): string {
  return `FM${unique()}${"7".repeat(40)}`.slice(0, length);
}

/** A new confirmed customer with an address book entry titled by default, and the staff to serve them. */
export class Shopper {
  private constructor(
    readonly request: APIRequestContext,
    readonly email: string,
    readonly password: string,
    readonly token: string,
    readonly id: string,
    readonly staff: StaffApi,
    readonly warehouseId: string,
  ) {}

  static async create(request: APIRequestContext): Promise<Shopper> {
    const { email, password } = await confirmedCustomer(request, "formats", confirmationCodeFor);
    const { token, id } = await customerSession(request, email, password);
    const staff = await StaffApi.login(request);
    const warehouse = await staff.warehouse();
    return new Shopper(request, email, password, token, id, staff, warehouse._id);
  }

  private get headers() {
    return bearer(this.token);
  }

  /** An address with no title: the server names it "My First Address". */
  async addAddress(): Promise<string> {
    const { address } = await ok<{ address: { _id: string } }>(
      await this.request.post("/api/users/addresses/add", {
        headers: this.headers,
        data: {
          name: "Nadia Haddad",
          country: "FR",
          city: "Paris",
          zip: "75001",
          addressLineOne: "1 rue de Rivoli",
          phone: "+33612345678",
        },
      }),
    );
    return address._id;
  }

  /** A parcel received for this customer: its code. */
  receive(track: string): Promise<string> {
    return this.staff.intake(this.id, this.warehouseId, track);
  }

  private async parcelId(packageId: string): Promise<string> {
    const { packages } = await ok<{ packages: { _id: string; packageId: string }[] }>(
      await this.request.get("/api/users/packages/get?perPage=100", { headers: this.headers }),
    );
    return packages.find((parcel) => parcel.packageId === packageId)!._id;
  }

  /** Received, asked to ship to the first address, approved with two priced carriers. */
  async approvedParcel(track: string): Promise<string> {
    const address = await this.addAddress();
    const packageId = await this.receive(track);
    await ok(
      await this.request.post("/api/packages/request/package-approve", {
        headers: this.headers,
        data: { packageId: await this.parcelId(packageId), address, removeBills: false, removeShoeBoxes: false },
      }),
    );
    await this.staff.approve(packageId, this.warehouseId);
    return packageId;
  }

  async requestPhotos(packageId: string): Promise<void> {
    await ok(
      await this.request.post("/api/packages/images/request", {
        headers: this.headers,
        data: { id: await this.parcelId(packageId) },
      }),
    );
  }

  /** An offline payment (asked in euros) of the approved parcel's first offer: its id. */
  async payOffline(packageId: string): Promise<string> {
    const { packages } = await ok<{ packages: { _id: string; packageId: string; methods: { _id: string }[] }[] }>(
      await this.request.get("/api/users/packages/get?perPage=100", { headers: this.headers }),
    );
    const parcel = packages.find((candidate) => candidate.packageId === packageId)!;
    const { transaction } = await ok<{ transaction: { _id: string } }>(
      await this.request.post("/api/users/offline/create_payment", {
        headers: this.headers,
        data: { packageId: parcel._id, methodId: parcel.methods[0]!._id, paymentType: "bank_transfer" },
      }),
    );
    return transaction._id;
  }

  /** The customer cancels their payment in flight. */
  async cancelPayment(transactionId: string): Promise<void> {
    await ok(await this.request.post(`/api/users/transactions/${transactionId}/cancel`, { headers: this.headers }));
  }

  /** Signs in (English login page), then opens `path` in Arabic. */
  async open(page: Page, path: string): Promise<void> {
    await logIn(page, this.email, this.password);
    await page.goto(`/ar/${path}`);
  }

  /** The newest six-digit code the development outbox holds for `email`. */
  codeSentTo(email: string): Promise<string> {
    return confirmationCodeFor(this.request, email);
  }
}

/** The Arabic locker and its dialogs. */
export class ArabicLocker extends SitePage {
  card(packageId: string): Locator {
    return this.main.getByRole("article", { name: packageId, exact: true });
  }

  /** The locker has loaded the parcel (slow on a busy machine: a longer wait than the default). */
  async ready(packageId: string): Promise<void> {
    await expect(this.card(packageId)).toBeVisible({ timeout: 20_000 });
  }

  action(packageId: string, name: string): Locator {
    return this.card(packageId).getByRole("button", { name, exact: true });
  }

  trackNumber(packageId: string): Locator {
    return this.card(packageId).locator("dd.track-number");
  }

  statusBadge(packageId: string): Locator {
    return this.card(packageId).locator(".badge").first();
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole("dialog", { name });
  }

  payDialog(packageId: string): Locator {
    return this.dialog(`الشحن والدفع للطرد ${packageId}`);
  }

  /** The carriers offered in the pay dialog: their name, their logo box and their price. */
  offers(packageId: string): Locator {
    return this.payDialog(packageId).locator("label.pick-method");
  }

  offerName(offer: Locator): Locator {
    return offer.locator(".pick-text strong");
  }

  offerLogo(offer: Locator): Locator {
    return offer.locator(".pick-logo");
  }

  offerPrice(offer: Locator): Locator {
    return offer.locator(".pick-price");
  }
}

/** The local checkout page. */
export class Checkout {
  constructor(readonly page: Page) {}

  fact(label: string): Locator {
    return this.page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
  }
}

/** Measures in the page, for what a layout bug looks like. */
export async function box(locator: Locator) {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    const style = getComputedStyle(element);
    return {
      width: rect.width,
      height: rect.height,
      textWidth: text.width,
      lineHeight: parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5,
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    };
  });
}

/** The transactions table (Arabic). */
export class Transactions extends PageObject {
  readonly table = this.page.getByRole("main").getByRole("table");

  header(name: string): Locator {
    return this.table.getByRole("columnheader", { name, exact: true });
  }

  row(text: string): Locator {
    return this.table.getByRole("row").filter({ hasText: text });
  }

  cell(row: Locator, index: number): Locator {
    return row.getByRole("cell").nth(index);
  }

  /** The row's texts (labels and values) that are not wholly on the screen, cut or scrolled off sideways. */
  offScreen(row: Locator): Promise<string[]> {
    return row.evaluate((tr) => {
      const texts = [...tr.querySelectorAll<HTMLElement>("td > *")].filter((element) => element.offsetParent);
      return texts
        .filter((element) => {
          const box = element.getBoundingClientRect();
          const cell = element.closest("td")!.getBoundingClientRect();
          return (
            box.left < 0 || box.right > window.innerWidth || box.left < cell.left - 1 || box.right > cell.right + 1
          );
        })
        .map((element) => element.textContent ?? "");
    });
  }
}

/** The calculator (Arabic). */
export class ArabicCalculator extends SitePage {
  readonly weight = this.main.getByLabel("الوزن", { exact: true });
  readonly weightError = this.main.locator("#calc-weight-error");
  readonly calculate = this.main.getByRole("button", { name: "احسب" });
  readonly offers = this.main.getByRole("list", { name: "عروض الشحن" }).getByRole("listitem");
  readonly otherWeights = this.main.getByRole("table", { name: "الأسعار بأوزان أخرى" });
  readonly otherWeightsScroller = this.otherWeights.locator("xpath=..");

  async goto(): Promise<void> {
    await this.page.goto("/ar/calculator");
    await expect(this.weight).toBeVisible();
  }

  /** Every quote call (POST /api/users/calc_shipping) from now on. */
  recordQuotes(): Request[] {
    const calls: Request[] = [];
    this.page.on("request", (request) => {
      if (request.url().endsWith("/api/users/calc_shipping") && request.method() === "POST") calls.push(request);
    });
    return calls;
  }

  /** The other-weights table with every price in (no cell still loading). */
  async tableFilled(): Promise<void> {
    await expect(this.otherWeights).toBeVisible();
    await expect(this.otherWeights.locator(".table-loading")).toHaveCount(0);
  }
}

/** The profile's e-mail and phone, and their change dialog (Arabic). */
export class ArabicProfile extends SitePage {
  readonly email = this.main.getByLabel("البريد الإلكتروني", { exact: true });
  readonly phone = this.main.getByLabel("رقم الهاتف", { exact: true });
  readonly changeEmail = this.main.getByRole("button", { name: "تغيير بريدي الإلكتروني" });
  readonly changePhone = this.main.getByRole("button", { name: "تغيير رقم هاتفي" });
  readonly toast = this.page.locator(".toast-region");

  dialog(kind: "email" | "phone"): Locator {
    return this.page.getByRole("dialog", { name: kind === "email" ? "تغيير بريدك الإلكتروني" : "تغيير رقم هاتفك" });
  }

  field(kind: "email" | "phone", label: string): Locator {
    return this.dialog(kind).getByLabel(label, { exact: true });
  }

  sendCode(kind: "email" | "phone"): Promise<void> {
    return this.dialog(kind).getByRole("button", { name: "أرسلوا لي رمزًا" }).click();
  }

  confirm(kind: "email" | "phone"): Promise<void> {
    return this.dialog(kind).getByRole("button", { name: "تأكيد", exact: true }).click();
  }

  message(kind: "email" | "phone", text: string): Locator {
    return this.dialog(kind).getByText(text, { exact: true });
  }
}
