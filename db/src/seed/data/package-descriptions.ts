/**
 * The starting catalogue of item descriptions staff pick at intake, with
 * 6-digit Harmonized System codes (HS 2022). `bold` marks the everyday
 * entries the picker highlights.
 */

export interface PackageDescriptionSeed {
  category: string;
  description: string;
  hsCode: string | null;
  bold?: boolean;
}

/** Description and HS code; "bold" marks an everyday entry. */
type Entry = readonly [description: string, hsCode: string | null, bold?: "bold"];

const BY_CATEGORY: Record<string, readonly Entry[]> = {
  Clothing: [
    ["T-shirts (cotton)", "610910", "bold"],
    ["Sweaters and pullovers (cotton)", "611020"],
    ["Jeans and trousers, men's (cotton)", "620342"],
    ["Trousers, women's (cotton)", "620462"],
    ["Dresses (synthetic fibres)", "620443"],
    ["Jackets and anoraks, men's (synthetic fibres)", "620193"],
    ["Underwear, men's briefs (cotton)", "610711"],
    ["Socks", "611595"],
    ["Baby clothes (cotton)", "611120"],
    ["Tracksuits (synthetic fibres)", "611212"],
  ],
  "Bags and accessories": [
    ["Handbags (leather)", "420221", "bold"],
    ["Backpacks (textile)", "420292"],
    ["Wallets (leather)", "420231"],
    ["Belts (leather)", "420330"],
    ["Sunglasses", "900410"],
  ],
  Shoes: [
    ["Sneakers (rubber or plastic)", "640299", "bold"],
    ["Sports shoes (textile uppers)", "640411"],
    ["Shoes (leather uppers)", "640399"],
    ["Ankle boots (leather uppers)", "640391"],
    ["Slippers (textile uppers)", "640520"],
  ],
  Electronics: [
    ["Smartphone", "851713", "bold"],
    ["Laptop or tablet", "847130"],
    ["Headphones and earphones", "851830"],
    ["Smartwatch", "851762"],
    ["Charger or power adapter", "850440"],
    ["Power bank (lithium-ion)", "850760"],
    ["Digital camera", "852589"],
    ["Video game console", "950450"],
    ["Keyboard or mouse", "847160"],
    ["Memory card or USB stick", "852351"],
    ["Hair dryer", "851631"],
  ],
  Cosmetics: [
    ["Perfume", "330300", "bold"],
    ["Lipstick and lip make-up", "330410"],
    ["Eye make-up", "330420"],
    ["Nail polish", "330430"],
    ["Skin care cream", "330499"],
    ["Shampoo", "330510"],
  ],
  "Books and media": [
    ["Books", "490199", "bold"],
    ["Children's picture books", "490300"],
    ["Magazines", "490290"],
    ["Vinyl records", "852380"],
  ],
  Toys: [
    ["Toys, dolls and building sets", "950300", "bold"],
    ["Board and card games", "950490"],
  ],
  Home: [
    ["Kitchen utensils (stainless steel)", "732393"],
    ["Bed linen (cotton)", "630231"],
    ["Towels (cotton terry)", "630260"],
    ["Tableware (porcelain)", "691110"],
    ["Candles", "340600"],
  ],
  Sports: [
    ["Fitness equipment", "950691"],
    ["Bicycle parts and accessories", "871499"],
  ],
  "Jewellery and watches": [
    ["Wrist watch", "910211"],
    ["Costume jewellery", "711719"],
    ["Silver jewellery", "711311"],
  ],
  "Food and supplements": [
    ["Food supplements and vitamins", "210690"],
    ["Chocolate", "180690"],
    ["Coffee (roasted)", "090121"],
  ],
  "Vehicle parts": [["Car parts and accessories", "870899"]],
  Mail: [
    ["Letter", null, "bold"],
    ["Documents", null],
    ["Bank card", null],
  ],
};

export const PACKAGE_DESCRIPTIONS: readonly PackageDescriptionSeed[] = Object.entries(BY_CATEGORY).flatMap(
  ([category, entries]) =>
    entries.map(([description, hsCode, bold]) => ({ category, description, hsCode, ...(bold && { bold: true }) })),
);
