import { expect as baseExpect, test } from "./fixtures";
import { SavingsLocker } from "./pages/consolidation-savings";
import { overflowsSideways } from "./pages/customer";
import { PHONE, Shopper, trackNumber } from "./pages/web-formats";

// Each test makes its own customer, with a first address in France, and two
// parcels taken in at the French warehouse (1.2 kg, 30 x 20 x 10 cm each).
// The demo rates, by hand (db/src/seed/data/demo-catalogue.ts), Colissimo
// International (divisor 5000, the cheapest together):
// - separately, each 1.2 kg (6000/5000 = 1.2 kg volumetric), band 1-2 kg;
// - together 2.4 kg, stacked 30 x 20 x 20 = 12,000 cm³ = 2.4 kg, band 2-5 kg;
// - to France (Europe): 2 x $21.90 = $43.80 against $31.90, $11.90 saved (27 %);
// - to Algeria (Maghreb, x 1.35): 2 x $29.90 = $59.80 against $42.90, $16.90 saved (28 %).
const toFrance = (percent: string) => ["$43.80", "$31.90", `$11.90 27${percent}`];
const toAlgeria = (percent: string) => ["$59.80", "$42.90", `$16.90 28${percent}`];

/** Each language as a customer meets it: Arabic on a phone, English at the desktop width. */
const CASES = [
  {
    lang: "ar",
    viewport: PHONE,
    colissimo: "كوليسيمو الدولي",
    france: "فرنسا",
    algeria: ["الجزائر", "الجزائر"],
    basis: "سعر الشحن معًا تقديري",
    percent: "٪",
  },
  {
    lang: "en",
    viewport: { width: 1280, height: 800 },
    colissimo: "Colissimo International",
    france: "France",
    algeria: ["alg", "Algeria"],
    basis: "Together is an estimate",
    percent: "%",
  },
] as const;

const expect = baseExpect.configure({ timeout: 15_000 });

async function shopperWithTwoParcels(request: Parameters<typeof Shopper.create>[0]) {
  const shopper = await Shopper.create(request);
  await shopper.addAddress();
  const first = await shopper.receive(trackNumber());
  const second = await shopper.receive(trackNumber());
  return { shopper, first, second };
}

for (const { lang, viewport, colissimo, france, algeria, basis, percent } of CASES) {
  test.describe(`the assemble dialog's savings (${lang}, ${viewport.width} px)`, () => {
    test.use({ viewport });

    test("compares separately with together, labelled an estimate, and follows the destination", async ({
      page,
      request,
    }) => {
      const { shopper, first, second } = await shopperWithTwoParcels(request);
      const locker = new SavingsLocker(page, lang);
      await locker.open(shopper);
      await locker.assemble(first, [second]);

      await expect(locker.estimateBadge).toBeVisible();
      await expect(locker.preview).toContainText(basis);
      await expect(locker.destination).toHaveValue(france);
      // Colissimo is the cheapest together, so it comes first.
      await expect(locker.preview.getByRole("listitem").first()).toContainText(colissimo);
      await expect(locker.figures(colissimo)).toHaveText(toFrance(percent));
      expect(await overflowsSideways(page)).toBe(false);

      await locker.chooseDestination(...algeria);
      await expect(locker.figures(colissimo)).toHaveText(toAlgeria(percent));
      expect(await overflowsSideways(page)).toBe(false);
    });
  });
}
