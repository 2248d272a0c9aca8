import { expect, test } from "./fixtures";
import {
  AddressForm,
  arabicLockerTabs,
  confirmedCustomer,
  CustomerApi,
  LockerPage,
  logIn,
  overflowsSideways,
  PARCEL_PHOTO,
  StaffApi,
  SupportPage,
} from "./pages/customer";
import { DEMO_CUSTOMER } from "./pages/web";
import { confirmationCodeFor } from "./pages/web-auth";

test.describe("the customer area", () => {
  test("search finds parcels by track number or parcel number, ignoring case", async ({ page, request }) => {
    const customer = await confirmedCustomer(request, "search", confirmationCodeFor);
    const staff = await StaffApi.login(request);
    const warehouse = await staff.warehouse();
    const me = await CustomerApi.login(request, customer.email, customer.password);
    const suffix = Date.now().toString(36).toUpperCase();
    const first = await staff.intake(me.id, warehouse._id, `SRC${suffix}ONE`);
    const second = await staff.intake(me.id, warehouse._id, `SRC${suffix}TWO`);
    await logIn(page, customer.email, customer.password);
    const locker = new LockerPage(page);

    await locker.tab("Search").click();
    await page.getByRole("searchbox", { name: "Track number or parcel number" }).fill(`src${suffix}one`.toLowerCase());

    await expect(locker.parcel(first)).toBeVisible();
    // Its photo, private, comes through the signed link of the answer.
    await expect.poll(() => locker.photoWidth(first)).toBeGreaterThan(0);
    await expect(locker.parcel(second)).toHaveCount(0);
    await page.getByRole("searchbox", { name: "Track number or parcel number" }).fill(second.toLowerCase());
    await expect(locker.parcel(second)).toBeVisible();
    await expect(locker.parcel(first)).toHaveCount(0);
    await page.getByRole("searchbox", { name: "Track number or parcel number" }).fill("no-such-parcel");
    await expect(page.getByText("No parcel matches your search.")).toBeVisible();
  });

  test("keeps an address book: add, edit and delete after confirming", async ({ page, request }) => {
    const customer = await confirmedCustomer(request, "book", confirmationCodeFor);
    await logIn(page, customer.email, customer.password);
    await page.goto("/en/addressbook");
    const main = page.getByRole("main");

    await main.getByRole("button", { name: "Add an address" }).click();
    const form = new AddressForm(page.getByRole("dialog", { name: "Add an address" }));
    await form.fill({
      first: "Nadia",
      last: "Haddad",
      country: "France",
      line1: "3 rue de la Paix",
      city: "Paris",
      zip: "75002",
      phone: "612345678",
    });
    // Arabic letters are refused with a message, never dropped: labels are printed in Latin script.
    await form.field("City").fill("Paris باريس");
    await expect(form.field("City")).toHaveValue("Paris باريس");
    await expect(form.field("City")).toHaveAccessibleDescription(
      "Use Latin letters (A–Z) only: this is printed on the shipping label.",
    );
    await form.field("City").fill("Paris");
    await form.save();
    await expect(page.getByText("The address has been added successfully")).toBeVisible();
    const entry = main.getByRole("listitem").filter({ hasText: "3 rue de la Paix" });
    await expect(entry.getByRole("heading", { name: "My First Address" })).toBeVisible();

    await entry.getByRole("button", { name: /Edit/ }).click();
    const edit = new AddressForm(page.getByRole("dialog", { name: "Edit the address" }));
    await edit.field("Title (optional)").fill("Home");
    await edit.save();
    await expect(entry.getByRole("heading", { name: "Home" })).toBeVisible();

    await entry.getByRole("button", { name: /Delete/ }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this address?" });
    await expect(confirm).toContainText("“Home” will be removed");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("The address was deleted successfully")).toBeVisible();
    await expect(main.getByText("Your address book is empty.")).toBeVisible();
  });

  test("opens a ticket, sends a photo, and sees the staff reply arrive live", async ({ page, request }) => {
    const customer = await confirmedCustomer(request, "support", confirmationCodeFor);
    await logIn(page, customer.email, customer.password);
    const support = new SupportPage(page);

    await support.open("My parcel arrived damaged");
    await expect(page.getByRole("heading", { level: 1, name: "My parcel arrived damaged" })).toBeVisible();
    await support.send("");
    await expect(page.getByText("you can't send an empty message")).toBeVisible();
    // A program named like a photo is refused when picked, by its bytes, and holds the message back.
    await support.attachBytes(
      "photo.png",
      "image/png",
      Buffer.from("MZ\x90\x00 This program cannot be run in DOS mode."),
    );
    await expect(support.fileRefusal()).toContainText("you can only upload image or pdf files");
    await support.send("Not without its photo");
    await expect(support.fileRefusal()).toBeVisible();
    await support.attach(PARCEL_PHOTO);
    await expect(support.fileRefusal()).toHaveCount(0);
    await support.send("Here is a photo");
    await expect(support.thread()).toContainText("Here is a photo");
    await expect(support.thread()).not.toContainText("Not without its photo");
    await expect(support.attachmentLink()).toHaveAttribute(
      "href",
      /^\/uploads\/.+\.webp\?expires=\d+&signature=[\w-]+$/,
    );

    // A second ticket is refused while this one is open: the dialog offers to go to it.
    await page.goto("/en/support");
    await page.getByRole("main").getByRole("button", { name: "New ticket" }).click();
    await expect(page.getByRole("dialog", { name: "You already have an open ticket." })).toBeVisible();
    await page.getByRole("link", { name: "Go to my ticket" }).click();
    await expect(page).toHaveURL(/\/support\/[0-9a-f-]{36}$/);

    const staff = await StaffApi.login(request);
    await staff.reply(support.ticketId(), "Sorry about that, we are looking into it");
    await expect(support.thread()).toContainText("Sorry about that, we are looking into it");
    await expect(new LockerPage(page).bell).toHaveAccessibleName(/New notifications/);
  });

  test("a session the API refuses sends the customer to log in", async ({ page, request }) => {
    const customer = await confirmedCustomer(request, "expired", confirmationCodeFor);
    await logIn(page, customer.email, customer.password);
    const locker = new LockerPage(page);
    await expect(locker.tab("Incoming")).toBeVisible();
    // A password change elsewhere signs every other session out.
    const me = await CustomerApi.login(request, customer.email, customer.password);
    await request.post("/api/users/update_password", {
      headers: { Authorization: `Bearer ${me.token}` },
      data: { curPassword: customer.password, newPassword: "another-long-one" },
    });

    // The page is refused at its next call to the API: the list the customer opens, or
    // sooner, when its live connection joins after the change (on a slow machine it can).
    await Promise.race([page.waitForURL(/\/en\/login/), locker.tab("Awaiting shipping").click()]);

    await expect(page).toHaveURL(/\/en\/login/);
  });
});

test.describe("the customer area in Arabic, on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("every screen reads right to left without sideways scrolling", async ({ page }) => {
    await logIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    for (const path of [
      "dashboard",
      "awaiting-shipping",
      "shipped",
      "search",
      "addressbook",
      "address",
      "user/edit",
      "transactions",
      "support",
      "purchases",
      "purchases/new",
    ]) {
      await page.goto(`/ar/${path}`);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
      expect(await overflowsSideways(page), path).toBe(false);
    }

    // On the narrowest phone every tab (the three lists, pre-alerts, buy for me, search) is in sight, none cut or scrolled away.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/ar/shipped");
    const tabs = arabicLockerTabs(page);
    await expect(tabs).toHaveCount(6);
    // Measured once the lists' counts have come and widened their tabs.
    for (const list of [0, 1, 2]) await expect(tabs.nth(list)).toContainText(/\d/);
    for (const tab of await tabs.all()) {
      await expect(tab).toBeInViewport({ ratio: 1 });
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
    await page.setViewportSize({ width: 375, height: 800 });

    // A parcel's buttons run across its whole card, under the photo, not in the column beside it.
    await page.goto("/ar/dashboard");
    const card = page
      .getByRole("main")
      .getByRole("article")
      .filter({ has: page.getByRole("group") })
      .first();
    const [cardBox, buttons] = [(await card.boundingBox())!, (await card.getByRole("group").boundingBox())!];
    expect(buttons.width).toBeGreaterThan(cardBox.width * 0.8);
  });
});
