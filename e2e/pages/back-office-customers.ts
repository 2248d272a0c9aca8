import { expect as baseExpect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { ADMIN_BASE } from "./admin";
import { ListScreen } from "./list-screen";
import { confirmationCodeFor } from "./web-auth";
import { StaffApi } from "./customer";
import { bearer, newTrackNumber, ok, staffToken } from "./api";
import { PageObject } from "./page-object";

/**
 * The back office's customer and money screens (manage users, the customer
 * page, edit, offline and bitcoin payments, transactions), and the scene
 * their tests set through the API: a new customer of their own, with a
 * phone number no other test uses, parcels and payments.
 */

const expect = baseExpect.configure({ timeout: 15_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

export interface TestCustomer {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** E.164, "+2136........". */
  phone: string;
  /** The same number as an Algerian would say it: "06 .. .. .. ..". */
  nationalPhone: string;
  /** The customer code ("User Hash"). */
  code: string;
  token: string;
}

export interface PayableParcel {
  _id: string;
  packageId: string;
  trackNumber: string;
  methods: { _id: string; price: number }[];
}

/** The staff and a new customer, through the API, for what a test arranges rather than checks. */
export class CustomerScene {
  private constructor(
    readonly request: APIRequestContext,
    readonly staff: StaffApi,
  ) {}

  static async start(request: APIRequestContext): Promise<CustomerScene> {
    return new CustomerScene(request, await StaffApi.login(request));
  }

  /** Another desk confirms a pending payment (the money arrived). */
  async confirmElsewhere(transactionId: string): Promise<void> {
    const token = await staffToken(this.request);
    await ok(
      await this.request.get(`/api/admins/bitcoin/confirm_payment/${transactionId}`, { headers: bearer(token) }),
    );
  }

  /** Signs up, confirms the e-mail with the code from the development outbox, and signs in. */
  async newCustomer(firstName = "Samira"): Promise<TestCustomer> {
    const id = unique();
    const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, "0");
    const customer = {
      email: `bo-customer-${id}@example.com`,
      password: "long-enough-1",
      firstName,
      lastName: "Belkacem",
      phone: `+2136${digits}`,
      nationalPhone: `06 ${digits.replace(/(\d\d)(?=\d)/g, "$1 ")}`,
    };
    const { token: signupToken } = await ok<{ token: string }>(
      await this.request.post("/api/users/signup", {
        data: {
          firstName: customer.firstName,
          lastName: customer.lastName,
          email: customer.email,
          phone: customer.phone,
          password: customer.password,
          language: "en",
        },
      }),
    );
    const otp = await confirmationCodeFor(this.request, customer.email);
    await ok(
      await this.request.post("/api/users/confirm-otp", {
        headers: bearer(signupToken),
        data: { otp },
      }),
    );
    const { token } = await ok<{ token: string }>(
      await this.request.post("/api/users/login", {
        data: { email: customer.email, password: customer.password },
        headers: { "User-Agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36" },
      }),
    );
    const { user } = await ok<{ user: { id: string; addressHash: string } }>(
      await this.request.get("/api/users/getuser", { headers: bearer(token) }),
    );
    return { ...customer, id: user.id, code: user.addressHash, token };
  }

  /** A new parcel received for the customer at the French warehouse: its track number and code. */
  async parcel(customer: TestCustomer, prefix = "BOC"): Promise<{ trackNumber: string; packageId: string }> {
    const warehouse = await this.staff.warehouse();
    const trackNumber = newTrackNumber(prefix);
    const packageId = await this.staff.intake(customer.id, warehouse._id, trackNumber);
    return { trackNumber, packageId };
  }

  /** A parcel the customer asked to ship (to Paris) and staff approved with two priced offers. */
  async approvedParcel(customer: TestCustomer, prefix = "BOP"): Promise<PayableParcel> {
    const headers = bearer(customer.token);
    const warehouse = await this.staff.warehouse();
    const { trackNumber, packageId } = await this.parcel(customer, prefix);
    const { address } = await ok<{ address: { _id: string } }>(
      await this.request.post("/api/users/addresses/add", {
        headers,
        data: {
          name: `${customer.firstName} ${customer.lastName}`,
          country: "FR",
          city: "Paris",
          zip: "75001",
          addressLineOne: "1 rue de Rivoli",
          phone: "+33612345678",
        },
      }),
    );
    await ok(
      await this.request.post("/api/packages/request/package-approve", {
        headers,
        data: { packageId, addressId: address._id },
      }),
    );
    await this.staff.approve(packageId, warehouse._id);
    const { packages } = await ok<{ packages: PayableParcel[] }>(
      await this.request.get("/api/users/packages/get?perPage=100", { headers }),
    );
    const parcel = packages.find((entry) => entry.packageId === packageId);
    expect(parcel, "the approved parcel is in the locker").toBeDefined();
    return { ...parcel!, trackNumber };
  }

  /** The customer asks to pay offline (bank transfer) or in bitcoin: the transaction's id. */
  async pendingPayment(customer: TestCustomer, parcel: PayableParcel, kind: "offline" | "bitcoin"): Promise<string> {
    const { transaction } = await ok<{ transaction: { _id: string } }>(
      await this.request.post(`/api/users/${kind}/create_payment`, {
        headers: bearer(customer.token),
        data: {
          packageId: parcel._id,
          methodId: parcel.methods[0]!._id,
          ...(kind === "offline" ? { paymentType: "bank_transfer" } : {}),
        },
      }),
    );
    return transaction._id;
  }

  /** Whether the customer's parcel is paid and waits for shipping (the customer's own list). */
  async awaitingShipping(customer: TestCustomer, packageId: string): Promise<boolean> {
    const { packages } = await ok<{ packages: { packageId: string }[] }>(
      await this.request.get("/api/packages/awaiting-shipping/user?perPage=100", {
        headers: bearer(customer.token),
      }),
    );
    return packages.some((entry) => entry.packageId === packageId);
  }

  /** The customer's names as the API has them now. */
  async customerNames(customer: TestCustomer): Promise<{ firstName: string; lastName: string; email: string }> {
    const { user } = await ok<{ user: { firstName: string; lastName: string; email: string } }>(
      await this.request.get("/api/users/getuser", { headers: bearer(customer.token) }),
    );
    return user;
  }
}

export class UsersScreen extends ListScreen {
  constructor(page: Page) {
    super(page, { path: "/manageusers", search: "Name, e-mail, phone, code", table: "Customers" });
  }
}

export class PendingPaymentsScreen extends ListScreen {
  constructor(page: Page, kind: "offline" | "bitcoin") {
    super(page, {
      path: kind === "offline" ? "/payment/offline" : "/requests/bitcoin",
      search: "Track, parcel ID, payment ID, e-mail",
      table: kind === "offline" ? "Pending offline payments" : "Pending bitcoin payments",
    });
  }
}

export class TransactionsScreen extends ListScreen {
  readonly method: Locator;
  readonly from: Locator;
  readonly to: Locator;
  readonly filterError: Locator;

  constructor(page: Page) {
    super(page, { path: "/transactions", search: "Track, parcel ID, payment ID, e-mail", table: "Transactions" });
    this.method = page.getByLabel("Method", { exact: true });
    this.from = page.getByLabel("From", { exact: true });
    this.to = page.getByLabel("To", { exact: true });
    this.filterError = page.getByRole("group", { name: "Date range" }).getByRole("alert");
  }
}

/** The customer page: facts, tabs of tables, and the actions in its header. */
export class CustomerDetailScreen extends PageObject {
  readonly heading = this.page.getByRole("heading", { level: 1 });
  readonly facts = this.page.getByLabel("Customer", { exact: true });
  readonly suspicion = this.page.getByRole("note");
  readonly toasts = this.page.locator(".bp6-toast");

  async goto(customerId: string): Promise<void> {
    await this.page.goto(`${ADMIN_BASE}/user/${customerId}`);
  }

  tab(name: string): Locator {
    return this.page.getByRole("tab", { name: new RegExp(`^${name}`) });
  }

  /** The table of the tab shown. */
  table(name: string): Locator {
    return this.page.getByRole("table", { name, exact: true });
  }

  action(name: string): Locator {
    return this.page.locator(".ipf-page-header").getByRole("button", { name });
  }

  dialog(title: string | RegExp): Locator {
    return this.page.getByRole("dialog", { name: title });
  }

  status(text: string): Locator {
    return this.page.getByRole("status").filter({ hasText: text });
  }
}

/** The edit form of a customer. */
export class EditCustomerScreen extends PageObject {
  readonly form = this.page.getByRole("form", { name: "Edit customer" });
  readonly save = this.form.getByRole("button", { name: "Save" });
  readonly failure = this.form.getByRole("alert");

  async goto(customerId: string): Promise<void> {
    await this.page.goto(`${ADMIN_BASE}/edituser/${customerId}`);
    await expect(this.field("First name")).not.toHaveValue("");
  }

  field(label: "First name" | "Last name" | "E-mail" | "Phone"): Locator {
    return this.form.getByLabel(label, { exact: true });
  }

  message(text: string): Locator {
    return this.form.getByText(text, { exact: true });
  }
}

/** Signs the customer in on the English site and waits for the locker. */
export async function customerSignIn(page: Page, customer: Pick<TestCustomer, "email" | "password">): Promise<void> {
  await page.goto("/en/login");
  const main = page.getByRole("main");
  await main.getByLabel("E-mail", { exact: true }).fill(customer.email);
  await main.getByLabel("Password", { exact: true }).fill(customer.password);
  await main.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/dashboard/);
}
