import { catalogues } from "@ipf/shared/i18n/index";
import i18next from "i18next";
import { act } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../api/error";
import { mountHook, unmountHooks } from "../testing/mountHook";
import { unplacedOf, useSubmit, type PlaceFields, type Submit, type SubmitOptions } from "./useSubmit";

const { en, fr } = catalogues;

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: "en", resources: { en: { translation: en }, fr: { translation: fr } } });
});

afterEach(unmountHooks);

/** Renders a component holding the hook; answers the hook's latest state. */
const mount = (place?: PlaceFields, options?: SubmitOptions): (() => Submit) =>
  mountHook(
    () => useSubmit(place, options),
    (probe) => <I18nextProvider i18n={i18n}>{probe}</I18nextProvider>,
  );

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
      if (fields.email) placed.email = fields.email;
      return unplacedOf(fields, (name) => name === "email");
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
    unmountHooks();

    const own = mount(() => [], { highlighted: "The address was not saved." });
    await act(() => own().run(() => Promise.reject(new ApiError(400, "VALIDATION", "bad", { email: "x" }))));
    expect(own().text).toBe("The address was not saved.");
    unmountHooks();

    const none = mount(() => []);
    await act(() => none().run(() => Promise.reject(new ApiError(400, "VALIDATION", "bad", {}))));
    expect(none().text).toBe(en.errors.generic);
  });

  it("names every message no box shows with its field's label, a form without boxes for them too", async () => {
    const refusal = new ApiError(400, "VALIDATION", "bad", {
      additionalNote: "maxChars?max=1000",
      _: "noNulCharacter",
      removeBills: "invalidFlag",
    });
    const label = (name: string) => ({ additionalNote: "Note", removeBills: "Remove the bills" })[name];
    const state = mount(undefined, { label });
    await act(() => state().run(() => Promise.reject(refusal)));
    expect(state().text).toBe(
      [
        "Note: At most 1,000 characters",
        en.validation.noNulCharacter,
        `Remove the bills: ${en.validation.invalidFlag}`,
      ].join("\n"),
    );
    unmountHooks();

    // In French, the colon takes its narrow space.
    await act(() => i18n.changeLanguage("fr"));
    const french = mount(undefined, { label: () => "Note" });
    await act(() =>
      french().run(() => Promise.reject(new ApiError(400, "VALIDATION", "bad", { note: "maxChars?max=1000" }))),
    );
    expect(french().text).toBe("Note\u202f: 1\u202f000 caractères au maximum");
    unmountHooks();
    await act(() => i18n.changeLanguage("en"));
  });

  it("keeps the error, not its text, so the message follows a language switch", async () => {
    const state = mount();
    await act(() => state().run(() => Promise.reject(new ApiError(409, "EMAIL_TAKEN", "taken"))));
    await act(() => i18n.changeLanguage("fr"));
    expect(state().text).toBe(fr.errors.EMAIL_TAKEN);
    await act(() => i18n.changeLanguage("en"));
  });
});
