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
}

export const CARRIERS: readonly CarrierSeed[] = [
  {
    warehouse: "FR",
    rateCard: "main",
    name: "Colissimo International",
    nameAr: "كوليسيمو الدولي",
    divisor: 5000,
    minDays: 5,
    maxDays: 10,
    factor: 1,
  },
  {
    warehouse: "FR",
    rateCard: "main",
    name: "DHL Express",
    nameAr: "دي إتش إل إكسبريس",
    divisor: 5000,
    minDays: 2,
    maxDays: 4,
    factor: 1.55,
  },
  {
    warehouse: "FR",
    rateCard: "main",
    name: "UPS Worldwide Saver",
    nameAr: "يو بي إس وورلدوايد سيفر",
    divisor: 5000,
    minDays: 3,
    maxDays: 5,
    factor: 1.45,
  },
  {
    warehouse: "FR",
    rateCard: "main",
    name: "FedEx International Priority",
    nameAr: "فيديكس الدولي السريع",
    divisor: 5000,
    minDays: 2,
    maxDays: 5,
    factor: 1.5,
  },
  {
    warehouse: "FR",
    rateCard: "main",
    name: "Aramex",
    nameAr: "أرامكس",
    divisor: 6000,
    minDays: 4,
    maxDays: 8,
    factor: 1.2,
    zoneFactor: { maghreb: 1.15, middleEast: 1.2 },
  },
  {
    warehouse: "DE",
    rateCard: "main",
    name: "DHL Paket International",
    nameAr: "دي إتش إل باكيت الدولي",
    divisor: 5000,
    minDays: 6,
    maxDays: 12,
    factor: 0.95,
  },
  {
    warehouse: "DE",
    rateCard: "main",
    name: "DHL Express",
    nameAr: "دي إتش إل إكسبريس",
    divisor: 5000,
    minDays: 2,
    maxDays: 4,
    factor: 1.5,
  },
  {
    warehouse: "DE",
    rateCard: "main",
    name: "UPS Standard",
    nameAr: "يو بي إس ستاندرد",
    divisor: 5000,
    minDays: 4,
    maxDays: 7,
    factor: 1.25,
  },
  {
    warehouse: "ES",
    rateCard: "main",
    name: "Correos Internacional",
    nameAr: "كوريوس الدولي",
    divisor: 6000,
    minDays: 7,
    maxDays: 14,
    factor: 0.9,
  },
  {
    warehouse: "ES",
    rateCard: "main",
    name: "SEUR International",
    nameAr: "سيور الدولي",
    divisor: 5000,
    minDays: 4,
    maxDays: 8,
    factor: 1.2,
  },
  {
    warehouse: "ES",
    rateCard: "main",
    name: "DHL Express",
    nameAr: "دي إتش إل إكسبريس",
    divisor: 5000,
    minDays: 2,
    maxDays: 4,
    factor: 1.55,
  },
  // The side rate card: groupage freight to North Africa and the Middle East.
  {
    warehouse: "FR",
    rateCard: "side",
    name: "IPF Groupage",
    nameAr: "شحن مجمّع IPF",
    divisor: 5000,
    minDays: 10,
    maxDays: 20,
    factor: 0.7,
    zones: ["maghreb", "middleEast"],
  },
];

/** Price of one band in US dollar cents, ending in .90 like a shop price. */
export function bandPriceCents(carrier: CarrierSeed, zone: ZoneKey, bandIndex: number): number {
  const base = EUROPE_BASE_USD[bandIndex];
  if (base === undefined) throw new Error(`No band ${bandIndex}`);
  const dollars = base * (carrier.zoneFactor?.[zone] ?? ZONE_FACTOR[zone]) * carrier.factor;
  return Math.max(1, Math.round(dollars)) * 100 - 10;
}
