/**
 * Demo market: shop categories, partner shops and promotional posts. Shop
 * names and links are those of the real European stores.
 */
import type { Translated } from "./content.js";
import type { WarehouseKey } from "./demo-catalogue.js";

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

/** Partner shops: name, link, category, country, brand colour. */
const SHOP_ROWS: readonly (readonly [string, string, ShopCategory, string, string])[] = [
  ["Amazon.fr", "https://www.amazon.fr", "Marketplaces", "FR", "#FF9900"],
  ["Cdiscount", "https://www.cdiscount.com", "Marketplaces", "FR", "#0D2F82"],
  ["Fnac", "https://www.fnac.com", "Electronics", "FR", "#E1A925"],
  ["Darty", "https://www.darty.com", "Electronics", "FR", "#E30613"],
  ["Boulanger", "https://www.boulanger.com", "Electronics", "FR", "#F18A00"],
  ["Sephora", "https://www.sephora.fr", "Beauty", "FR", "#000000"],
  ["Yves Rocher", "https://www.yves-rocher.fr", "Beauty", "FR", "#006A4E"],
  ["Decathlon", "https://www.decathlon.fr", "Sports", "FR", "#0082C3"],
  ["Kiabi", "https://www.kiabi.com", "Fashion", "FR", "#0060A9"],
  ["Sézane", "https://www.sezane.com", "Fashion", "FR", "#1A1A1A"],
  ["La Redoute", "https://www.laredoute.fr", "Home", "FR", "#E4002B"],
  ["Courir", "https://www.courir.com", "Shoes", "FR", "#111111"],
  ["Sarenza", "https://www.sarenza.com", "Shoes", "FR", "#E6007E"],
  ["King Jouet", "https://www.king-jouet.com", "Kids and toys", "FR", "#E2001A"],
  ["Vertbaudet", "https://www.vertbaudet.fr", "Kids and toys", "FR", "#00A19A"],
  ["Zalando", "https://www.zalando.de", "Fashion", "DE", "#FF6900"],
  ["About You", "https://www.aboutyou.de", "Fashion", "DE", "#000000"],
  ["Otto", "https://www.otto.de", "Marketplaces", "DE", "#F00020"],
  ["MediaMarkt", "https://www.mediamarkt.de", "Electronics", "DE", "#DF0000"],
  ["Douglas", "https://www.douglas.de", "Beauty", "DE", "#9BDCD2"],
  ["dm", "https://www.dm.de", "Beauty", "DE", "#002878"],
  ["Thalia", "https://www.thalia.de", "Books", "DE", "#EE7203"],
  ["Zara", "https://www.zara.com/es/", "Fashion", "ES", "#000000"],
  ["Mango", "https://shop.mango.com/es", "Fashion", "ES", "#1D1D1B"],
  ["El Corte Inglés", "https://www.elcorteingles.es", "Marketplaces", "ES", "#00843D"],
  ["PcComponentes", "https://www.pccomponentes.com", "Electronics", "ES", "#FF6000"],
  ["YOOX", "https://www.yoox.com", "Fashion", "IT", "#000000"],
  ["KIKO Milano", "https://www.kikocosmetics.com", "Beauty", "IT", "#1B1B1B"],
  ["bol.", "https://www.bol.com", "Marketplaces", "NL", "#0000A4"],
  ["Coolblue", "https://www.coolblue.nl", "Electronics", "NL", "#0090E3"],
  ["Torfs", "https://www.torfs.be", "Shoes", "BE", "#222222"],
  ["H&M", "https://www.hm.com", "Fashion", "SE", "#E50010"],
  ["IKEA", "https://www.ikea.com", "Home", "SE", "#0058A3"],
  ["Allegro", "https://allegro.pl", "Marketplaces", "PL", "#FF5A00"],
  ["ASOS", "https://www.asos.com", "Fashion", "GB", "#2D2D2D"],
  ["Waterstones", "https://www.waterstones.com", "Books", "GB", "#000000"],
];

export const SHOPS: readonly ShopSeed[] = SHOP_ROWS.map(([name, link, category, country, color]) => ({
  name,
  link,
  category,
  country,
  color,
}));

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
    title: {
      en: "Zalando mid-season sale",
      ar: "تخفيضات منتصف الموسم في زالاندو",
      fr: "Soldes de mi-saison chez Zalando",
    },
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
    title: {
      en: "Back in stock at Decathlon",
      ar: "عادت إلى المخزون في ديكاتلون",
      fr: "De retour en stock chez Decathlon",
    },
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
    title: {
      en: "Limited edition advent calendars",
      ar: "تقاويم الأعياد بإصدار محدود",
      fr: "Calendriers de l'Avent en édition limitée",
    },
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
