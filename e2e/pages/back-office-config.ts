import { readFileSync } from "node:fs";
import { type Locator, type Page } from "@playwright/test";
import { ok, StaffSession } from "./api";
import { SettledListScreen } from "./list-screen";
import { PageObject } from "./page-object";

/**
 * The warehouses, shops and categories, and posts screens of the back
 * office, and where customers see their work: the market, the landing page
 * and the locker.
 */

const PHOTO_PATH = new URL("../fixtures/parcel.jpg", import.meta.url).pathname;

/** A real image, for flags, logos and post images. */
export const IMAGE = { name: "image.jpg", mimeType: "image/jpeg", buffer: readFileSync(PHOTO_PATH) };
export const NOT_AN_IMAGE = { name: "logo.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") };

/** A name no other test or run has used. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`;
}

/** One of the configuration screens: its table, search, dialogs and toasts. */
class ConfigScreen extends SettledListScreen {
  constructor(page: Page, path: string, search: string, table: string) {
    super(page, { path, search, table });
  }

  /** The dialog's summary of a refused action. */
  problem(dialog: Locator): Locator {
    return dialog.locator(".bp6-callout");
  }

  /** The message shown under a field of a dialog. */
  fieldError(dialog: Locator, label: string): Locator {
    return dialog
      .locator(".bp6-form-group.bp6-intent-danger")
      .filter({ has: this.page.getByText(label, { exact: true }) })
      .locator(".bp6-form-helper-text");
  }

  async chooseFile(dialog: Locator, label: string, file: typeof IMAGE): Promise<void> {
    await dialog.getByLabel(label, { exact: true }).setInputFiles(file);
  }
}

export class WarehousesScreen extends ConfigScreen {
  constructor(page: Page) {
    super(page, "/manage-address", "Search warehouses", "Warehouses");
  }

  get addButton(): Locator {
    return this.button("Add warehouse");
  }

  statusSwitch(row: Locator): Locator {
    return row.getByRole("checkbox");
  }
}

export class ShopsScreen extends ConfigScreen {
  readonly categories: Locator;

  constructor(page: Page) {
    super(page, "/manage-shops", "Search shops", "Shops");
    this.categories = page.getByRole("region", { name: "Categories" });
  }

  get addShop(): Locator {
    return this.button("Add shop");
  }

  get addCategory(): Locator {
    return this.categories.getByRole("button", { name: "Add category", exact: true });
  }

  category(name: string): Locator {
    return this.categories.getByRole("row").filter({ hasText: name });
  }

  override rowButton(row: string | Locator, name: string): Locator {
    return (typeof row === "string" ? this.row(row) : row).getByRole("button", { name: new RegExp(`^${name} `) });
  }
}

export class PostsScreen extends ConfigScreen {
  constructor(page: Page) {
    super(page, "/posts", "", "Posts");
  }

  get newPost(): Locator {
    return this.button("New post");
  }
}

/** The live posts strip of the customer site (landing page and locker). */
export class CustomerPosts extends PageObject {
  readonly strip = this.page.locator(".posts-strip");

  card(title: string): Locator {
    return this.page
      .getByTestId("post-card")
      .filter({ has: this.page.getByRole("heading", { name: title, exact: true }) });
  }
}

/** Clean-up through the API with the demo admin, so a test leaves nothing live behind. */
export class ConfigApi extends StaffSession {
  async postIds(title: string): Promise<string[]> {
    const { posts } = await ok<{ posts: { _id: string; title: { en: string } }[] }>(
      await this.request.get("/api/posts?all=true&perPage=100", { headers: this.headers }),
    );
    return posts.filter((post) => post.title.en === title).map((post) => post._id);
  }

  async deletePost(id: string): Promise<void> {
    await this.request.delete(`/api/posts/${id}`, { headers: this.headers });
  }

  async closeWarehouse(id: string): Promise<void> {
    await this.request.put(`/api/admins/address/${id}`, { headers: this.headers, data: { isActive: false } });
  }

  async warehouseId(city: string): Promise<string | undefined> {
    const { addresses } = await ok<{ addresses: { _id: string; city: string }[] }>(
      await this.request.get("/api/admins/address/all", { headers: this.headers }),
    );
    return addresses.find((address) => address.city === city)?._id;
  }
}

/** The main action of a dialog (its name carries the Ctrl+Enter hint). */
export function dialogAction(dialog: Locator, action: string): Locator {
  return dialog.getByRole("button", { name: new RegExp(`^${action}`) });
}

/** The status switch of a warehouse row. */
export function rowSwitch(row: Locator): Locator {
  return row.locator("input[type=checkbox]");
}

/** Whether the page is wider than the window (a phone layout that scrolls sideways). */
export function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}
