import type { APIRequestContext, Locator } from "@playwright/test";
import { confirmedCustomer, CustomerApi, StaffApi, type LockerPage } from "./customer";
import type { SupportDesk, TicketScreen } from "./back-office-support";
import { confirmationCodeFor } from "./web-auth";

/**
 * Reporting an error on a parcel: the locker's dialog (English labels), and
 * what the back office shows of a report on the support desk and a thread.
 */
/** A new confirmed customer (English) with one parcel staff have just taken in: its code. */
export async function customerWithParcel(request: APIRequestContext) {
  const customer = await confirmedCustomer(request, "report", confirmationCodeFor);
  const me = await CustomerApi.login(request, customer.email, customer.password);
  const staff = await StaffApi.login(request);
  const warehouse = await staff.warehouse();
  const code = await staff.intake(me.id, warehouse._id, `REP${Date.now().toString(36).toUpperCase()}`);
  return { customer, code };
}

export class ReportDialog {
  readonly root: Locator;

  constructor(
    private readonly locker: LockerPage,
    readonly packageId: string,
  ) {
    this.root = locker.dialog(`Report an error on ${packageId}`);
  }

  async open(): Promise<void> {
    await this.locker.action(this.packageId, "Report an error").click();
  }

  async choose(kind: "Wrong weight" | "Wrong size" | "Wrong or unclear photo" | "Wrong content line"): Promise<void> {
    await this.root.getByRole("radio", { name: kind }).check();
  }

  async write(note: string): Promise<void> {
    await this.root.getByLabel("Your note").fill(note);
  }

  async attach(file: string | { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.root.getByLabel("A photo (optional)").setInputFiles(file);
  }

  async send(): Promise<void> {
    await this.root.getByRole("button", { name: "Send the report" }).click();
  }

  problem(text: string): Locator {
    return this.root.getByText(text, { exact: true });
  }
}

/** The card's "Under review" label (in Arabic, قيد المراجعة). */
export function underReview(locker: LockerPage, packageId: string, label = "Under review"): Locator {
  return locker.parcel(packageId).getByText(label, { exact: true });
}

/** The desk list's mark of a ticket holding the parcel under review. */
export function reviewMark(desk: SupportDesk, subject: string, packageId: string): Locator {
  return desk.row(subject).getByText(`${packageId} under review`, { exact: true });
}

/** The report on its message in a thread. */
export function reportOn(ticket: TicketScreen, note: string): Locator {
  return ticket.message(note).getByRole("group", { name: "Parcel error report" });
}
