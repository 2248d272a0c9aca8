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

export const PACKAGE_DESCRIPTIONS: readonly PackageDescriptionSeed[] = [
  // Clothing
  { category: "Clothing", description: "T-shirts (cotton)", hsCode: "610910", bold: true },
  { category: "Clothing", description: "Sweaters and pullovers (cotton)", hsCode: "611020" },
  { category: "Clothing", description: "Jeans and trousers, men's (cotton)", hsCode: "620342" },
  { category: "Clothing", description: "Trousers, women's (cotton)", hsCode: "620462" },
  { category: "Clothing", description: "Dresses (synthetic fibres)", hsCode: "620443" },
  { category: "Clothing", description: "Jackets and anoraks, men's (synthetic fibres)", hsCode: "620193" },
  { category: "Clothing", description: "Underwear, men's briefs (cotton)", hsCode: "610711" },
  { category: "Clothing", description: "Socks", hsCode: "611595" },
  { category: "Clothing", description: "Baby clothes (cotton)", hsCode: "611120" },
  { category: "Clothing", description: "Tracksuits (synthetic fibres)", hsCode: "611212" },
  // Bags and accessories
  { category: "Bags and accessories", description: "Handbags (leather)", hsCode: "420221", bold: true },
  { category: "Bags and accessories", description: "Backpacks (textile)", hsCode: "420292" },
  { category: "Bags and accessories", description: "Wallets (leather)", hsCode: "420231" },
  { category: "Bags and accessories", description: "Belts (leather)", hsCode: "420330" },
  { category: "Bags and accessories", description: "Sunglasses", hsCode: "900410" },
  // Shoes
  { category: "Shoes", description: "Sneakers (rubber or plastic)", hsCode: "640299", bold: true },
  { category: "Shoes", description: "Sports shoes (textile uppers)", hsCode: "640411" },
  { category: "Shoes", description: "Shoes (leather uppers)", hsCode: "640399" },
  { category: "Shoes", description: "Ankle boots (leather uppers)", hsCode: "640391" },
  { category: "Shoes", description: "Slippers (textile uppers)", hsCode: "640520" },
  // Electronics
  { category: "Electronics", description: "Smartphone", hsCode: "851713", bold: true },
  { category: "Electronics", description: "Laptop or tablet", hsCode: "847130" },
  { category: "Electronics", description: "Headphones and earphones", hsCode: "851830" },
  { category: "Electronics", description: "Smartwatch", hsCode: "851762" },
  { category: "Electronics", description: "Charger or power adapter", hsCode: "850440" },
  { category: "Electronics", description: "Power bank (lithium-ion)", hsCode: "850760" },
  { category: "Electronics", description: "Digital camera", hsCode: "852589" },
  { category: "Electronics", description: "Video game console", hsCode: "950450" },
  { category: "Electronics", description: "Keyboard or mouse", hsCode: "847160" },
  { category: "Electronics", description: "Memory card or USB stick", hsCode: "852351" },
  { category: "Electronics", description: "Hair dryer", hsCode: "851631" },
  // Cosmetics
  { category: "Cosmetics", description: "Perfume", hsCode: "330300", bold: true },
  { category: "Cosmetics", description: "Lipstick and lip make-up", hsCode: "330410" },
  { category: "Cosmetics", description: "Eye make-up", hsCode: "330420" },
  { category: "Cosmetics", description: "Nail polish", hsCode: "330430" },
  { category: "Cosmetics", description: "Skin care cream", hsCode: "330499" },
  { category: "Cosmetics", description: "Shampoo", hsCode: "330510" },
  // Books and media
  { category: "Books and media", description: "Books", hsCode: "490199", bold: true },
  { category: "Books and media", description: "Children's picture books", hsCode: "490300" },
  { category: "Books and media", description: "Magazines", hsCode: "490290" },
  { category: "Books and media", description: "Vinyl records", hsCode: "852380" },
  // Toys
  { category: "Toys", description: "Toys, dolls and building sets", hsCode: "950300", bold: true },
  { category: "Toys", description: "Board and card games", hsCode: "950490" },
  // Home
  { category: "Home", description: "Kitchen utensils (stainless steel)", hsCode: "732393" },
  { category: "Home", description: "Bed linen (cotton)", hsCode: "630231" },
  { category: "Home", description: "Towels (cotton terry)", hsCode: "630260" },
  { category: "Home", description: "Tableware (porcelain)", hsCode: "691110" },
  { category: "Home", description: "Candles", hsCode: "340600" },
  // Sports
  { category: "Sports", description: "Fitness equipment", hsCode: "950691" },
  { category: "Sports", description: "Bicycle parts and accessories", hsCode: "871499" },
  // Jewellery and watches
  { category: "Jewellery and watches", description: "Wrist watch", hsCode: "910211" },
  { category: "Jewellery and watches", description: "Costume jewellery", hsCode: "711719" },
  { category: "Jewellery and watches", description: "Silver jewellery", hsCode: "711311" },
  // Food and supplements
  { category: "Food and supplements", description: "Food supplements and vitamins", hsCode: "210690" },
  { category: "Food and supplements", description: "Chocolate", hsCode: "180690" },
  { category: "Food and supplements", description: "Coffee (roasted)", hsCode: "090121" },
  // Vehicle parts
  { category: "Vehicle parts", description: "Car parts and accessories", hsCode: "870899" },
  // Mail
  { category: "Mail", description: "Letter", hsCode: null, bold: true },
  { category: "Mail", description: "Documents", hsCode: null },
  { category: "Mail", description: "Bank card", hsCode: null },
];
