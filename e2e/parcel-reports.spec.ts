import { expect, test } from "./fixtures";
import { LOADED, signInAt, SupportDesk, TicketScreen } from "./pages/back-office-support";
import { LockerPage, logIn, overflowsSideways } from "./pages/customer";
import { customerWithParcel, ReportDialog, reportOn, reviewMark, underReview } from "./pages/parcel-reports";

// A sign-up, an intake and a staff sign-in, on a machine shared with the other suites.
test.describe.configure({ timeout: 90_000 });

test.describe("reporting an error on a parcel", () => {
  test("a wrong weight reported on a phone, answered by support", async ({ page, browser, request }) => {
    const { customer, code } = await customerWithParcel(request);
    // On a phone, in English.
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, customer.email, customer.password);
    const locker = new LockerPage(page);
    const report = new ReportDialog(locker, code);
    await expect(locker.parcel(code)).toBeVisible(LOADED);

    // Nothing chosen, nothing written, a file that is no photo: each said by its field, nothing sent.
    await report.open();
    await report.attach({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("plain text") });
    await report.send();
    await expect(report.problem("Choose what is wrong.")).toBeVisible();
    await expect(report.problem("Please write a note.")).toBeVisible();
    await expect(report.problem("The file is not an image.")).toBeVisible();
    await report.root.getByRole("button", { name: "Cancel" }).click();
    await expect(underReview(locker, code)).toHaveCount(0);

    await report.open();
    await report.choose("Wrong weight");
    await report.write("My kitchen scale says 0.8 kg, not 1.2 kg.");
    await report.send();
    await locker.expectToast("Your report was sent. The parcel is under review until our team answers.");
    await expect(underReview(locker, code)).toBeVisible();
    await expect(locker.action(code, "Report an error")).toHaveCount(0);
    expect(await overflowsSideways(page)).toBe(false);
    // The same label in Arabic, right to left.
    await page.goto("/ar/dashboard");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(underReview(locker, code, "قيد المراجعة")).toBeVisible(LOADED);
    expect(await overflowsSideways(page)).toBe(false);
    await locker.goto();
    await expect(underReview(locker, code)).toBeVisible(LOADED);

    // Support sees it on the desk and in the thread, and answers.
    const deskPage = await (await browser.newContext()).newPage();
    await signInAt(deskPage, "support");
    const desk = new SupportDesk(deskPage);
    await desk.goto();
    const subject = `Error reported on parcel ${code}`;
    await desk.find(code);
    await expect(reviewMark(desk, subject, code)).toBeVisible(LOADED);
    await desk.row(subject).click();
    const ticket = new TicketScreen(deskPage);
    await expect(ticket.heading(subject)).toBeVisible(LOADED);
    const note = "My kitchen scale says 0.8 kg, not 1.2 kg.";
    await expect(reportOn(ticket, note)).toContainText("Wrong weight");
    await expect(reportOn(ticket, note)).toContainText("Under review: reply to answer it");
    await ticket.write("We weighed it again: 0.8 kg. The weight is corrected.");
    await ticket.send.click();
    await expect(ticket.message("We weighed it again")).toBeVisible();
    await expect(reportOn(ticket, note)).toContainText("Answered");

    // The customer's locker hears of it live: no longer under review, and a new report is possible.
    await expect(underReview(locker, code)).toHaveCount(0);
    await expect(locker.action(code, "Report an error")).toBeVisible();
    await deskPage.context().close();
  });
});
