import { expect, type APIRequestContext, type Locator } from "@playwright/test";
import { bearer } from "./api";
import { PageObject } from "./page-object";

export const DEMO_CUSTOMER = { email: "demo@ipf.example", password: "demo-password" };

interface LockerParcel {
  _id: string;
  packageId: string;
  approved: boolean;
  confirmPayment: boolean;
  methods: { _id: string; price: number }[];
}

/** The demo customer's API session, to set the scene the way the payment dialog does. */
export class CustomerApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async signIn(request: APIRequestContext): Promise<CustomerApi> {
    const login = await request.post("/api/users/login", { data: DEMO_CUSTOMER });
    expect(login.ok()).toBe(true);
    return new CustomerApi(request, ((await login.json()) as { token: string }).token);
  }

  private get headers() {
    return bearer(this.token);
  }

  /** A parcel awaiting payment (approved, with priced methods, not yet paid). */
  async payableParcel(): Promise<LockerParcel> {
    const answer = await this.request.get("/api/users/packages/get?perPage=100", { headers: this.headers });
    expect(answer.ok()).toBe(true);
    const { packages } = (await answer.json()) as { packages: LockerParcel[] };
    const parcel = packages.find((p) => p.approved && !p.confirmPayment && p.methods.length > 0);
    expect(parcel, "the demo seed has an approved parcel").toBeDefined();
    return parcel!;
  }

  /** POST /api/users/stripe/create_payment, as the Pay button does. */
  async createCardPayment(parcel: LockerParcel, locale: "ar" | "en" | "fr"): Promise<string> {
    const answer = await this.request.post("/api/users/stripe/create_payment", {
      headers: this.headers,
      data: { packageId: parcel._id, methodId: parcel.methods[0]!._id, locale },
    });
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as { checkoutUrl: string }).checkoutUrl;
  }

  async awaitingShippingCodes(): Promise<string[]> {
    const answer = await this.request.get("/api/packages/awaiting-shipping/user?perPage=100", {
      headers: this.headers,
    });
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as { packages: { packageId: string }[] }).packages.map((p) => p.packageId);
  }
}

/** The built-in checkout page that stands in for Stripe's hosted one. */
export class LocalCheckoutPage extends PageObject {
  readonly heading = this.page.getByRole("heading", { level: 1 });
  readonly pay = this.page.getByTestId("local-pay");
  readonly cancel = this.page.getByTestId("local-cancel");

  /** Opens the checkout URL the API answered, on the server under test. */
  async open(checkoutUrl: string): Promise<void> {
    const url = new URL(checkoutUrl);
    await this.page.goto(url.pathname);
    await expect(this.pay).toBeVisible();
  }

  amount(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}
