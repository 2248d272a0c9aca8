/**
 * The regions the zone dialog groups countries by: continents (from the
 * countries-list data), with the Middle East and North Africa apart, since
 * most of our customers ship there. Every country of shared/data/countries
 * is in exactly one region (regions.test in rules.test.ts checks it).
 */
export const REGIONS = [
  {
    id: "mena",
    codes: "AE BH DZ EG EH IL IQ IR JO KW LB LY MA MR OM PS QA SA SD SY TN YE",
  },
  {
    id: "europe",
    codes:
      "AD AL AT AX BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GG GI GR HR HU IE IM IS IT JE LI LT LU LV MC MD ME MK MT NL NO PL PT RO RS SE SI SJ SK SM UA VA XK",
  },
  {
    id: "asia",
    codes:
      "AF AM AZ BD BN BT CC CN CX GE HK ID IN IO JP KG KH KP KR KZ LA LK MM MN MO MV MY NP PH PK RU SG TH TJ TM TR TW UZ VN",
  },
  {
    id: "africa",
    codes:
      "AO BF BI BJ BW CD CF CG CI CM CV DJ ER ET GA GH GM GN GQ GW KE KM LR LS MG ML MU MW MZ NA NE NG RE RW SC SH SL SN SO SS ST SZ TD TG TZ UG YT ZA ZM ZW",
  },
  {
    id: "northAmerica",
    codes:
      "AG AI AW BB BL BM BQ BS BZ CA CR CU CW DM DO GD GL GP GT HN HT JM KN KY LC MF MQ MS MX NI PA PM PR SV SX TC TT US VC VG VI",
  },
  { id: "southAmerica", codes: "AR BO BR CL CO EC FK GF GY PE PY SR UY VE" },
  { id: "oceania", codes: "AS AU CK FJ FM GU KI MH MP NC NF NR NU NZ PF PG PN PW SB TK TL TO TV UM VU WF WS" },
  { id: "antarctica", codes: "AQ BV GS HM TF" },
] as const;

export type RegionId = (typeof REGIONS)[number]["id"];

let byCountry: Map<string, RegionId> | undefined;

/** The region of an ISO alpha-2 code ("asia" for one the table does not know). */
export function regionOf(iso2: string): RegionId {
  byCountry ??= new Map(REGIONS.flatMap((region) => region.codes.split(" ").map((code) => [code, region.id] as const)));
  return byCountry.get(iso2) ?? "asia";
}
