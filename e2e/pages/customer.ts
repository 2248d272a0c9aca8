import { readFileSync } from "node:fs";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { bearer, customerSession, ok, StaffSession } from "./api";
import { SitePage } from "./page-object";

/**
 * The signed-in customer's screens, English labels unless said,
 * and the staff steps of the journeys, done through the API with the demo
 * admin (as the back office would).
 */
const PHOTO = new URL("../fixtures/parcel.jpg", import.meta.url).pathname;

/** The staff's side of a journey: take in, accept an assembly, approve with offers, ship. */
export class StaffApi extends StaffSession {
  /** The first active warehouse in France, where the demo carriers work. */
  async warehouse(): Promise<{ _id: string }> {
    const { addresses } = await ok<{ addresses: { _id: string; country: string }[] }>(
      await this.request.get("/api/addresses/company"),
    );
    return addresses.find((address) => address.country === "FR") ?? addresses[0]!;
  }

  async intake(customerId: string, warehouseId: string, trackNumber: string): Promise<string> {
    const answer = await ok<{ package: { packageId: string } }>(
      await this.request.post("/api/packages/add", {
        headers: this.headers,
        multipart: {
          userId: customerId,
          warehouse: warehouseId,
          trackNumber,
          weight: "1.2",
          length: "30",
          width: "20",
          height: "10",
          // With its HS code: a label bought through the engine carries customs data.
          details: JSON.stringify([
            { description: "Shoes", quantity: 1, price: 40, madeIn: "FR", type: "Parcels", code_sh: "640399" },
          ]),
          photo: { name: "parcel.jpg", mimeType: "image/jpeg", buffer: readFileSync(PHOTO) },
        },
      }),
    );
    return answer.package.packageId;
  }

  /** Packs an open assemble request, photographed: the consolidated parcel appears in the locker. */
  async acceptAssembly(requestId: string): Promise<string> {
    const answer = await ok<{ package?: { packageId: string } }>(
      await this.request.post("/api/packages/add-assemble", {
        headers: this.headers,
        multipart: {
          requestId,
          weight: "2.4",
          length: "40",
          width: "30",
          height: "20",
          photo: { name: "box.jpg", mimeType: "image/jpeg", buffer: readFileSync(PHOTO) },
        },
      }),
    );
    return answer.package?.packageId ?? "";
  }

  /** Two carriers of the warehouse, priced. */
  async approve(packageId: string, warehouseId: string): Promise<void> {
    const { companies } = await ok<{ companies: { _id: string; warehouse: string }[] }>(
      await this.request.get("/api/users/shipping_companies"),
    );
    const carriers = companies.filter((company) => company.warehouse === warehouseId).slice(0, 2);
    expect(carriers.length).toBe(2);
    await ok(
      await this.request.post("/api/packages/approval/accept", {
        headers: this.headers,
        data: { packageId, methods: carriers.map((carrier, i) => ({ company: carrier._id, price: 25 + i * 10 })) },
      }),
    );
  }

  /** A staff reply on a ticket (multipart, text only). */
  async reply(ticketId: string, message: string): Promise<void> {
    await ok(
      await this.request.post("/api/admins/support/send", {
        headers: this.headers,
        multipart: { ticketId, message },
      }),
    );
  }

  async ship(packageId: string): Promise<void> {
    await ok(
      await this.request.post("/api/packages/shipping/ship", {
        headers: this.headers,
        data: {
          packageId,
          trackNumber: "CARRIER123",
          trackLink: "https://tracking.example/CARRIER123",
          weight: 2.4,
          length: 40,
          width: 30,
          height: 20,
        },
      }),
    );
  }
}

/** The customer's own calls, for what a journey needs to know (ids), never for what it checks. */
export class CustomerApi {
  private constructor(
    private readonly request: APIRequestContext,
    readonly token: string,
    readonly id: string,
  ) {}

  static async login(request: APIRequestContext, email: string, password: string): Promise<CustomerApi> {
    const { token, id } = await customerSession(request, email, password);
    return new CustomerApi(request, token, id);
  }

  async openAssembly(): Promise<string> {
    const { packagesGroups } = await ok<{ packagesGroups: { _id: string; awaitingApprove: boolean }[] }>(
      await this.request.get("/api/packages/group/user", { headers: bearer(this.token) }),
    );
    return packagesGroups.find((group) => group.awaitingApprove)!._id;
  }

  async lockerCodes(): Promise<string[]> {
    const { packages } = await ok<{ packages: { packageId: string }[] }>(
      await this.request.get("/api/users/packages/get?perPage=100", { headers: bearer(this.token) }),
    );
    return packages.map((parcel) => parcel.packageId);
  }
}

/** Logs in through the English login page and waits for the locker. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/en/login");
  const main = page.getByRole("main");
  await main.getByLabel("E-mail", { exact: true }).fill(email);
  await main.getByLabel("Password", { exact: true }).fill(password);
  await main.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/dashboard/);
}

/** Whether the page is wider than the window (a phone layout that scrolls sideways). */
export function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

/** The locker's tabs in Arabic: its lists, pre-alerts and search. */
export function arabicLockerTabs(page: Page): Locator {
  return page.getByRole("main").getByRole("navigation", { name: "طرودك" }).getByRole("link");
}

/** The locker and its dialogs (English). */
export class LockerPage extends SitePage {
  readonly toast = this.page.locator(".toast-region");
  readonly bell = this.page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
  readonly tabs = this.main.getByRole("navigation", { name: "Your parcels" });

  async goto(path = "dashboard"): Promise<void> {
    await this.page.goto(`/en/${path}`);
  }

  parcel(packageId: string): Locator {
    return this.main.getByRole("article", { name: packageId, exact: true });
  }

  /** The width of the parcel's photo as the browser decoded it: 0 until it has loaded (or when it cannot). */
  photoWidth(packageId: string): Promise<number> {
    return this.parcel(packageId)
      .locator("img:not(.flag-img)")
      .first()
      .evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));
  }

  assemblyRequest(): Locator {
    return this.main.getByRole("article", { name: "Assembly request" });
  }

  action(packageId: string, name: string): Locator {
    return this.parcel(packageId).getByRole("button", { name, exact: true });
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole("dialog", { name });
  }

  tab(name: string): Locator {
    return this.tabs.getByRole("link", { name: new RegExp(`^${name}`) });
  }

  alert(text: string): Locator {
    return this.main.getByText(text, { exact: true });
  }

  async expectToast(text: string): Promise<void> {
    await expect(this.toast).toContainText(text);
  }

  /** Ticks the given parcels in the open assemble dialog and sends it. */
  async assemble(packageIds: string[], note = ""): Promise<void> {
    const dialog = this.dialog("Assemble parcels");
    for (const id of packageIds) await dialog.getByRole("checkbox", { name: new RegExp(id) }).check();
    if (note) await dialog.getByLabel("Note (optional)").fill(note);
    // The savings preview answers after a pause and grows the dialog: a click while it is under way
    // can land where the button was. A customer sees the prices settle first; so does the test.
    const savings = dialog.getByRole("region", { name: /^Together or separately\?/ });
    await expect(savings.getByRole("list", { name: /^Prices per carrier/ })).toBeVisible();
    await expect(savings).toHaveAttribute("aria-busy", "false");
    await dialog.getByRole("button", { name: "Send the assembly request" }).click();
  }
}

/** The address form, in the address book or inside the ship dialog. */
export class AddressForm {
  constructor(readonly root: Locator) {}

  field(label: string): Locator {
    return this.root.getByLabel(label, { exact: true });
  }

  async chooseCountry(name: string): Promise<void> {
    const box = this.root.getByRole("combobox", { name: "Country" });
    await box.click();
    await box.fill(name);
    await this.root
      .page()
      .getByRole("option", { name: new RegExp(`^${name}`) })
      .first()
      .click();
  }

  async fill(values: {
    first: string;
    last: string;
    country: string;
    line1: string;
    city: string;
    zip: string;
    phone: string;
  }) {
    await this.field("First name").fill(values.first);
    await this.field("Last name").fill(values.last);
    await this.chooseCountry(values.country);
    await this.field("Address").fill(values.line1);
    await this.field("City").fill(values.city);
    await this.field("Postal code").fill(values.zip);
    await this.field("Phone number").fill(values.phone);
  }

  save(): Promise<void> {
    return this.root.getByRole("button", { name: "Save" }).click();
  }

  message(text: string): Locator {
    return this.root.getByText(text, { exact: true });
  }
}

/** Support: the list, the new-ticket dialog and a thread. */
export class SupportPage extends SitePage {
  async open(about: string): Promise<void> {
    await this.page.goto("/en/support");
    await this.main.getByRole("button", { name: "New ticket" }).click();
    const dialog = this.page.getByRole("dialog", { name: "Open a ticket" });
    await dialog.getByLabel("What is it about?").fill(about);
    await dialog.getByRole("button", { name: "Create the ticket" }).click();
  }

  async attach(path: string): Promise<void> {
    await this.main.getByLabel("Attach a file").setInputFiles(path);
  }

  /** Picks a file made of `bytes` under a name of the test's choosing (a program named like a photo). */
  async attachBytes(name: string, mimeType: string, bytes: Buffer): Promise<void> {
    await this.main.getByLabel("Attach a file").setInputFiles({ name, mimeType, buffer: bytes });
  }

  /** Why the chosen file cannot be sent. */
  fileRefusal(): Locator {
    return this.main.getByRole("alert").filter({ hasText: "Remove this file or choose another one" });
  }

  async send(message: string): Promise<void> {
    await this.main.getByLabel("Your message").fill(message);
    await this.main.getByRole("button", { name: "Send", exact: true }).click();
  }

  thread(): Locator {
    return this.main.locator(".thread");
  }

  /** An attachment of the thread, named by its file's name (a photo may have been sent as WebP). */
  attachmentLink(name: string | RegExp = /^parcel\.(jpg|webp)$/): Locator {
    return this.thread().getByRole("link", { name });
  }

  ticketId(): string {
    return new URL(this.page.url()).pathname.split("/").pop() ?? "";
  }
}

export const PARCEL_PHOTO = PHOTO;

/** The local checkout that stands in for Stripe when no Stripe keys are set: its Pay button. */
export async function payOnLocalCheckout(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/pay\/local\//);
  await page.getByTestId("local-pay").click();
}

/** A customer signed up and confirmed through the API, ready to log in. */
export async function confirmedCustomer(
  request: APIRequestContext,
  tag: string,
  codeOf: (request: APIRequestContext, email: string) => Promise<string>,
): Promise<{ email: string; password: string; firstName: string }> {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const customer = { email: `customer-${tag}-${id}@example.com`, password: "long-enough-1", firstName: "Nadia" };
  const { token } = await ok<{ token: string }>(
    await request.post("/api/users/signup", {
      data: { ...customer, lastName: "Haddad", phone: "+33612345678", language: "en" },
    }),
  );
  const otp = await codeOf(request, customer.email);
  await ok(await request.post("/api/users/confirm-otp", { headers: bearer(token), data: { otp } }));
  return customer;
}
