import { catalogues } from "@ipf/shared/i18n/index";
import type { DescriptionSuggestion } from "@ipf/shared/schemas/descriptions";
import i18next from "i18next";
import { act, useState } from "react";
import { createRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { DescriptionSuggest, SUGGEST_DELAY_MS, type PickedDescription } from "./DescriptionSuggest";

const { ar, en } = catalogues;

// React's act() needs to be told it runs in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: "en", resources: { en: { translation: en }, ar: { translation: ar } } });
});

const SOCKS: DescriptionSuggestion = { _id: "d1", description: "Socks", category: "Clothing", hsCode: "611595" };
const SOAP: DescriptionSuggestion = { _id: "d2", description: "Soap bar", category: "Cosmetics", hsCode: null };

/** The API, answering `suggestions` to every call; the calls' URLs and signals are kept. */
function answerWith(suggestions: DescriptionSuggestion[]) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ suggestions })));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

interface Mounted {
  input: HTMLInputElement;
  picked: PickedDescription[];
  submitted: () => number;
  options: () => HTMLElement[];
  type(text: string): void;
  key(key: string): void;
}

/** The field in a form, as a page holds it: its value in state, the code of a chosen entry beside it. */
function mount(): Mounted {
  const picked: PickedDescription[] = [];
  let submits = 0;
  function Form() {
    const [value, setValue] = useState("");
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submits += 1;
        }}
      >
        <DescriptionSuggest
          label="Description"
          name="description"
          value={value}
          onChange={setValue}
          onPick={(choice) => picked.push(choice)}
        />
      </form>
    );
  }
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  act(() =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <Form />
      </I18nextProvider>,
    ),
  );
  unmount = () => {
    act(() => root.unmount());
    container.remove();
  };
  const input = container.querySelector<HTMLInputElement>("input[role=combobox]")!;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
  return {
    input,
    picked,
    submitted: () => submits,
    options: () => [...container.querySelectorAll<HTMLElement>("[role=option]")],
    type(text) {
      act(() => {
        setValue.call(input, text);
        input.dispatchEvent(new Event("input", { bubbles: true }));
      });
    },
    key(key) {
      act(() => {
        const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true });
        // A key the field leaves alone does what it does in any input: Enter submits the form.
        if (input.dispatchEvent(event) && key === "Enter") input.form!.requestSubmit();
      });
    },
  };
}

/** Lets the typing pause pass and the API's answer arrive. */
async function pause() {
  await act(() => vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS));
}

let unmount: (() => void) | undefined;
beforeEach(() => vi.useFakeTimers());
afterEach(async () => {
  unmount?.();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await i18n.changeLanguage("en");
});

describe("DescriptionSuggest", () => {
  it("asks the catalogue in the page's language once typing pauses, from the second character", async () => {
    await i18n.changeLanguage("ar");
    const fetch = answerWith([SOCKS]);
    const field = mount();
    field.type("s");
    await pause();
    expect(fetch).not.toHaveBeenCalled();
    field.type("so");
    field.type("soc");
    await pause();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(["/api/descriptions/suggest?q=soc&lang=ar"]);
    expect(field.options()[0]!.textContent).toContain("رمز HS 611595");
  });

  it("drops the question of a text typed since", async () => {
    const fetch = vi.fn((_url: string, _init?: RequestInit) => new Promise<Response>(() => {}));
    vi.stubGlobal("fetch", fetch);
    const field = mount();
    field.type("soc");
    await pause();
    field.type("sock");
    expect(fetch.mock.calls[0]![1]!.signal!.aborted).toBe(true);
  });

  it("lists the suggestions with their HS code and chooses one with the arrows and Enter", async () => {
    answerWith([SOCKS, SOAP]);
    const field = mount();
    field.type("so");
    await pause();
    expect(field.input.getAttribute("aria-expanded")).toBe("true");
    const list = document.getElementById(field.input.getAttribute("aria-controls")!)!;
    expect(list.getAttribute("role")).toBe("listbox");
    expect(field.options().map((option) => option.textContent)).toEqual([
      "SocksClothingHS 611595",
      "Soap barCosmetics",
    ]);
    expect(document.querySelector("[role=status]")!.textContent).toBe(
      "2 suggestions. Use the up and down arrows to choose one.",
    );

    field.key("ArrowDown");
    field.key("ArrowDown");
    field.key("ArrowDown");
    field.key("ArrowUp");
    const [socks, soap] = field.options();
    expect(field.input.getAttribute("aria-activedescendant")).toBe(soap!.id);
    expect([socks!.getAttribute("aria-selected"), soap!.getAttribute("aria-selected")]).toEqual(["false", "true"]);

    field.key("Enter");
    expect(field.picked).toEqual([{ description: "Soap bar", hsCode: null }]);
    expect(field.input.value).toBe("Soap bar");
    expect(field.input.getAttribute("aria-expanded")).toBe("false");
    expect(field.submitted()).toBe(0);
  });

  it("closes on Esc, choosing nothing, and leaves Enter to the form", async () => {
    answerWith([SOCKS]);
    const field = mount();
    field.type("socks");
    await pause();
    field.key("Escape");
    expect(field.input.getAttribute("aria-expanded")).toBe("false");
    field.key("Enter");
    expect(field.picked).toEqual([]);
    expect(field.submitted()).toBe(1);
    expect(field.input.value).toBe("socks");
  });

  it("chooses a suggestion tapped", async () => {
    answerWith([SOCKS]);
    const field = mount();
    field.type("sock");
    await pause();
    act(() => field.options()[0]!.click());
    expect(field.picked).toEqual([{ description: "Socks", hsCode: "611595" }]);
    expect(field.input.value).toBe("Socks");
  });

  it("stays an ordinary input when the catalogue cannot be reached", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("offline"))),
    );
    const field = mount();
    field.type("socks");
    await pause();
    expect(field.input.getAttribute("aria-expanded")).toBe("false");
    expect(field.input.value).toBe("socks");
  });
});
