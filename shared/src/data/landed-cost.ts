/**
 * Import duty and VAT/GST of the destinations our customers ship to most:
 * the starting rows of the landed-cost table that admins then keep in the
 * back office (the seed writes a country's row once; the database is what
 * the API reads). ESTIMATES, TO BE REVIEWED: a customs office values goods
 * by tariff line, origin and its own reference prices, adds fees this table
 * ignores, and changes its rates and thresholds without notice.
 *
 * Figures compiled on 2026-11-24 from what these sources publish, without
 * re-reading each live page that day: check a row against them before
 * relying on it.
 * - World Customs Organization, national tariff links:
 *   https://www.wcoomd.org/en/topics/nomenclature/overview/hs-nomenclature-2022-edition.aspx
 * - Global Express Association, de minimis database: https://global-express.org/
 * - U.S. Customs and Border Protection, e-commerce and de minimis (suspended
 *   29 August 2025): https://www.cbp.gov/trade/basic-import-export/e-commerce
 * - Canada Border Services Agency, courier low value shipments:
 *   https://www.cbsa-asfc.gc.ca/services/cusma-aceum/lvs-efv-eng.html
 * - HM Revenue & Customs, goods sent from overseas (£135):
 *   https://www.gov.uk/goods-sent-from-abroad/tax-and-duty
 * - Zakat, Tax and Customs Authority (Saudi Arabia): https://zatca.gov.sa/
 * - Federal Customs Authority / ICP (UAE): https://icp.gov.ae/ ; GCC Common
 *   Customs Tariff (5 %) for Qatar, Kuwait, Bahrain and Oman: https://www.gcc-sg.org/
 * - Egyptian Customs Authority: https://www.customs.gov.eg/
 * - Administration des Douanes et Impôts Indirects (Morocco): https://www.douane.gov.ma/
 * - Direction Générale des Douanes (Algeria): https://www.douane.gov.dz/
 * - Douane tunisienne: https://www.douane.gov.tn/
 * - Jordan Customs: https://www.customs.gov.jo/ ; Lebanese Customs: https://www.customs.gov.lb/
 * - General Commission of Customs (Iraq): https://customs.mof.gov.iq/ ; Libyan Customs Authority
 * - Ticaret Bakanlığı, Gümrükler (Türkiye): https://ticaret.gov.tr/gumrukler
 * - Douanes sénégalaises: https://www.douanes.sn/ ; Douanes ivoiriennes: https://www.douanes.ci/
 *   (ECOWAS Common External Tariff bands 0/5/10/20/35 %)
 * - Douanes mauritaniennes: https://www.douanes.gov.mr/
 *
 * Thresholds are in US dollars, as the prices are: pegged currencies at
 * their peg (SAR 3.75, AED 3.6725, QAR 3.64, BHD 0.376 per dollar), the
 * others at the rate given beside the row, read on 2026-11-24. A null
 * threshold means none: the charge is due from the first dollar. Rates are
 * percentages; `chapterDutyRates` names the HS chapters (the code's first
 * two digits) whose duty differs markedly from the default.
 */

export interface LandedCostRow {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** VAT, GST or sales tax on imports, percent (0 where there is none). */
  vatRate: number;
  /** Duty when the goods' HS chapter has no rate of its own, percent. */
  dutyRate: number;
  /** Duty by HS chapter ("61": 12), percent. */
  chapterDutyRates: Record<string, number>;
  /** Customs values at or below it pay no duty, dollars; null: no threshold. */
  dutyDeMinimis: number | null;
  /** Customs values at or below it pay no VAT, dollars; null: no threshold. */
  vatDeMinimis: number | null;
  basis: LandedCostBasis;
  /** Where the figures come from, in the table's own words (staff only). */
  note: string;
}

/** Duty and VAT are charged on the goods alone (FOB) or on goods and shipping (CIF). */
export const LANDED_COST_BASES = ["fob", "cif"] as const;
export type LandedCostBasis = (typeof LANDED_COST_BASES)[number];

// One line per country, as a table reads.
// prettier-ignore
export const LANDED_COST_TABLE: readonly LandedCostRow[] = [
  { country: "DZ", vatRate: 19, dutyRate: 30, chapterDutyRates: { "30": 5, "49": 5 }, dutyDeMinimis: 385, vatDeMinimis: 385, basis: "cif", note: "DZD 50,000 (GEA) at 130 DZD per dollar; consumer goods in the 30 % band" },
  { country: "MA", vatRate: 20, dutyRate: 40, chapterDutyRates: { "30": 2.5, "49": 2.5 }, dutyDeMinimis: null, vatDeMinimis: null, basis: "cif", note: "Finance law 2024 ended the MAD 1,250 exemption for e-commerce parcels; consumer goods 40 %" },
  { country: "TN", vatRate: 19, dutyRate: 20, chapterDutyRates: {}, dutyDeMinimis: null, vatDeMinimis: null, basis: "cif", note: "No threshold for private imports by courier; 20 % typical of consumer goods" },
  { country: "EG", vatRate: 14, dutyRate: 20, chapterDutyRates: { "61": 40, "62": 40, "64": 40, "33": 40 }, dutyDeMinimis: null, vatDeMinimis: null, basis: "cif", note: "No de minimis (GEA); clothing, shoes and cosmetics 40 %" },
  { country: "SA", vatRate: 15, dutyRate: 5, chapterDutyRates: {}, dutyDeMinimis: 266.67, vatDeMinimis: null, basis: "cif", note: "SAR 1,000 duty threshold (ZATCA); VAT on every import; GCC tariff 5 %" },
  { country: "AE", vatRate: 5, dutyRate: 5, chapterDutyRates: {}, dutyDeMinimis: 272.29, vatDeMinimis: null, basis: "cif", note: "AED 1,000 duty threshold; VAT 5 % on imports; GCC tariff 5 %" },
  { country: "QA", vatRate: 0, dutyRate: 5, chapterDutyRates: {}, dutyDeMinimis: 274.73, vatDeMinimis: null, basis: "cif", note: "QAR 1,000 duty threshold; no VAT in force; GCC tariff 5 %" },
  { country: "KW", vatRate: 0, dutyRate: 5, chapterDutyRates: {}, dutyDeMinimis: null, vatDeMinimis: null, basis: "cif", note: "No threshold; no VAT in force; GCC tariff 5 %" },
  { country: "BH", vatRate: 10, dutyRate: 5, chapterDutyRates: {}, dutyDeMinimis: 797.87, vatDeMinimis: 797.87, basis: "cif", note: "BHD 300 for private (B2C) shipments (GEA); VAT 10 % since 2022" },
  { country: "OM", vatRate: 5, dutyRate: 5, chapterDutyRates: {}, dutyDeMinimis: null, vatDeMinimis: null, basis: "cif", note: "No threshold; VAT 5 % since 2021; GCC tariff 5 %" },
  { country: "JO", vatRate: 16, dutyRate: 10, chapterDutyRates: {}, dutyDeMinimis: null, vatDeMinimis: null, basis: "cif", note: "Courier parcels up to JOD 200: unified 10 % plus 16 % sales tax" },
  { country: "LB", vatRate: 11, dutyRate: 5, chapterDutyRates: { "61": 10, "62": 10, "64": 10 }, dutyDeMinimis: null, vatDeMinimis: null, basis: "cif", note: "No threshold published for courier parcels" },
  { country: "IQ", vatRate: 0, dutyRate: 10, chapterDutyRates: {}, dutyDeMinimis: null, vatDeMinimis: null, basis: "cif", note: "Tariff 2019 bands 5-30 %; no VAT on imports" },
  { country: "LY", vatRate: 0, dutyRate: 5, chapterDutyRates: {}, dutyDeMinimis: null, vatDeMinimis: null, basis: "cif", note: "Most duties suspended; service and port fees estimated at 5 %; no VAT" },
  { country: "US", vatRate: 0, dutyRate: 15, chapterDutyRates: {}, dutyDeMinimis: null, vatDeMinimis: null, basis: "fob", note: "USD 800 de minimis suspended since 2025-08-29; 15 % ceiling for EU-origin goods; no federal VAT" },
  { country: "CA", vatRate: 5, dutyRate: 5, chapterDutyRates: { "61": 18, "62": 18, "64": 18 }, dutyDeMinimis: 14.29, vatDeMinimis: 14.29, basis: "fob", note: "CAD 20 for goods not from the US or Mexico, at 1.40 CAD per dollar; GST 5 % (provincial HST not included)" },
  { country: "GB", vatRate: 20, dutyRate: 4, chapterDutyRates: { "61": 12, "62": 12, "64": 16 }, dutyDeMinimis: 176.85, vatDeMinimis: null, basis: "cif", note: "GBP 135 duty relief (HMRC) at 1.31 dollars per pound; VAT on every consignment" },
  { country: "TR", vatRate: 20, dutyRate: 18, chapterDutyRates: {}, dutyDeMinimis: null, vatDeMinimis: null, basis: "cif", note: "No exemption for courier parcels since 2024; flat rate for EU-origin goods 18 %" },
  { country: "SN", vatRate: 18, dutyRate: 20, chapterDutyRates: { "30": 0, "49": 5 }, dutyDeMinimis: null, vatDeMinimis: null, basis: "cif", note: "ECOWAS common external tariff, consumer goods 20 %" },
  { country: "CI", vatRate: 18, dutyRate: 20, chapterDutyRates: { "30": 0, "49": 5 }, dutyDeMinimis: null, vatDeMinimis: null, basis: "cif", note: "ECOWAS common external tariff, consumer goods 20 %" },
  { country: "MR", vatRate: 16, dutyRate: 20, chapterDutyRates: {}, dutyDeMinimis: null, vatDeMinimis: null, basis: "cif", note: "No threshold published; consumer goods 20 %" },
];
