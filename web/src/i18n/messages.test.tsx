import { catalogues } from "@ipf/shared/i18n/index";
import { preAlertLineSchema } from "@ipf/shared/schemas/pre-alerts";
import i18next, { type i18n as I18n } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { mountHook, unmountHooks } from "../testing/mountHook";
import { useMessages } from "./messages";

const { ar, en, fr } = catalogues;

const i18n: I18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: "en",
    resources: { ar: { translation: ar }, en: { translation: en }, fr: { translation: fr } },
    interpolation: { escapeValue: false },
  });
});

afterEach(unmountHooks);

async function messagesIn(lang: "ar" | "en" | "fr") {
  await i18n.changeLanguage(lang);
  return mountHook(useMessages, (probe) => <I18nextProvider i18n={i18n}>{probe}</I18nextProvider>)();
}

/** The message key a pre-alert line's field is refused with. */
function lineMessage(line: Record<string, unknown>, field: string): string {
  const result = preAlertLineSchema.safeParse({ description: "Shoes", quantity: "1", price: "10", ...line });
  return result.error!.issues.find((issue) => issue.path[0] === field)!.message;
}

describe("field messages say their bound", () => {
  it("a quantity of 0, of 1.5 and of a million", async () => {
    const { fieldText } = await messagesIn("en");
    expect(fieldText(lineMessage({ quantity: "0" }, "quantity"))).toBe("At least 1");
    expect(fieldText(lineMessage({ quantity: "1.5" }, "quantity"))).toBe("Enter a whole number.");
    expect(fieldText(lineMessage({ quantity: "1000000" }, "quantity"))).toBe("At most 10,000");
  });

  it("a huge price, with its currency, in each language", async () => {
    const message = lineMessage({ price: "99999999" }, "price");
    expect((await messagesIn("en")).fieldText(message)).toBe("At most €1,000,000");
    expect((await messagesIn("fr")).fieldText(message)).toBe("1\u202f000\u202f000\u00a0€ au maximum");
    expect((await messagesIn("ar")).fieldText(message)).toBe("الحد الأقصى \u2068€1,000,000\u2069");
  });

  it("a text's length in the plural its bound needs", async () => {
    expect((await messagesIn("en")).fieldText("maxChars?max=1")).toBe("At most 1 character");
    expect((await messagesIn("en")).fieldText("maxChars?max=1000")).toBe("At most 1,000 characters");
    const arabic = await messagesIn("ar");
    expect(arabic.fieldText("maxChars?max=1000")).toBe("1,000 حرف كحد أقصى");
    expect(arabic.fieldText("maxChars?max=60")).toBe("60 حرفًا كحد أقصى");
    expect(arabic.fieldText("maxChars?max=2")).toBe("حرفان كحد أقصى");
    expect(arabic.fieldText("phoneTooShortMin?min=9")).toBe("رقم الهاتف قصير جدًا: 9 أرقام على الأقل");
    expect(arabic.fieldText("tooManyItems?max=20")).toBe("20 عنصرًا كحد أقصى");
  });
});

describe("counts take their language's plural form", () => {
  it("a delivery time in days, by its longest", async () => {
    await i18n.changeLanguage("ar");
    const days = (min: number, max: number) => i18n.t("calculator.results.days", { min, max, count: max });
    expect(days(2, 4)).toBe("من 2 إلى 4 أيام");
    expect(days(5, 12)).toBe("من 5 إلى 12 يومًا");
    expect(days(30, 100)).toBe("من 30 إلى 100 يوم");
    await i18n.changeLanguage("fr");
    expect(i18n.t("locker.pay.days", { min: 0, max: 1, count: 1 })).toBe("0 à 1 jour");
    await i18n.changeLanguage("en");
    expect(i18n.t("locker.pay.days", { min: 2, max: 4, count: 4 })).toBe("2 to 4 days");
  });

  it("parcels, items, shops and suggestions, in Arabic's six forms", async () => {
    await i18n.changeLanguage("ar");
    const parcels = [0, 1, 2, 3, 11, 100].map((count) => i18n.t("locker.group.parcels", { count }));
    expect(parcels).toEqual(["لا طرود", "طرد واحد", "طردان", "3 طرود", "11 طردًا", "100 طرد"]);
    expect(i18n.t("preAlerts.lineCount", { count: 2 })).toBe("قطعتان");
    expect(i18n.t("market.count", { count: 7 })).toBe("7 متاجر");
    expect(i18n.t("describe.count", { count: 1 })).toMatch(/^اقتراح واحد\./);
    await i18n.changeLanguage("fr");
    expect(i18n.t("locker.group.parcels", { count: 1_000_000 })).toBe("1000000 de colis");
    await i18n.changeLanguage("en");
    expect(i18n.t("preAlerts.lineCount", { count: 1 })).toBe("1 item");
    expect(i18n.t("market.count", { count: 3 })).toBe("3 shops");
  });
});
