import { expect, type Locator, type Page } from "@playwright/test";
import { ListScreen } from "./list-screen";

/**
 * The demo's parcel shipped with Colissimo whose delivery failed yesterday
 * (db/src/seed/demo-shipments.ts): its tracker, as the carrier left it.
 */
export const DEMO_FAILED_DELIVERY = "CP556677889FR";

/** packages/problems: shipped parcels with a problem, and the ticket written to the customer from a row. */
export class ShipmentProblems extends ListScreen {
  constructor(page: Page) {
    super(page, {
      path: "/packages/problems",
      table: "Shipped parcels with a problem",
      heading: "Shipments with problems",
    });
  }

  get ticketDialog(): Locator {
    return this.dialog(/^Write to .* about /);
  }

  /** Opens the row's dialog with the keyboard: the row focused, then Enter. */
  async writeFromRow(text: string): Promise<Locator> {
    const row = this.row(text);
    await row.focus();
    await row.press("Enter");
    await expect(this.ticketDialog).toBeVisible();
    return this.ticketDialog;
  }
}
