import type { ContentCatalogue } from "./en.js";

/**
 * Display order of the long texts' lists. Kept apart from the texts so a page
 * can import the order without bundling every language; content.test.ts
 * checks each list names exactly the catalogue's keys.
 */
export type FaqKey = keyof ContentCatalogue["faq"];
export type ProhibitedKey = keyof ContentCatalogue["prohibited"];

/** The calculator's accordion shows the first five: the shipping-price questions. */
export const FAQ_KEYS = [
  "price",
  "volumetric",
  "delivery",
  "consolidation",
  "payment",
  "freeAddress",
  "services",
  "prohibited",
  "nationalId",
] as const satisfies readonly FaqKey[];
export const CALCULATOR_FAQ_KEYS = FAQ_KEYS.slice(0, 5);

/** The twelve categories, in the order the old product lists them. */
export const PROHIBITED_KEYS = [
  "chemicals",
  "bodyParts",
  "drugs",
  "sexual",
  "counterfeit",
  "livingBeings",
  "weapons",
  "radioactive",
  "toxicWaste",
  "antiquities",
  "coldWeapons",
  "fuel",
] as const satisfies readonly ProhibitedKey[];

export const LEGAL_SECTIONS = [
  "publisher",
  "contact",
  "hosting",
  "property",
  "liability",
  "law",
] as const satisfies readonly (keyof ContentCatalogue["legal"]["sections"])[];

export const PRIVACY_SECTIONS = [
  "collected",
  "purpose",
  "sharing",
  "storage",
  "rights",
  "cookies",
] as const satisfies readonly (keyof ContentCatalogue["privacy"]["sections"])[];

export const TERMS_SECTIONS = [
  "service",
  "account",
  "parcels",
  "prohibited",
  "requests",
  "prices",
  "customs",
  "liability",
  "changes",
] as const satisfies readonly (keyof ContentCatalogue["terms"]["sections"])[];

export const SHOP_GUIDE_STEPS = [
  "address",
  "checkout",
  "payment",
  "track",
] as const satisfies readonly (keyof ContentCatalogue["shopGuide"]["steps"])[];

export const SHOP_GUIDE_TIPS = [
  "several",
  "boxes",
  "prohibited",
] as const satisfies readonly (keyof ContentCatalogue["shopGuide"]["tips"])[];
