import { catalogues } from "@ipf/shared/i18n/index";
import type { Purchase } from "@ipf/shared/schemas/purchases";
import type { Warehouse } from "@ipf/shared/schemas/warehouses";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/error";
import { click, closePage, showPage } from "../../testing/showPage";
import { PurchaseForm } from "./PurchaseForm";

const { ar } = catalogues;

afterEach(closePage);

const warehouse = { _id: "11111111-1111-4111-8111-111111111111", country: "FR", city: "Gennevilliers" } as Warehouse;
const save = vi.fn();
const onSaved = vi.fn();
beforeEach(() => vi.clearAllMocks());

const show = (purchase?: Purchase) =>
  showPage(<PurchaseForm purchase={purchase} warehouses={[warehouse]} save={save} onSaved={onSaved} />);

/** The box labelled `label` in the `n`th item (from 0), or in the form. */
function box(page: HTMLElement, label: string, n = 0) {
  const scope = page.querySelectorAll("[data-testid=purchase-item]")[n] ?? page;
  const labelled = [...scope.querySelectorAll("label")].find((node) => node.textContent === label)!;
  return page.querySelector<HTMLInputElement>(`#${CSS.escape(labelled.htmlFor)}`)!;
}
const messageOf = (page: HTMLElement, element: Element) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => page.querySelector(`#${CSS.escape(id)}`))
    .find((node) => node?.classList.contains("field-error"))?.textContent;
async function type(element: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, "value")!.set!;
  await act(async () => {
    setter.call(element, text);
    element.dispatchEvent(new Event("input", { bubbles: true }));
  });
}
const button = (page: HTMLElement, text: string) =>
  [...page.querySelectorAll("button")].find((node) => node.textContent === text)!;
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
async function press(page: HTMLElement, text: string) {
  await click(button(page, text));
  await settle();
}
const { form } = ar.purchases;

async function fillItem(page: HTMLElement, n: number, item: { url: string; name: string; price: string }) {
  await type(box(page, form.url, n), item.url);
  await type(box(page, form.name, n), item.name);
  await type(box(page, form.maxPrice, n), item.price);
}

describe("the purchase request form", () => {
  it("says in Arabic what each item lacks, and sends nothing", async () => {
    const page = await show();
    await press(page, form.send);
    expect(save).not.toHaveBeenCalled();
    expect(messageOf(page, box(page, form.url))).toBe(ar.validation.purchaseUrlRequired);
    expect(messageOf(page, box(page, form.name))).toBe(ar.validation.purchaseNameRequired);
    expect(messageOf(page, box(page, form.maxPrice))).toBe(ar.validation.purchaseMaxPriceRequired);
  });

  it("refuses a link that is no web page, a price of nothing and a quantity past 99, as the API would", async () => {
    const page = await show();
    await fillItem(page, 0, { url: "zalando dot fr", name: "Sneakers", price: "0" });
    await type(box(page, form.quantity), "100");
    await press(page, form.saveDraft);
    expect(save).not.toHaveBeenCalled();
    expect(messageOf(page, box(page, form.url))).toBe(ar.validation.invalidLink);
    expect(messageOf(page, box(page, form.maxPrice))).toBe(ar.validation.positiveNumber);
    expect(messageOf(page, box(page, form.quantity))).toContain("99");
  });

  it("sends every item as typed, for a quote or as a draft", async () => {
    save.mockResolvedValue({ purchase: { _id: "p1" } });
    const page = await show();
    await fillItem(page, 0, { url: "https://www.zalando.fr/nike-air", name: "Nike Air", price: "89,90" });
    await press(page, ar.purchases.form.addItem);
    await fillItem(page, 1, { url: "https://www.fnac.com/livre", name: "كتاب", price: "١٢" });
    await type(box(page, form.options, 1), "غلاف ورقي");
    await press(page, form.send);
    expect(save).toHaveBeenCalledWith({
      warehouseId: warehouse._id,
      items: [
        {
          url: "https://www.zalando.fr/nike-air",
          name: "Nike Air",
          options: "",
          quantity: "1",
          maxUnitPrice: "89,90",
          note: "",
        },
        {
          url: "https://www.fnac.com/livre",
          name: "كتاب",
          options: "غلاف ورقي",
          quantity: "1",
          maxUnitPrice: "١٢",
          note: "",
        },
      ],
      send: true,
    });
    expect(onSaved).toHaveBeenCalledWith({ _id: "p1" }, true);

    // Removing the second item leaves the first; a draft is saved without sending.
    await click(page.querySelector(`[aria-label="${form.removeItem.replace("{{n}}", "2")}"]`)!);
    await press(page, form.saveDraft);
    expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ send: false, items: [expect.anything()] }));
  });

  it("puts the API's refusals on their boxes and keeps everything typed", async () => {
    save.mockRejectedValue(
      new ApiError(400, "VALIDATION", "check", { "items.0.url": "invalidLink", warehouseId: "warehouseRequired" }),
    );
    const page = await show();
    await fillItem(page, 0, { url: "https://shop.example/x", name: "Lamp", price: "40" });
    await press(page, form.send);
    expect(save).toHaveBeenCalledTimes(1);
    expect(messageOf(page, box(page, form.url))).toBe(ar.validation.invalidLink);
    expect(page.querySelector(".field-error")).not.toBeNull();
    expect(page.querySelector("select")!.closest(".field")!.querySelector(".field-error")!.textContent).toBe(
      ar.validation.warehouseRequired,
    );
    expect(box(page, form.url).value).toBe("https://shop.example/x");
    expect(box(page, form.name).value).toBe("Lamp");
    expect(box(page, form.maxPrice).value).toBe("40");
    expect(onSaved).not.toHaveBeenCalled();
  });
});
