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
  {
    name: "King Jouet",
    link: "https://www.king-jouet.com",
    category: "Kids and toys",
    country: "FR",
    color: "#E2001A",
  },
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
  {
    name: "El Corte Inglés",
    link: "https://www.elcorteingles.es",
    category: "Marketplaces",
    country: "ES",
    color: "#00843D",
  },
  {
    name: "PcComponentes",
    link: "https://www.pccomponentes.com",
    category: "Electronics",
    country: "ES",
    color: "#FF6000",
  },
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
