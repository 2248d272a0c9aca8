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
const COLISSIMO = { en: "Colissimo International", ar: "كوليسيمو الدولي" };
const TO_FRANCE = ["$43.80", "$31.90", "$11.90 27%"];
const TO_ALGERIA = ["$59.80", "$42.90", "$16.90 28%"];

test.describe.configure({ timeout: 60_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

async function shopperWithTwoParcels(request: Parameters<typeof Shopper.create>[0]) {
  const shopper = await Shopper.create(request);
  await shopper.addAddress();
  const first = await shopper.receive(trackNumber());
  const second = await shopper.receive(trackNumber());
  return { shopper, first, second };
}

test.describe("the assemble dialog's savings, in Arabic on a phone", () => {
  test.use({ viewport: PHONE });

  test("compares separately with together, labelled an estimate, and follows the destination", async ({
    page,
    request,
  }) => {
    const { shopper, first, second } = await shopperWithTwoParcels(request);
    const locker = new SavingsLocker(page, "ar");
    await locker.open(shopper);
    await locker.assemble(first, [second]);

    await expect(locker.estimateBadge).toBeVisible();
    await expect(locker.destination).toHaveValue("فرنسا");
    await expect(locker.figures(COLISSIMO.ar)).toHaveText(TO_FRANCE);
    await expect(locker.preview.getByRole("listitem").first()).toContainText(COLISSIMO.ar);
    expect(await overflowsSideways(page)).toBe(false);

    await locker.chooseDestination("الجزائر", "الجزائر");
    await expect(locker.figures(COLISSIMO.ar)).toHaveText(TO_ALGERIA);
    expect(await overflowsSideways(page)).toBe(false);
  });
});

test.describe("the assemble dialog's savings, in English", () => {
  test("compares separately with together, labelled an estimate, and follows the destination", async ({
    page,
    request,
  }) => {
    const { shopper, first, second } = await shopperWithTwoParcels(request);
    const locker = new SavingsLocker(page, "en");
    await locker.open(shopper);
    await locker.assemble(first, [second]);

    await expect(locker.estimateBadge).toBeVisible();
    await expect(locker.preview).toContainText("Together is an estimate");
    await expect(locker.destination).toHaveValue("France");
    await expect(locker.figures(COLISSIMO.en)).toHaveText(TO_FRANCE);

    await locker.chooseDestination("alg", "Algeria");
    await expect(locker.figures(COLISSIMO.en)).toHaveText(TO_ALGERIA);
  });
});
