import { expect, test } from "./fixtures";
import { TicketScreen } from "./pages/back-office-support";
import { DEMO_FAILED_DELIVERY, ShipmentProblems } from "./pages/shipment-problems";

/**
 * The shipment problems queue lists the demo's failed delivery (its tracker
 * as the carrier left it), and staff write to the customer from the row:
 * the dialog comes written about the parcel, and the row then leads to
 * the ticket instead of offering a second.
 */
test("a failed delivery is listed, and the ticket written from its row is the one it then opens", async ({ page }) => {
  const problems = new ShipmentProblems(page);
  await problems.openAs("support");
  await problems.find(DEMO_FAILED_DELIVERY);
  const row = problems.row(DEMO_FAILED_DELIVERY);
  await expect(row).toContainText("Delivery failed");
  await expect(row).toContainText("Delivery attempted: recipient absent, notice left");

  const dialog = await problems.writeFromRow(DEMO_FAILED_DELIVERY);
  await expect(problems.field(dialog, "Subject")).toHaveValue(/\S/);
  await expect(problems.field(dialog, "Message")).toHaveValue(new RegExp(DEMO_FAILED_DELIVERY));
  await problems.pressMainAction(dialog);
  // A new ticket, or the demo customer's open one (a customer holds one open ticket at a time).
  await problems.expectToast(
    /^(Ticket opened: the customer has the message|Message added to the customer's open ticket)$/,
  );

  await problems.rowButton(DEMO_FAILED_DELIVERY, "Open ticket").click();
  await expect(new TicketScreen(page).thread).toContainText(DEMO_FAILED_DELIVERY);
});
