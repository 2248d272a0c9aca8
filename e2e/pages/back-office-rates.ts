import { expect, type Locator } from "@playwright/test";
import { ADMIN_BASE } from "./admin";
import { ok, StaffSession } from "./api";
import { PageObject } from "./page-object";

/**
 * The rates, side-rates and zones screens of the back office, and the same
 * objects made through the API (with the demo admin) where a test only
 * needs them to exist.
 */

/** A name no other test or run has used. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`;
}

export const NOT_AN_IMAGE = { name: "logo.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") };

type Card = "main" | "side";

interface Quote {
  _id: string;
  name: string;
  price: number;
}

/** Zones, carriers and ranges made or read through the API, as the back office would. */
export class RatesApi extends StaffSession {
  private path(card: Card, call: string): string {
    return `/api/admins/${card === "side" ? "side_" : ""}${call}`;
  }

  /** The open warehouse in France, which the public calculator picks first. */
  async frenchWarehouse(): Promise<{ _id: string; city: string }> {
    const { addresses } = await ok<{ addresses: { _id: string; city: string; country: string }[] }>(
      await this.request.get("/api/addresses/company"),
    );
    return addresses.find((address) => address.country === "FR") ?? addresses[0]!;
  }

  async createZone(name: string, countries: string[]): Promise<string> {
    const { zone } = await ok<{ zone: { _id: string } }>(
      await this.request.post("/api/zones/add", { headers: this.headers, data: { name, countries } }),
    );
    return zone._id;
  }

  async createCarrier(card: Card, name: string, warehouse: string): Promise<string> {
    const { company } = await ok<{ company: { _id: string } }>(
      await this.request.post(this.path(card, "create_shipping_company"), {
        headers: this.headers,
        multipart: { name, nameAR: "ناقل", minShipTime: "2", maxShipTime: "5", warehouse },
      }),
    );
    return company._id;
  }

  async createRange(card: Card, company: string, zone: string, from: number, to: number, price: number) {
    await ok(
      await this.request.post(this.path(card, "create_range"), {
        headers: this.headers,
        data: { company, zone, from, to, price },
      }),
    );
  }

  /**
   * A new zone of `countries` and a new carrier of the French warehouse on the
   * main card, with one priced band: the starting point of a grid test.
   */
  async carrierWithBand(
    names: { zone: string; carrier: string },
    countries: string[],
    band: { from: number; to: number; price: number },
  ) {
    const warehouse = await this.frenchWarehouse();
    const zoneName = uniqueName(names.zone);
    const carrierName = uniqueName(names.carrier);
    const zone = await this.createZone(zoneName, countries);
    const carrier = await this.createCarrier("main", carrierName, warehouse._id);
    await this.createRange("main", carrier, zone, band.from, band.to, band.price);
    return { warehouse, zoneName, carrierName, zone, carrier };
  }

  async deleteRanges(card: Card, carrier: string): Promise<void> {
    const { results } = await ok<{ results: { _id: string; ranges: { _id: string }[] }[] }>(
      await this.request.get(this.path(card, "get_shipping_companies"), { headers: this.headers }),
    );
    for (const range of results.find((c) => c._id === carrier)?.ranges ?? []) {
      await ok(
        await this.request.post(this.path(card, "delete_range"), {
          headers: this.headers,
          data: { rangeId: range._id },
        }),
      );
    }
  }

  async removeCarrier(card: Card, id: string): Promise<void> {
    await ok(await this.request.get(this.path(card, `remove_company/${id}`), { headers: this.headers }));
  }

  async carrierNames(card: Card): Promise<string[]> {
    const { results } = await ok<{ results: { name: string }[] }>(
      await this.request.get(this.path(card, "get_shipping_companies"), { headers: this.headers }),
    );
    return results.map((carrier) => carrier.name);
  }

  async ranges(card: Card, carrier: string): Promise<{ from: number; to: number; price: number }[]> {
    const { results } = await ok<{ results: { _id: string; ranges: { from: number; to: number; price: number }[] }[] }>(
      await this.request.get(this.path(card, "get_shipping_companies"), { headers: this.headers }),
    );
    return (results.find((c) => c._id === carrier)?.ranges ?? []).map(({ from, to, price }) => ({ from, to, price }));
  }

  /** What the public calculator quotes (POST /api/users/calc_shipping), [] when it quotes nothing. */
  async quote(country: string, warehouse: string, weight: number): Promise<Quote[]> {
    const answer = await this.request.post("/api/users/calc_shipping", { data: { country, warehouse, weight } });
    if (answer.status() === 422) return [];
    return (await ok<{ prices: Quote[] }>(answer)).prices;
  }

  async priceOf(carrier: string, country: string, warehouse: string, weight: number): Promise<number | undefined> {
    return (await this.quote(country, warehouse, weight)).find((line) => line.name === carrier)?.price;
  }
}

/** The zones screen and its dialog. */
export class ZonesScreen extends PageObject {
  readonly newZone = this.page.getByRole("button", { name: "New zone" });
  readonly search = this.page.getByRole("searchbox", { name: "Search a zone or a country" });
  readonly table = this.page.getByRole("table", { name: "Zones" });
  readonly dialog = this.page.getByRole("dialog");
  readonly name = this.dialog.getByLabel("Name", { exact: true });
  readonly countrySearch = this.dialog.getByRole("searchbox", { name: "Search countries by name or code" });
  readonly chosenCount = this.dialog.locator("#zone-countries-count");
  readonly sharedWarning = this.dialog.getByText(/also in another zone/);
  readonly dialogError = this.dialog.getByRole("alert");

  async goto(): Promise<void> {
    await this.page.goto(`${ADMIN_BASE}/zones`);
    await expect(this.page.getByRole("heading", { level: 1, name: "Zones" })).toBeVisible();
  }

  async find(name: string): Promise<Locator> {
    await this.search.fill(name);
    await this.search.press("Enter");
    const row = this.row(name);
    await expect(row).toBeVisible();
    return row;
  }

  row(name: string): Locator {
    return this.table.locator("tbody tr").filter({ hasText: name });
  }

  /** Sorts the list by a column (a second click: the other way), and waits for the rows. */
  async sortBy(column: "Name" | "Countries"): Promise<void> {
    await this.table
      .getByRole("columnheader", { name: new RegExp(`^${column}$`) })
      .getByRole("button")
      .click();
    await expect(this.page.locator(".ipf-table-scroll")).toHaveAttribute("aria-busy", "false");
  }

  get firstRow(): Locator {
    return this.table.locator("tbody tr").first();
  }

  /** Ticks (or unticks) a country found by a search in the dialog. */
  async tick(search: string, country: string): Promise<void> {
    await this.countrySearch.fill(search);
    await this.country(country).click();
  }

  country(name: string): Locator {
    return this.dialog.locator(".ipf-zone-country").filter({ hasText: new RegExp(`^${name} [A-Z]{2}`) });
  }

  /** The message under the name field. */
  get nameMessage(): Locator {
    return this.dialog.locator("#zone-name-error");
  }

  submit(action: "Create zone" | "Save zone"): Promise<void> {
    return this.dialog.getByRole("button", { name: action }).click();
  }
}

/** The rates (or side rates) screen: carriers, the price grid and the calculator preview. */
export class RatesScreen extends PageObject {
  readonly newCarrier = this.page.getByRole("button", { name: "New carrier" });
  readonly carriers = this.page.getByRole("navigation", { name: "Carriers" });
  readonly dialog = this.page.getByRole("dialog");
  readonly grid = this.page.locator(".ipf-rate-table");
  readonly addBand = this.page.getByRole("button", { name: "Add weight band" });
  readonly addZone = this.page.getByRole("combobox", { name: "Add a zone column…" });
  readonly save = this.page.getByRole("button", { name: "Save prices" });
  readonly unsaved = this.page.locator(".ipf-rate-grid-head").getByText("Unsaved changes");
  readonly gridErrors = this.page.locator(".ipf-rate-grid-errors");
  readonly enabled = this.page.getByRole("checkbox", { name: "Enabled" });
  readonly preview = this.page.getByRole("complementary", { name: "Calculator preview" });
  readonly previewCountry = this.preview.getByLabel("Destination");
  readonly previewWeight = this.preview.getByLabel("Weight (kg)");

  async goto(card: Card = "main"): Promise<void> {
    await this.page.goto(`${ADMIN_BASE}/${card === "side" ? "side-rates" : "rates"}`);
    await expect(
      this.page.getByRole("heading", { level: 1, name: card === "side" ? "Side rates" : "Rates" }),
    ).toBeVisible();
  }

  carrier(name: string): Locator {
    return this.carriers.locator(`button[data-carrier="${name}"]`);
  }

  async open(name: string): Promise<void> {
    await this.carrier(name).click();
    await expect(this.page.getByRole("heading", { level: 2, name: new RegExp(`^${name}`) })).toBeVisible();
  }

  /** A field of the carrier dialog, by its label. */
  field(label: string): Locator {
    return this.dialog.getByLabel(label, { exact: true });
  }

  /** The message under a field of the carrier dialog. */
  fieldMessage(label: string): Locator {
    return this.dialog
      .locator(".bp6-form-group")
      .filter({ has: this.page.getByLabel(label, { exact: true }) })
      .locator(".bp6-form-helper-text");
  }

  get logo(): Locator {
    return this.dialog.locator("#carrier-logo");
  }

  /** The chosen carrier's logo above its prices. */
  get carrierLogo(): Locator {
    return this.page.locator("img.ipf-carrier-logo");
  }

  /** Opens the chosen carrier's edit dialog. */
  async edit(): Promise<void> {
    await this.page.getByRole("button", { name: "Edit", exact: true }).click();
    await expect(this.dialog).toBeVisible();
  }

  async fillCarrier(values: {
    name: string;
    nameAR: string;
    minDays: string;
    maxDays: string;
    warehouse?: string;
  }): Promise<void> {
    await this.field("Name").fill(values.name);
    await this.field("Arabic name").fill(values.nameAR);
    await this.field("Minimum days").fill(values.minDays);
    await this.field("Maximum days").fill(values.maxDays);
    if (values.warehouse) await this.field("Warehouse").selectOption(values.warehouse);
  }

  dialogButton(name: string): Locator {
    return this.dialog.getByRole("button", { name });
  }

  /** The From or To cell of the band in row `row` (1-based). */
  bound(row: number, bound: "From" | "To"): Locator {
    return this.grid.getByRole("textbox", { name: `${bound}, band ${row}`, exact: true });
  }

  /** The price cell of a zone in row `row` (1-based). */
  price(row: number, zone: string): Locator {
    return this.grid
      .locator("tbody tr")
      .nth(row - 1)
      .getByRole("textbox", { name: new RegExp(`^Price for ${zone.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")},`) });
  }

  /** A carrier's line in the preview, with its prices now and after saving. */
  previewLine(carrier: string): { now: Locator; after: Locator; row: Locator } {
    const row = this.preview.locator(`tr[data-carrier="${carrier}"]`);
    return { row, now: row.locator('[data-price="now"]'), after: row.locator('[data-price="after"]') };
  }

  toast(text: string | RegExp): Locator {
    // The same message twice (two refused saves) shows two toasts.
    return this.page.locator(".bp6-toast").filter({ hasText: text }).first();
  }
}
