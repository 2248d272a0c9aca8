import { catalogues } from "@ipf/shared/i18n/index";
import { describe, expect, it } from "vitest";
import { i18next, loadArea, startI18n } from "./setup";

describe("the customer area's texts", () => {
  it("are left out of the first catalogue, come with a signed-in page, and stay through a language switch", async () => {
    await startI18n("ar");
    expect(i18next.t("services.publicTitle")).toBe(catalogues.ar.services.publicTitle);
    expect(i18next.exists("claims.action")).toBe(false);
    expect(i18next.exists("services.ask")).toBe(false);

    await loadArea("ar");
    expect(i18next.t("claims.action")).toBe(catalogues.ar.claims.action);
    // A section split between the two catalogues keeps both halves.
    expect(i18next.t("services.publicTitle")).toBe(catalogues.ar.services.publicTitle);
    expect(i18next.exists("services.ask")).toBe(true);

    await i18next.changeLanguage("fr");
    expect(i18next.t("claims.action")).toBe(catalogues.fr.claims.action);
    expect(i18next.t("landing.hero.title")).toBe(catalogues.fr.landing.hero.title);
  });
});
