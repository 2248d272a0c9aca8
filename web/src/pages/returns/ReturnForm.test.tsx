import { catalogues } from "@ipf/shared/i18n/index";
import i18next from "i18next";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/error";
import { fullPhone, ReturnForm } from "./ReturnForm";

const { ar, en } = catalogues;

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

vi.mock("../../app/useLang", () => ({ useLang: () => i18n.language }));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: "ar",
    resources: { ar: { translation: ar }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
});

const send = vi.fn();
const onAsked = vi.fn();
let container: HTMLElement;
let unmount: () => void;
beforeEach(async () => {
  vi.clearAllMocks();
  container = document.body.appendChild(document.createElement("div"));
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <ReturnForm packageId="PX1234" send={send} onAsked={onAsked} />
      </I18nextProvider>,
    ),
  );
  unmount = () => act(() => root.unmount());
});
afterEach(() => {
  unmount();
  container.remove();
});

const field = (label: string) => {
  const labelled = [...container.querySelectorAll("label")].find((node) => node.textContent === label)!;
  return container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${CSS.escape(labelled.htmlFor)}`)!;
};
const messageOf = (element: Element) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => container.querySelector(`#${CSS.escape(id)}`))
    .find((node) => node?.classList.contains("field-error"))?.textContent;
async function type(element: HTMLInputElement | HTMLTextAreaElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, "value")!.set!;
  await act(async () => {
    setter.call(element, text);
    element.dispatchEvent(new Event("input", { bubbles: true }));
  });
}
const submit = () => act(async () => container.querySelector<HTMLButtonElement>("button[type=submit]")!.click());
const radio = (label: string) =>
  [...container.querySelectorAll("label.choice")].find((node) => node.textContent === label)!.querySelector("input")!;
async function pick(file: File) {
  const input = container.querySelector<HTMLInputElement>("input[type=file]")!;
  Object.defineProperty(input, "files", { value: [file], configurable: true });
  await act(async () => input.dispatchEvent(new Event("change", { bubbles: true })));
  // The check reads the file's bytes.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

describe("the return form", () => {
  it("asks for the shop's label, and refuses a file that is no PDF or photo without sending it", async () => {
    send.mockRejectedValue(new ApiError(400, "VALIDATION", "check", { name: "nameRequired" }));
    await submit();
    expect(container.textContent).toContain(ar.validation.returnLabelRequired);
    // The API checks the other boxes meanwhile: every message shows at once.
    expect(messageOf(field(ar.returns.fields.name))).toBe(ar.validation.nameRequired);
    send.mockClear();
    await pick(new File(["#!/bin/sh\n"], "label.pdf", { type: "application/pdf" }));
    expect(container.textContent).toContain(ar.validation.imageOrPdfOnly);
    await submit();
    expect(send).not.toHaveBeenCalled();
  });

  it("puts the API's refusals on their boxes, in Arabic", async () => {
    send.mockRejectedValue(
      new ApiError(400, "VALIDATION", "check", {
        rma: "rmaLength",
        city: "noArabicLetters",
        country: "countryRequired",
      }),
    );
    await act(async () => radio(ar.returns.labelBuy).click());
    await type(field(ar.returns.fields.rma), "AB");
    await type(field(ar.returns.fields.city), "برلين");
    await submit();
    expect(send).toHaveBeenCalledTimes(1);
    expect(messageOf(field(ar.returns.fields.rma))).toBe(ar.validation.rmaLength);
    expect(messageOf(field(ar.returns.fields.city))).toBe(ar.validation.noArabicLetters);
    expect(onAsked).not.toHaveBeenCalled();
  });

  it("sends a bought label's request without a file, then goes on to the checkout", async () => {
    send.mockResolvedValue({ checkoutUrl: "https://checkout.example/c/1", return: {} });
    await act(async () => radio(ar.returns.labelBuy).click());
    await type(field(ar.returns.fields.name), "Zalando SE");
    await type(field(ar.returns.fields.rma), "RMA-42");
    await type(field(ar.returns.fields.phone), "+49 30 2096 8820");
    await submit();
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({
        packageId: "PX1234",
        name: "Zalando SE",
        rma: "RMA-42",
        label: "buy",
        locale: "ar",
        phone: "+493020968820",
      }),
      null,
    );
    expect(onAsked).toHaveBeenCalledWith("https://checkout.example/c/1");
  });
});

describe("fullPhone", () => {
  it("prefixes the country's dial code to a national number, and keeps one typed with its own", () => {
    expect(fullPhone("DE", "030 2096 8820")).toBe("+493020968820");
    expect(fullPhone("DE", "+33 6 12 34 56 78")).toBe("+33612345678");
    expect(fullPhone("", "0612")).toBe("0612");
  });
});
