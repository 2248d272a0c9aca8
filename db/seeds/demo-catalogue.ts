/**
 * Demo configuration: warehouses, zones, carriers with their prices, shops
 * and posts. Realistic, not real: addresses and phone numbers are made up;
 * shop names and links are those of the real European stores.
 */
import type { Translated } from "./content.js";

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
      "AD", "AL", "AT", "AX", "BA", "BE", "BG", "BY", "CH", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FO",
      "FR", "GB", "GG", "GI", "GR", "HR", "HU", "IE", "IM", "IS", "IT", "JE", "LI", "LT", "LU", "LV", "MC",
      "MD", "ME", "MK", "MT", "NL", "NO", "PL", "PT", "RO", "RS", "SE", "SI", "SJ", "SK", "SM", "TR", "UA",
      "VA", "XK",
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
  { warehouse: "FR", rateCard: "main", name: "Colissimo International", nameAr: "كوليسيمو الدولي", divisor: 5000, minDays: 5, maxDays: 10, factor: 1 },
  { warehouse: "FR", rateCard: "main", name: "DHL Express", nameAr: "دي إتش إل إكسبريس", divisor: 5000, minDays: 2, maxDays: 4, factor: 1.55 },
  { warehouse: "FR", rateCard: "main", name: "UPS Worldwide Saver", nameAr: "يو بي إس وورلدوايد سيفر", divisor: 5000, minDays: 3, maxDays: 5, factor: 1.45 },
  { warehouse: "FR", rateCard: "main", name: "FedEx International Priority", nameAr: "فيديكس الدولي السريع", divisor: 5000, minDays: 2, maxDays: 5, factor: 1.5 },
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
  { warehouse: "DE", rateCard: "main", name: "DHL Paket International", nameAr: "دي إتش إل باكيت الدولي", divisor: 5000, minDays: 6, maxDays: 12, factor: 0.95 },
  { warehouse: "DE", rateCard: "main", name: "DHL Express", nameAr: "دي إتش إل إكسبريس", divisor: 5000, minDays: 2, maxDays: 4, factor: 1.5 },
  { warehouse: "DE", rateCard: "main", name: "UPS Standard", nameAr: "يو بي إس ستاندرد", divisor: 5000, minDays: 4, maxDays: 7, factor: 1.25 },
  { warehouse: "ES", rateCard: "main", name: "Correos Internacional", nameAr: "كوريوس الدولي", divisor: 6000, minDays: 7, maxDays: 14, factor: 0.9 },
  { warehouse: "ES", rateCard: "main", name: "SEUR International", nameAr: "سيور الدولي", divisor: 5000, minDays: 4, maxDays: 8, factor: 1.2 },
  { warehouse: "ES", rateCard: "main", name: "DHL Express", nameAr: "دي إتش إل إكسبريس", divisor: 5000, minDays: 2, maxDays: 4, factor: 1.55 },
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

export const SHOP_CATEGORIES = [
  "Fashion",
  "Shoes",
  "Beauty",
  "Electronics",
  "Home",
  "Sports",
  "Kids and toys",
  "Books",
  "Marketplaces",
] as const;
export type ShopCategory = (typeof SHOP_CATEGORIES)[number];

export interface ShopSeed {
  name: string;
  link: string;
  category: ShopCategory;
  country: string;
  color: string;
}

export const SHOPS: readonly ShopSeed[] = [
  { name: "Amazon.fr", link: "https://www.amazon.fr", category: "Marketplaces", country: "FR", color: "#FF9900" },
  { name: "Cdiscount", link: "https://www.cdiscount.com", category: "Marketplaces", country: "FR", color: "#0D2F82" },
  { name: "Fnac", link: "https://www.fnac.com", category: "Electronics", country: "FR", color: "#E1A925" },
  { name: "Darty", link: "https://www.darty.com", category: "Electronics", country: "FR", color: "#E30613" },
  { name: "Boulanger", link: "https://www.boulanger.com", category: "Electronics", country: "FR", color: "#F18A00" },
  { name: "Sephora", link: "https://www.sephora.fr", category: "Beauty", country: "FR", color: "#000000" },
  { name: "Yves Rocher", link: "https://www.yves-rocher.fr", category: "Beauty", country: "FR", color: "#006A4E" },
  { name: "Decathlon", link: "https://www.decathlon.fr", category: "Sports", country: "FR", color: "#0082C3" },
  { name: "Kiabi", link: "https://www.kiabi.com", category: "Fashion", country: "FR", color: "#0060A9" },
  { name: "Sézane", link: "https://www.sezane.com", category: "Fashion", country: "FR", color: "#1A1A1A" },
  { name: "La Redoute", link: "https://www.laredoute.fr", category: "Home", country: "FR", color: "#E4002B" },
  { name: "Courir", link: "https://www.courir.com", category: "Shoes", country: "FR", color: "#111111" },
  { name: "Sarenza", link: "https://www.sarenza.com", category: "Shoes", country: "FR", color: "#E6007E" },
  { name: "King Jouet", link: "https://www.king-jouet.com", category: "Kids and toys", country: "FR", color: "#E2001A" },
  { name: "Vertbaudet", link: "https://www.vertbaudet.fr", category: "Kids and toys", country: "FR", color: "#00A19A" },
  { name: "Zalando", link: "https://www.zalando.de", category: "Fashion", country: "DE", color: "#FF6900" },
  { name: "About You", link: "https://www.aboutyou.de", category: "Fashion", country: "DE", color: "#000000" },
  { name: "Otto", link: "https://www.otto.de", category: "Marketplaces", country: "DE", color: "#F00020" },
  { name: "MediaMarkt", link: "https://www.mediamarkt.de", category: "Electronics", country: "DE", color: "#DF0000" },
  { name: "Douglas", link: "https://www.douglas.de", category: "Beauty", country: "DE", color: "#9BDCD2" },
  { name: "dm", link: "https://www.dm.de", category: "Beauty", country: "DE", color: "#002878" },
  { name: "Thalia", link: "https://www.thalia.de", category: "Books", country: "DE", color: "#EE7203" },
  { name: "Zara", link: "https://www.zara.com/es/", category: "Fashion", country: "ES", color: "#000000" },
  { name: "Mango", link: "https://shop.mango.com/es", category: "Fashion", country: "ES", color: "#1D1D1B" },
  { name: "El Corte Inglés", link: "https://www.elcorteingles.es", category: "Marketplaces", country: "ES", color: "#00843D" },
  { name: "PcComponentes", link: "https://www.pccomponentes.com", category: "Electronics", country: "ES", color: "#FF6000" },
  { name: "YOOX", link: "https://www.yoox.com", category: "Fashion", country: "IT", color: "#000000" },
  { name: "KIKO Milano", link: "https://www.kikocosmetics.com", category: "Beauty", country: "IT", color: "#1B1B1B" },
  { name: "bol.", link: "https://www.bol.com", category: "Marketplaces", country: "NL", color: "#0000A4" },
  { name: "Coolblue", link: "https://www.coolblue.nl", category: "Electronics", country: "NL", color: "#0090E3" },
  { name: "Torfs", link: "https://www.torfs.be", category: "Shoes", country: "BE", color: "#222222" },
  { name: "H&M", link: "https://www.hm.com", category: "Fashion", country: "SE", color: "#E50010" },
  { name: "IKEA", link: "https://www.ikea.com", category: "Home", country: "SE", color: "#0058A3" },
  { name: "Allegro", link: "https://allegro.pl", category: "Marketplaces", country: "PL", color: "#FF5A00" },
  { name: "ASOS", link: "https://www.asos.com", category: "Fashion", country: "GB", color: "#2D2D2D" },
  { name: "Waterstones", link: "https://www.waterstones.com", category: "Books", country: "GB", color: "#000000" },
];

export interface PostSeed {
  type: "BLOG" | "SALES" | "RESTOCK" | "LIMITED";
  title: Translated;
  content: Translated;
  warehouse: WarehouseKey;
  discount: number | null;
  website: { title: string; url: string } | null;
  /** Days from the seed until the post expires. */
  expiresInDays: number;
}

export const POSTS: readonly PostSeed[] = [
  {
    type: "BLOG",
    warehouse: "FR",
    title: {
      en: "Three ways to pay less for shipping",
      ar: "ثلاث طرق لتدفع أقل مقابل الشحن",
      fr: "Trois façons de payer moins cher l'expédition",
    },
    content: {
      en: "Consolidate your parcels before shipping, ask us to remove shoe boxes and bills, and compare carriers in the calculator: together they can cut the bill by up to 80%.",
      ar: "اجمع طرودك قبل شحنها، واطلب منا إزالة علب الأحذية والفواتير، وقارن بين شركات الشحن في الحاسبة: معًا يمكن أن تخفّض التكلفة حتى 80%.",
      fr: "Regroupez vos colis avant l'envoi, demandez-nous de retirer boîtes à chaussures et factures, et comparez les transporteurs dans le calculateur : ensemble, ces gestes peuvent réduire la facture jusqu'à 75 %.",
    },
    discount: null,
    website: null,
    expiresInDays: 365,
  },
  {
    type: "SALES",
    warehouse: "DE",
    title: { en: "Zalando mid-season sale", ar: "تخفيضات منتصف الموسم في زالاندو", fr: "Soldes de mi-saison chez Zalando" },
    content: {
      en: "Up to 30% off shoes and jackets on zalando.de. Have them delivered to your German address.",
      ar: "خصم يصل إلى 30% على الأحذية والسترات في zalando.de. اطلب توصيلها إلى عنوانك في ألمانيا.",
      fr: "Jusqu'à 30 % de réduction sur les chaussures et les vestes sur zalando.de. Faites-les livrer à votre adresse allemande.",
    },
    discount: 30,
    website: { title: "Zalando", url: "https://www.zalando.de" },
    expiresInDays: 21,
  },
  {
    type: "RESTOCK",
    warehouse: "FR",
    title: { en: "Back in stock at Decathlon", ar: "عادت إلى المخزون في ديكاتلون", fr: "De retour en stock chez Decathlon" },
    content: {
      en: "The popular Quechua hiking backpacks are available again on decathlon.fr.",
      ar: "حقائب الظهر Quechua للمشي الجبلي متوفرة من جديد على decathlon.fr.",
      fr: "Les sacs à dos de randonnée Quechua sont de nouveau disponibles sur decathlon.fr.",
    },
    discount: null,
    website: { title: "Decathlon", url: "https://www.decathlon.fr" },
    expiresInDays: 14,
  },
  {
    type: "LIMITED",
    warehouse: "FR",
    title: { en: "Limited edition advent calendars", ar: "تقاويم الأعياد بإصدار محدود", fr: "Calendriers de l'Avent en édition limitée" },
    content: {
      en: "Sephora's beauty advent calendars are out in limited numbers. Order early and we ship them the day they arrive.",
      ar: "صدرت تقاويم الأعياد للتجميل من سيفورا بكميات محدودة. اطلبها مبكرًا وسنشحنها يوم وصولها.",
      fr: "Les calendriers de l'Avent beauté de Sephora sont sortis en quantité limitée. Commandez tôt : nous les expédions le jour de leur arrivée.",
    },
    discount: null,
    website: { title: "Sephora", url: "https://www.sephora.fr" },
    expiresInDays: 30,
  },
];
