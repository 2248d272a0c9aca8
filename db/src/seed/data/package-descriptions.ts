/**
 * The starting catalogue of item descriptions staff pick at intake, with
 * 6-digit Harmonized System codes (HS 2022), in English, Arabic and
 * French. `bold` marks the everyday entries the picker highlights.
 */

export interface PackageDescriptionSeed {
  category: string;
  description: string;
  descriptionAr: string;
  descriptionFr: string;
  hsCode: string | null;
  bold?: boolean;
}

/** Description in English, Arabic and French, and HS code; "bold" marks an everyday entry. */
type Entry = readonly [description: string, arabic: string, french: string, hsCode: string | null, bold?: "bold"];

const BY_CATEGORY: Record<string, readonly Entry[]> = {
  Clothing: [
    ["T-shirts (cotton)", "قمصان قصيرة الأكمام (قطن)", "T-shirts (coton)", "610910", "bold"],
    ["Sweaters and pullovers (cotton)", "كنزات وبلوفرات (قطن)", "Chandails et pulls (coton)", "611020"],
    [
      "Jeans and trousers, men's (cotton)",
      "جينز وسراويل رجالية (قطن)",
      "Jeans et pantalons pour homme (coton)",
      "620342",
    ],
    ["Trousers, women's (cotton)", "سراويل نسائية (قطن)", "Pantalons pour femme (coton)", "620462"],
    ["Dresses (synthetic fibres)", "فساتين (ألياف صناعية)", "Robes (fibres synthétiques)", "620443"],
    [
      "Jackets and anoraks, men's (synthetic fibres)",
      "سترات ومعاطف رجالية (ألياف صناعية)",
      "Vestes et anoraks pour homme (fibres synthétiques)",
      "620193",
    ],
    [
      "Underwear, men's briefs (cotton)",
      "ملابس داخلية رجالية (قطن)",
      "Sous-vêtements, slips pour homme (coton)",
      "610711",
    ],
    ["Socks", "جوارب", "Chaussettes", "611595"],
    ["Baby clothes (cotton)", "ملابس أطفال رضع (قطن)", "Vêtements pour bébé (coton)", "611120"],
    ["Tracksuits (synthetic fibres)", "بدلات رياضية (ألياف صناعية)", "Survêtements (fibres synthétiques)", "611212"],
  ],
  "Bags and accessories": [
    ["Handbags (leather)", "حقائب يد (جلد)", "Sacs à main (cuir)", "420221", "bold"],
    ["Backpacks (textile)", "حقائب ظهر (نسيج)", "Sacs à dos (textile)", "420292"],
    ["Wallets (leather)", "محافظ (جلد)", "Portefeuilles (cuir)", "420231"],
    ["Belts (leather)", "أحزمة (جلد)", "Ceintures (cuir)", "420330"],
    ["Sunglasses", "نظارات شمسية", "Lunettes de soleil", "900410"],
  ],
  Shoes: [
    [
      "Sneakers (rubber or plastic)",
      "أحذية رياضية (مطاط أو بلاستيك)",
      "Baskets (caoutchouc ou plastique)",
      "640299",
      "bold",
    ],
    [
      "Sports shoes (textile uppers)",
      "أحذية رياضية (الجزء العلوي من النسيج)",
      "Chaussures de sport (dessus en textile)",
      "640411",
    ],
    ["Shoes (leather uppers)", "أحذية (الجزء العلوي من الجلد)", "Chaussures (dessus en cuir)", "640399"],
    ["Ankle boots (leather uppers)", "أحذية بوت قصيرة (الجزء العلوي من الجلد)", "Bottines (dessus en cuir)", "640391"],
    ["Slippers (textile uppers)", "خفاف منزلية (الجزء العلوي من النسيج)", "Chaussons (dessus en textile)", "640520"],
  ],
  Electronics: [
    ["Smartphone", "هاتف ذكي", "Smartphone", "851713", "bold"],
    ["Laptop or tablet", "حاسوب محمول أو لوحي", "Ordinateur portable ou tablette", "847130"],
    ["Headphones and earphones", "سماعات رأس وسماعات أذن", "Casques et écouteurs", "851830"],
    ["Smartwatch", "ساعة ذكية", "Montre connectée", "851762"],
    ["Charger or power adapter", "شاحن أو محول كهرباء", "Chargeur ou adaptateur secteur", "850440"],
    ["Power bank (lithium-ion)", "بطارية متنقلة (ليثيوم أيون)", "Batterie externe (lithium-ion)", "850760"],
    ["Digital camera", "كاميرا رقمية", "Appareil photo numérique", "852589"],
    ["Video game console", "جهاز ألعاب فيديو", "Console de jeux vidéo", "950450"],
    ["Keyboard or mouse", "لوحة مفاتيح أو فأرة", "Clavier ou souris", "847160"],
    ["Memory card or USB stick", "بطاقة ذاكرة أو مفتاح USB", "Carte mémoire ou clé USB", "852351"],
    ["Hair dryer", "مجفف شعر", "Sèche-cheveux", "851631"],
  ],
  Cosmetics: [
    ["Perfume", "عطر", "Parfum", "330300", "bold"],
    ["Lipstick and lip make-up", "أحمر شفاه ومكياج الشفاه", "Rouge à lèvres et maquillage des lèvres", "330410"],
    ["Eye make-up", "مكياج العيون", "Maquillage des yeux", "330420"],
    ["Nail polish", "طلاء أظافر", "Vernis à ongles", "330430"],
    ["Skin care cream", "كريم العناية بالبشرة", "Crème de soin pour la peau", "330499"],
    ["Shampoo", "شامبو", "Shampooing", "330510"],
  ],
  "Books and media": [
    ["Books", "كتب", "Livres", "490199", "bold"],
    ["Children's picture books", "كتب مصورة للأطفال", "Albums illustrés pour enfants", "490300"],
    ["Magazines", "مجلات", "Magazines", "490290"],
    ["Vinyl records", "أسطوانات فينيل", "Disques vinyles", "852380"],
  ],
  Toys: [
    [
      "Toys, dolls and building sets",
      "ألعاب ودمى ومجموعات تركيب",
      "Jouets, poupées et jeux de construction",
      "950300",
      "bold",
    ],
    ["Board and card games", "ألعاب لوحية وألعاب ورق", "Jeux de société et jeux de cartes", "950490"],
  ],
  Home: [
    [
      "Kitchen utensils (stainless steel)",
      "أدوات مطبخ (فولاذ مقاوم للصدأ)",
      "Ustensiles de cuisine (acier inoxydable)",
      "732393",
    ],
    ["Bed linen (cotton)", "أغطية أسرة (قطن)", "Linge de lit (coton)", "630231"],
    ["Towels (cotton terry)", "مناشف (قطن إسفنجي)", "Serviettes (éponge de coton)", "630260"],
    ["Tableware (porcelain)", "أواني المائدة (خزف)", "Vaisselle (porcelaine)", "691110"],
    ["Candles", "شموع", "Bougies", "340600"],
  ],
  Sports: [
    ["Fitness equipment", "معدات اللياقة البدنية", "Équipement de fitness", "950691"],
    ["Bicycle parts and accessories", "قطع وإكسسوارات الدراجات", "Pièces et accessoires de vélo", "871499"],
  ],
  "Jewellery and watches": [
    ["Wrist watch", "ساعة يد", "Montre-bracelet", "910211"],
    ["Costume jewellery", "مجوهرات مقلدة", "Bijoux fantaisie", "711719"],
    ["Silver jewellery", "مجوهرات فضية", "Bijoux en argent", "711311"],
  ],
  "Food and supplements": [
    ["Food supplements and vitamins", "مكملات غذائية وفيتامينات", "Compléments alimentaires et vitamines", "210690"],
    ["Chocolate", "شوكولاتة", "Chocolat", "180690"],
    ["Coffee (roasted)", "قهوة (محمصة)", "Café (torréfié)", "090121"],
  ],
  "Vehicle parts": [
    ["Car parts and accessories", "قطع وإكسسوارات السيارات", "Pièces et accessoires automobiles", "870899"],
  ],
  Mail: [
    ["Letter", "رسالة", "Lettre", null, "bold"],
    ["Documents", "وثائق", "Documents", null],
    ["Bank card", "بطاقة بنكية", "Carte bancaire", null],
  ],
};

export const PACKAGE_DESCRIPTIONS: readonly PackageDescriptionSeed[] = Object.entries(BY_CATEGORY).flatMap(
  ([category, entries]) =>
    entries.map(([description, descriptionAr, descriptionFr, hsCode, bold]) => ({
      category,
      description,
      descriptionAr,
      descriptionFr,
      hsCode,
      ...(bold && { bold: true }),
    })),
);
