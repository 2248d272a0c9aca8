import { expect, test } from "./fixtures";
import { keepStaffSession } from "./pages/admin";
import {
  ConfigApi,
  CustomerPosts,
  dialogAction,
  IMAGE,
  NOT_AN_IMAGE,
  overflowsSideways,
  PostsScreen,
  rowSwitch,
  ShopsScreen,
  uniqueName,
  WarehousesScreen,
} from "./pages/back-office-config";
import { logIn } from "./pages/customer";
import { MarketPage } from "./pages/web-market";

test.describe("configuration screens (browser build)", () => {
  test.beforeEach(async ({ page }) => {
    await keepStaffSession(page, "admin");
  });

  test("warehouses: bad input changes nothing; added disabled, edited, enabled, disabled after a confirmation", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const api = await ConfigApi.login(request);
    const city = uniqueName("Liège");
    const screen = new WarehousesScreen(page);
    await screen.goto();

    await screen.addButton.click();
    const dialog = screen.dialog("New warehouse");
    await expect(dialog).toBeVisible();
    // Empty: every required field says so, nothing is sent.
    await dialogAction(dialog, "Add warehouse").click();
    await expect(screen.problem(dialog)).toContainText("Check the fields marked in red.");
    await expect(screen.fieldError(dialog, "Country")).toHaveText("Choose a country.");
    await expect(screen.fieldError(dialog, "City")).toHaveText("Enter the city.");
    await expect(screen.fieldError(dialog, "Phone")).toHaveText("Enter the phone number.");

    await screen.field(dialog, "Country").selectOption({ label: "Belgium" });
    await screen.field(dialog, "State or region").fill("Wallonie");
    await screen.field(dialog, "City").fill(city);
    await screen.field(dialog, "Postal code").fill("4".repeat(500));
    await screen.field(dialog, "Address line 1").fill("Rue de l'Aéroport 1");
    await screen.field(dialog, "Phone").fill("+32 4 000 00 00");
    await screen.field(dialog, "Colour").fill("red");
    await screen.chooseFile(dialog, "Flag image", NOT_AN_IMAGE);
    await dialogAction(dialog, "Add warehouse").click();
    await expect(screen.fieldError(dialog, "Postal code")).toHaveText("This is too long.");
    await expect(screen.fieldError(dialog, "Colour")).toHaveText("Enter a hex colour like #1565C0.");
    await expect(screen.fieldError(dialog, "Flag image")).toContainText("This file is not an image");
    expect(await api.warehouseId(city)).toBeUndefined();

    // Fixed: what was typed is still there.
    await expect(screen.field(dialog, "City")).toHaveValue(city);
    await screen.field(dialog, "Postal code").fill("4000");
    await screen.field(dialog, "Colour").fill("#ffcc00");
    await screen.chooseFile(dialog, "Flag image", IMAGE);
    await dialogAction(dialog, "Add warehouse").click();
    await expect(dialog).toBeHidden();
    await expect(screen.toast(`Warehouse in ${city} added (disabled).`)).toBeVisible();

    await screen.find(city);
    const row = screen.row(city);
    await expect(row).toContainText("Disabled");
    await expect(row).toContainText("#FFCC00");
    await expect(row.locator("img")).toBeVisible();

    // Edit: a refused save keeps the dialog and its text.
    await row.getByRole("button", { name: "Edit", exact: true }).click();
    const edit = screen.dialog(`Edit warehouse in ${city}`);
    await screen.field(edit, "Address line 1").fill("");
    await dialogAction(edit, "Save changes").click();
    await expect(screen.fieldError(edit, "Address line 1")).toHaveText("Enter the first address line.");
    await screen.field(edit, "Address line 1").fill("Rue de l'Aéroport 2");
    await edit.press("Control+Enter");
    await expect(edit).toBeHidden();
    await expect(row).toContainText("Rue de l'Aéroport 2");

    // Opening asks nothing; closing says how many customers see it.
    const id = (await api.warehouseId(city))!;
    try {
      await rowSwitch(row).click({ force: true });
      await expect(screen.toast(`Warehouse in ${city} enabled.`)).toBeVisible();
      await expect(row).toContainText("Active");
      await rowSwitch(row).click({ force: true });
      const confirm = screen.dialog(`Disable the warehouse in ${city}?`);
      await expect(confirm).toContainText(/\d+ customers? sees? this address/);
      // The dialog takes the keyboard a frame after it is drawn; an Escape before that reaches the page behind.
      await expect(confirm.locator("form")).toBeFocused();
      await confirm.press("Escape");
      await expect(confirm).toBeHidden();
      await expect(row).toContainText("Active");
      await rowSwitch(row).click({ force: true });
      await dialogAction(confirm, "Disable warehouse").click();
      await expect(screen.toast(`Warehouse in ${city} disabled.`)).toBeVisible();
      await expect(row).toContainText("Disabled");
    } finally {
      await api.closeWarehouse(id);
    }
  });

  test("shops and categories: bad input refused; a shop added shows in the market, deleted it leaves", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const category = uniqueName("Vintage");
    const shop = uniqueName("Brocante");
    const screen = new ShopsScreen(page);
    await screen.goto();

    // A category: empty, then named.
    await screen.addCategory.click();
    const newCategory = screen.dialog("New category");
    await dialogAction(newCategory, "Add category").click();
    await expect(screen.fieldError(newCategory, "Name")).toHaveText("Enter a name.");
    await screen.field(newCategory, "Name").fill(category);
    await dialogAction(newCategory, "Add category").click();
    await expect(newCategory).toBeHidden();
    await expect(screen.category(category)).toBeVisible();

    await screen.addShop.click();
    const dialog = screen.dialog("New shop");
    await dialogAction(dialog, "Add shop").click();
    await expect(screen.fieldError(dialog, "Name")).toHaveText("Enter a name.");
    await expect(screen.fieldError(dialog, "Category")).toHaveText("Choose a category.");
    await expect(screen.fieldError(dialog, "Link")).toHaveText("Enter the shop's link.");
    await expect(screen.fieldError(dialog, "Logo")).toHaveText("Choose a logo image.");

    await screen.field(dialog, "Name").fill("n".repeat(101));
    await screen.field(dialog, "Category").selectOption({ label: category });
    await screen.field(dialog, "Link").fill("brocante");
    await screen.chooseFile(dialog, "Logo", NOT_AN_IMAGE);
    await dialogAction(dialog, "Add shop").click();
    await expect(screen.fieldError(dialog, "Name")).toHaveText("This is too long.");
    await expect(screen.fieldError(dialog, "Link")).toHaveText("Enter a full link starting with http:// or https://.");
    await expect(screen.fieldError(dialog, "Logo")).toContainText("This file is not an image");

    await screen.field(dialog, "Name").fill(shop);
    await screen.field(dialog, "Link").fill("https://brocante.example.fr");
    await screen.chooseFile(dialog, "Logo", IMAGE);
    await dialogAction(dialog, "Add shop").click();
    await expect(dialog).toBeHidden();
    await expect(screen.toast(`Shop “${shop}” added: customers see it in the market.`)).toBeVisible();
    await screen.find(shop);
    await expect(screen.row(shop)).toContainText(category);

    // The customer's market (France by default) shows it.
    const customer = await page.context().newPage();
    const market = new MarketPage(customer);
    await market.goto();
    await expect(market.tile(shop)).toBeVisible();
    await expect(market.category(category)).toBeVisible();

    // A category that a shop uses cannot be deleted.
    await screen.rowButton(screen.category(category), "Delete").click();
    const refuse = screen.dialog(`Delete the category “${category}”?`);
    await dialogAction(refuse, "Delete category").click();
    await expect(screen.problem(refuse)).toContainText("Shops still use this category");
    // The refused button gave the focus up: Esc once the dialog has it back, or the dialog stays on top.
    await screen.closeDialog(refuse);

    // Delete the shop: the market no longer shows it; then the category goes.
    await screen.rowButton(screen.row(shop), "Delete").click();
    const remove = screen.dialog(`Delete the shop “${shop}”?`);
    await dialogAction(remove, "Delete shop").click();
    await expect(remove).toBeHidden();
    await expect(screen.emptyState()).toBeVisible();
    await market.goto();
    await expect(market.tile(shop)).toHaveCount(0);

    await screen.rowButton(screen.category(category), "Delete").click();
    await dialogAction(screen.dialog(`Delete the category “${category}”?`), "Delete category").click();
    await expect(screen.category(category)).toHaveCount(0);
  });

  test("posts: bad input refused; a sale published shows on the landing page and in the locker, in Arabic on a phone", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const api = await ConfigApi.login(request);
    const title = uniqueName("Spring sale");
    const arabic = `تخفيضات الربيع ${title.split(" ").pop()}`;
    const screen = new PostsScreen(page);
    await screen.goto();

    await screen.newPost.click();
    const dialog = screen.dialog("New post");
    await dialogAction(dialog, "Publish post").click();
    await expect(screen.fieldError(dialog, "Type")).toHaveText("Please select a post type");
    await expect(screen.fieldError(dialog, "Title (English)")).toHaveText("Please fill this field");
    await expect(screen.fieldError(dialog, "Content (Arabic)")).toHaveText("Please fill this field");
    await expect(screen.fieldError(dialog, "Warehouse")).toHaveText("Please select a warehouse");

    await screen.field(dialog, "Type").selectOption("SALES");
    await screen.field(dialog, "Warehouse").selectOption({ index: 1 });
    await screen.field(dialog, "Title (English)").fill(title);
    await screen.field(dialog, "Title (Arabic)").fill(arabic);
    await screen.field(dialog, "Title (French)").fill(`Soldes ${title}`);
    await screen.field(dialog, "Content (English)").fill("Everything at the warehouse shop is cheaper this week.");
    await screen.field(dialog, "Content (Arabic)").fill("كل شيء أرخص هذا الأسبوع.");
    await screen.field(dialog, "Content (French)").fill("Tout est moins cher cette semaine.");
    await screen.field(dialog, "Discount (%)").fill("101");
    await screen.chooseFile(dialog, "Image", NOT_AN_IMAGE);
    await dialogAction(dialog, "Publish post").click();
    await expect(screen.fieldError(dialog, "Discount (%)")).toHaveText("The discount is a number from 0 to 100.");
    await expect(screen.fieldError(dialog, "Image")).toContainText("This file is not an image");
    expect(await api.postIds(title)).toEqual([]);

    await screen.field(dialog, "Discount (%)").fill("25");
    await screen.chooseFile(dialog, "Image", IMAGE);
    await dialogAction(dialog, "Publish post").click();
    await expect(dialog).toBeHidden();
    await expect(screen.toast(`Post “${title}” published.`)).toBeVisible();
    const row = screen.row(title);
    await expect(row).toContainText("Sales");
    await expect(row).toContainText("−25%");
    await expect(row.locator("img")).toBeVisible();

    try {
      // The landing page, in English.
      const visitor = await browser.newPage();
      const posts = new CustomerPosts(visitor);
      await visitor.goto("/en");
      await expect(posts.card(title)).toContainText("−25%", { timeout: 15_000 });
      await expect(posts.card(title)).toContainText("Everything at the warehouse shop is cheaper this week.");

      // In Arabic on a 390 px phone: the Arabic text, right to left, nothing wider than the screen.
      await visitor.setViewportSize({ width: 390, height: 844 });
      await visitor.goto("/ar");
      await expect(posts.card(arabic)).toBeVisible();
      await expect(posts.card(arabic)).toContainText("خصم 25%");
      await expect(visitor.locator("html")).toHaveAttribute("dir", "rtl");
      expect(await overflowsSideways(visitor)).toBe(false);
      await visitor.close();

      // The customer's locker.
      const customer = await browser.newPage();
      await logIn(customer, "demo@ipf.example", "demo-password");
      // The locker loads its parcels, alerts and posts at once: on a busy machine, give it time.
      await expect(new CustomerPosts(customer).card(title)).toBeVisible({ timeout: 15_000 });
      await customer.close();

      // Edit: the discount shows for sales only; back to a blog post.
      await row.getByRole("button", { name: "Edit", exact: true }).click();
      const edit = screen.dialog(`Edit “${title}”`);
      await expect(screen.field(edit, "Discount (%)")).toHaveValue("25");
      await screen.field(edit, "Type").selectOption("BLOG");
      await expect(screen.field(edit, "Discount (%)")).toHaveCount(0);
      await dialogAction(edit, "Save changes").click();
      await expect(edit).toBeHidden();
      await expect(row).toContainText("Blog");

      await row.getByRole("button", { name: `Delete ${title}` }).click();
      await dialogAction(screen.dialog(`Delete the post “${title}”?`), "Delete post").click();
      await expect(row).toHaveCount(0);
    } finally {
      for (const id of await api.postIds(title)) await api.deletePost(id);
    }
  });
});
