/**
 * Demo configuration: warehouses, zones, and carriers with their prices
 * (shops and posts are in ./demo-market.ts). Realistic, not real: the
 * addresses and phone numbers are made up.
 */

export type WarehouseKey = "FR" | "DE" | "ES";

export interface WarehouseSeed {
  key: WarehouseKey;
  country: string;
  state: string;
  city: string;
  zip: string;
  phone: string;
  addressLineOne: string;
  addressLineTwo: string;
  color: string;
  isActive: boolean;
}

// Spain is configured but not open yet: it shows how a warehouse is
// prepared before it is switched on.
export const WAREHOUSES: readonly WarehouseSeed[] = [
  {
    key: "FR",
    country: "FR",
    state: "Île-de-France",
    city: "Gennevilliers",
    zip: "92230",
    phone: "+33140850000",
    addressLineOne: "18 Route du Bassin n° 6",
    addressLineTwo: "Bâtiment C, IPF",
    color: "#0055A4",
    isActive: true,
  },
  {
    key: "DE",
    country: "DE",
    state: "Hessen",
    city: "Frankfurt am Main",
    zip: "65933",
    phone: "+496930040000",
    addressLineOne: "Lärchenstraße 110",
    addressLineTwo: "Halle 4, IPF",
    color: "#DD0000",
    isActive: true,
  },
  {
    key: "ES",
    country: "ES",
    state: "Comunidad de Madrid",
    city: "Madrid",
    zip: "28042",
    phone: "+34910000000",
    addressLineOne: "Calle de la Logística 7",
    addressLineTwo: "Nave 4, IPF",
    color: "#AA151B",
    isActive: false,
  },
];

export type ZoneKey = "europe" | "maghreb" | "middleEast" | "northAmerica" | "restOfWorld";

/** Countries of each zone; "restOfWorld" takes every country not listed. */
export const ZONES: Record<Exclude<ZoneKey, "restOfWorld">, { name: string; countries: readonly string[] }> = {
  europe: {
    name: "Europe",
    countries: [
      "AD",
      "AL",
      "AT",
      "AX",
      "BA",
      "BE",
      "BG",
      "BY",
      "CH",
      "CY",
      "CZ",
      "DE",
      "DK",
      "EE",
      "ES",
      "FI",
      "FO",
      "FR",
      "GB",
      "GG",
      "GI",
      "GR",
      "HR",
      "HU",
      "IE",
      "IM",
      "IS",
      "IT",
      "JE",
      "LI",
      "LT",
      "LU",
      "LV",
      "MC",
      "MD",
      "ME",
      "MK",
      "MT",
      "NL",
      "NO",
      "PL",
      "PT",
      "RO",
      "RS",
      "SE",
      "SI",
      "SJ",
      "SK",
      "SM",
      "TR",
      "UA",
      "VA",
      "XK",
    ],
  },
  maghreb: { name: "Maghreb", countries: ["DZ", "EH", "LY", "MA", "MR", "TN"] },
  middleEast: {
    name: "Middle East and Gulf",
    countries: ["AE", "BH", "EG", "IL", "IQ", "IR", "JO", "KW", "LB", "OM", "PS", "QA", "SA", "SY", "YE"],
  },
  northAmerica: { name: "North America", countries: ["CA", "PR", "UM", "US", "VI"] },
};
export const REST_OF_WORLD_NAME = "Rest of the world";

/** Weight bands in grams; every carrier prices all of them, 0 to 30 kg. */
export const BANDS: readonly (readonly [number, number])[] = [
  [0, 500],
  [500, 1_000],
  [1_000, 2_000],
  [2_000, 5_000],
  [5_000, 10_000],
  [10_000, 20_000],
  [20_000, 30_000],
];

/** Economy prices to Europe per band, in US dollars; other zones cost more. */
const EUROPE_BASE_USD = [14, 17, 22, 32, 48, 75, 105];
const ZONE_FACTOR: Record<ZoneKey, number> = {
  europe: 1,
  maghreb: 1.35,
  middleEast: 1.6,
  northAmerica: 1.75,
  restOfWorld: 2,
};

export interface CarrierSeed {
  warehouse: WarehouseKey;
  rateCard: "main" | "side";
  name: string;
  nameAr: string;
  divisor: number;
  minDays: number;
  maxDays: number;
  /** Price level against the economy base; per-zone overrides where a carrier is strong. */
  factor: number;
  zoneFactor?: Partial<Record<ZoneKey, number>>;
  /** Zones priced; all of them unless given. */
  zones?: readonly ZoneKey[];
  /** The shipping engine's carrier and service it buys labels from (karrio slugs); manual without. */
  engine?: { carrier: string; service: string };
}

/** A carrier of the main rate card, volumetric divisor 5000, unless `more` says otherwise. */
function carrier(
  warehouse: WarehouseKey,
  name: string,
  nameAr: string,
  [minDays, maxDays]: readonly [number, number],
  factor: number,
  more: Partial<CarrierSeed> = {},
): CarrierSeed {
  return { warehouse, rateCard: "main", name, nameAr, divisor: 5000, minDays, maxDays, factor, ...more };
}

// Linked to the shipping engine, so that labels can be bought at the ship desk from the first start.
const COLISSIMO = { carrier: "colissimo", service: "colissimo_international" };
const DHL_EXPRESS = { carrier: "dhl_express", service: "dhl_express_worldwide" };

export const CARRIERS: readonly CarrierSeed[] = [
  carrier("FR", "Colissimo International", "كوليسيمو الدولي", [5, 10], 1, { engine: COLISSIMO }),
  carrier("FR", "DHL Express", "دي إتش إل إكسبريس", [2, 4], 1.55, { engine: DHL_EXPRESS }),
  carrier("FR", "UPS Worldwide Saver", "يو بي إس وورلدوايد سيفر", [3, 5], 1.45),
  carrier("FR", "FedEx International Priority", "فيديكس الدولي السريع", [2, 5], 1.5),
  carrier("FR", "Aramex", "أرامكس", [4, 8], 1.2, {
    divisor: 6000,
    zoneFactor: { maghreb: 1.15, middleEast: 1.2 },
    engine: { carrier: "aramex", service: "aramex_priority_parcel_express" },
  }),
  carrier("DE", "DHL Paket International", "دي إتش إل باكيت الدولي", [6, 12], 0.95),
  carrier("DE", "DHL Express", "دي إتش إل إكسبريس", [2, 4], 1.5, { engine: DHL_EXPRESS }),
  carrier("DE", "UPS Standard", "يو بي إس ستاندرد", [4, 7], 1.25),
  carrier("ES", "Correos Internacional", "كوريوس الدولي", [7, 14], 0.9, { divisor: 6000 }),
  carrier("ES", "SEUR International", "سيور الدولي", [4, 8], 1.2),
  carrier("ES", "DHL Express", "دي إتش إل إكسبريس", [2, 4], 1.55, { engine: DHL_EXPRESS }),
  // The side rate card: groupage freight to North Africa and the Middle East.
  carrier("FR", "IPF Groupage", "شحن مجمّع IPF", [10, 20], 0.7, { rateCard: "side", zones: ["maghreb", "middleEast"] }),
];

/** Price of one band in US dollar cents, ending in .90 like a shop price. */
export function bandPriceCents(carrier: CarrierSeed, zone: ZoneKey, bandIndex: number): number {
  const base = EUROPE_BASE_USD[bandIndex];
  if (base === undefined) throw new Error(`No band ${bandIndex}`);
  const dollars = base * (carrier.zoneFactor?.[zone] ?? ZONE_FACTOR[zone]) * carrier.factor;
  return Math.max(1, Math.round(dollars)) * 100 - 10;
}
