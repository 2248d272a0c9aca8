import { en } from "@ipf/shared/i18n/en";
import { fr } from "@ipf/shared/i18n/fr";
import i18next from "i18next";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../api/error";
import { useSubmit, type PlaceFields, type Submit } from "./useSubmit";

// React's act() needs to be told it runs in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: "en", resources: { en: { translation: en }, fr: { translation: fr } } });
});

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

/** Renders a component holding the hook; answers the hook's latest state. */
function mount(place?: PlaceFields, highlighted?: string): () => Submit {
  let latest: Submit | undefined;
  function Probe() {
    latest = useSubmit(place, highlighted);
    return null;
  }
  const root = createRoot(document.createElement("div"));
  act(() =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <Probe />
      </I18nextProvider>,
    ),
  );
  unmount = () => act(() => root.unmount());
  return () => latest!;
}

describe("useSubmit", () => {
  it("is busy while the send runs and clears the last failure when a new one starts", async () => {
    const state = mount();
    await act(() => state().run(() => Promise.reject(new ApiError(409, "EMAIL_TAKEN", "taken"))));
    expect(state().text).toBe(en.errors.EMAIL_TAKEN);

    let finish!: () => void;
    let sent!: Promise<boolean>;
    act(() => {
      sent = state().run(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(state().busy).toBe(true);
    expect(state().failure).toBeNull();
    await act(async () => {
      finish();
      expect(await sent).toBe(true);
    });
    expect(state()).toMatchObject({ busy: false, failure: null, text: null });
  });

  it("never throws: a failed send resolves false and keeps the error", async () => {
    const state = mount();
    const error = new ApiError(0, "NETWORK", "offline");
    let result: boolean | undefined;
    await act(async () => {
      result = await state().run(() => Promise.reject(error));
    });
    expect(result).toBe(false);
    expect(state()).toMatchObject({ busy: false, failure: error });
  });

  it("places a VALIDATION answer's messages on the fields and tells only the rest above the form", async () => {
    const placed: Record<string, string> = {};
    const state = mount((fields) => {
      const unplaced: string[] = [];
      for (const [name, message] of Object.entries(fields)) {
        if (name === "email") placed[name] = message;
        else unplaced.push(message);
      }
      return unplaced;
    });
    await act(() =>
      state().run(() =>
        Promise.reject(new ApiError(400, "VALIDATION", "bad", { email: "emailTaken", code: "maxChars?max=6" })),
      ),
    );
    expect(placed).toEqual({ email: "emailTaken" });
    expect(state().text).toBe("At most 6 characters");
  });

  it("says 'check the highlighted fields' only when a field is highlighted, or the form's own text", async () => {
    const onField = mount(() => []);
    await act(() => onField().run(() => Promise.reject(new ApiError(400, "VALIDATION", "bad", { email: "x" }))));
    expect(onField().text).toBe(en.errors.VALIDATION);
    unmount!();

    const own = mount(() => [], "The address was not saved.");
    await act(() => own().run(() => Promise.reject(new ApiError(400, "VALIDATION", "bad", { email: "x" }))));
    expect(own().text).toBe("The address was not saved.");
    unmount!();

    const none = mount(() => []);
    await act(() => none().run(() => Promise.reject(new ApiError(400, "VALIDATION", "bad", {}))));
    expect(none().text).toBe(en.errors.generic);
  });

  it("keeps the error, not its text, so the message follows a language switch", async () => {
    const state = mount();
    await act(() => state().run(() => Promise.reject(new ApiError(409, "EMAIL_TAKEN", "taken"))));
    await act(() => i18n.changeLanguage("fr"));
    expect(state().text).toBe(fr.errors.EMAIL_TAKEN);
    await act(() => i18n.changeLanguage("en"));
  });
});
