/**
 * The FAQ and the twelve prohibited-item categories, in the three interface
 * languages. The calculator's accordion shows the first five FAQ entries,
 * so the shipping-price questions come first. Consolidation savings follow
 * the spec's catalogues: up to 80 percent in English (and Arabic), 75 in French.
 */

export interface Translated {
  en: string;
  ar: string;
  fr: string;
}

export interface ContentEntry {
  title: Translated;
  body: Translated;
}

export const FAQ: readonly ContentEntry[] = [
  {
    title: {
      en: "How is the shipping price calculated?",
      ar: "كيف يُحسب سعر الشحن؟",
      fr: "Comment le prix d'expédition est-il calculé ?",
    },
    body: {
      en: "The price depends on the destination, the carrier you choose and the chargeable weight of your parcel: the greater of its actual weight and its volumetric weight (length × width × height in cm ÷ 5000). A parcel can weigh up to 30 kg. Prices are shown in US dollars and you pay only the shipping price: no subscription, no hidden fees.",
      ar: "يعتمد السعر على بلد الوجهة وشركة الشحن التي تختارها والوزن المحتسب لطردك، وهو الأكبر بين وزنه الفعلي ووزنه الحجمي (الطول × العرض × الارتفاع بالسنتيمتر ÷ 5000). يمكن أن يصل وزن الطرد إلى 30 كغ. تُعرض الأسعار بالدولار الأمريكي، ولا تدفع إلا سعر الشحن: لا اشتراك ولا رسوم خفية.",
      fr: "Le prix dépend de la destination, du transporteur choisi et du poids facturable de votre colis : le plus élevé entre son poids réel et son poids volumétrique (longueur × largeur × hauteur en cm ÷ 5000). Un colis peut peser jusqu'à 30 kg. Les prix sont affichés en dollars américains et vous ne payez que l'expédition : ni abonnement, ni frais cachés.",
    },
  },
  {
    title: {
      en: "What is volumetric weight?",
      ar: "ما هو الوزن الحجمي؟",
      fr: "Qu'est-ce que le poids volumétrique ?",
    },
    body: {
      en: "Carriers charge for the space a parcel takes up as well as for its weight. Volumetric weight is length × width × height in centimetres divided by 5000 (some carriers use their own divisor). A 40 × 30 × 20 cm box has a volumetric weight of 4.8 kg, even if it weighs only 1 kg. Removing shoe boxes and consolidating parcels reduces it.",
      ar: "تحتسب شركات الشحن المساحة التي يشغلها الطرد إلى جانب وزنه. الوزن الحجمي هو حاصل ضرب الطول في العرض في الارتفاع بالسنتيمتر مقسومًا على 5000 (تستخدم بعض الشركات معاملًا خاصًا بها). فالصندوق الذي أبعاده 40 × 30 × 20 سم وزنه الحجمي 4.8 كغ حتى لو كان وزنه الفعلي 1 كغ فقط. إزالة علب الأحذية وتجميع الطرود يقلّلان منه.",
      fr: "Les transporteurs facturent l'espace occupé par un colis autant que son poids. Le poids volumétrique est égal à longueur × largeur × hauteur en centimètres divisé par 5000 (certains transporteurs utilisent leur propre diviseur). Une boîte de 40 × 30 × 20 cm a un poids volumétrique de 4,8 kg, même si elle ne pèse que 1 kg. Retirer les boîtes à chaussures et regrouper vos colis le réduit.",
    },
  },
  {
    title: {
      en: "How long does delivery take?",
      ar: "كم تستغرق مدة التوصيل؟",
      fr: "Quel est le délai de livraison ?",
    },
    body: {
      en: "Each carrier shows its estimated delivery time, from the minimum to the maximum number of days, next to its price. Allow up to 1 business day for us to sort and photograph a parcel when it reaches the warehouse, then the time for your shipping request and payment.",
      ar: "تعرض كل شركة شحن بجانب سعرها المدة التقديرية للتوصيل، من الحد الأدنى إلى الحد الأقصى بالأيام. احتسب يوم عمل واحدًا كحد أقصى لفرز طردك وتصويره عند وصوله إلى المستودع، ثم الوقت اللازم لطلب الشحن والدفع.",
      fr: "Chaque transporteur affiche à côté de son prix son délai de livraison estimé, du minimum au maximum de jours. Comptez jusqu'à 1 jour ouvré pour que nous triions et photographiions votre colis à son arrivée à l'entrepôt, puis le temps de votre demande d'expédition et de votre paiement.",
    },
  },
  {
    title: {
      en: "Can I combine several parcels into one?",
      ar: "هل يمكنني تجميع عدة طرود في طرد واحد؟",
      fr: "Puis-je regrouper plusieurs colis en un seul ?",
    },
    body: {
      en: "Yes. Select at least two parcels from the same warehouse in your locker and request a consolidation: we pack them into a single parcel, which can save up to 80% on shipping. Removing bills and shoe boxes is free. You can cancel the request within 15 minutes.",
      ar: "نعم. اختر طردين على الأقل من المستودع نفسه في خزانتك واطلب تجميعها: نضعها في طرد واحد، مما قد يوفّر حتى 80% من تكلفة الشحن. إزالة الفواتير وعلب الأحذية مجانية. يمكنك إلغاء الطلب خلال 15 دقيقة.",
      fr: "Oui. Sélectionnez au moins deux colis du même entrepôt dans votre casier et demandez un regroupement : nous les réunissons en un seul colis, ce qui peut vous faire économiser jusqu'à 75 % sur l'expédition. Le retrait des factures et des boîtes à chaussures est gratuit. Vous pouvez annuler la demande dans les 15 minutes.",
    },
  },
  {
    title: {
      en: "How do I pay?",
      ar: "كيف أدفع؟",
      fr: "Comment payer ?",
    },
    body: {
      en: "Once we have approved your shipping request, choose a carrier and pay by credit card on a secure payment page. Bitcoin is also accepted, with an extra verification during which the parcel is held, as is an offline payment for which an invoice is sent to you by e-mail. Shipping prices are in US dollars.",
      ar: "بعد موافقتنا على طلب الشحن، اختر شركة الشحن وادفع ببطاقتك الائتمانية عبر صفحة دفع آمنة. نقبل أيضًا البيتكوين مع تحقق إضافي يُحتجز خلاله الطرد، والدفع خارج الإنترنت الذي تصلك فاتورته لاحقًا عبر البريد الإلكتروني. أسعار الشحن بالدولار الأمريكي.",
      fr: "Une fois votre demande d'expédition approuvée, choisissez un transporteur et payez par carte bancaire sur une page de paiement sécurisée. Le bitcoin est aussi accepté, avec une vérification supplémentaire pendant laquelle le colis est retenu, de même qu'un paiement hors ligne pour lequel une facture vous est envoyée par e-mail. Les prix d'expédition sont en dollars américains.",
    },
  },
  {
    title: {
      en: "Is the address really free? How long can my parcels stay?",
      ar: "هل العنوان مجاني فعلًا؟ وكم يمكن أن تبقى طرودي؟",
      fr: "L'adresse est-elle vraiment gratuite ? Combien de temps mes colis peuvent-ils rester ?",
    },
    body: {
      en: "Yes. Signing up gives you a free address at our warehouse in France or elsewhere in Europe, with your personal code. Your parcels wait in your online locker, with free storage for 6 months.",
      ar: "نعم. يمنحك التسجيل عنوانًا مجانيًا في مستودعنا في فرنسا أو في دولة أوروبية أخرى، مع رمزك الشخصي. تنتظرك طرودك في خزانتك الإلكترونية، مع تخزين مجاني لمدة 6 أشهر.",
      fr: "Oui. L'inscription vous donne une adresse gratuite dans notre entrepôt en France ou ailleurs en Europe, avec votre code personnel. Vos colis vous attendent dans votre casier en ligne, avec un stockage gratuit pendant 6 mois.",
    },
  },
  {
    title: {
      en: "What other services do you offer?",
      ar: "ما الخدمات الأخرى التي تقدمونها؟",
      fr: "Quels autres services proposez-vous ?",
    },
    body: {
      en: "Photos of your parcels, packing, and removal of bills and shoe boxes are free. We can also shop on your behalf, receive bank cards and mail for you, and test devices before shipping them. Returns to the seller are a paid service.",
      ar: "تصوير طرودك والتغليف وإزالة الفواتير وعلب الأحذية خدمات مجانية. يمكننا أيضًا الشراء نيابةً عنك، واستلام البطاقات البنكية والبريد باسمك، وتجربة الأجهزة قبل شحنها. أما إرجاع المشتريات إلى البائع فهو خدمة مدفوعة.",
      fr: "Les photos de vos colis, l'emballage et le retrait des factures et des boîtes à chaussures sont gratuits. Nous pouvons aussi acheter pour vous, recevoir vos cartes bancaires et votre courrier et tester vos appareils avant l'envoi. Les retours au vendeur sont un service payant.",
    },
  },
  {
    title: {
      en: "What items cannot be shipped?",
      ar: "ما المواد التي لا يمكن شحنها؟",
      fr: "Quels objets ne peuvent pas être expédiés ?",
    },
    body: {
      en: "Twelve categories are refused, among them weapons, drugs, counterfeit goods, fuels and hazardous materials: see the prohibited items page for the full list. Declare batteries and dangerous goods when you request shipping, as some carriers refuse them.",
      ar: "نرفض اثنتي عشرة فئة، منها الأسلحة والمخدرات والسلع المقلدة والوقود والمواد الخطرة: راجع صفحة المواد المحظورة للاطلاع على القائمة الكاملة. صرّح بالبطاريات والمواد الخطرة عند طلب الشحن، فبعض شركات الشحن ترفضها.",
      fr: "Douze catégories sont refusées, dont les armes, les drogues, les contrefaçons, les carburants et les matières dangereuses : consultez la page des objets interdits pour la liste complète. Déclarez les batteries et les marchandises dangereuses lors de votre demande d'expédition, car certains transporteurs les refusent.",
    },
  },
  {
    title: {
      en: "Why do you ask for a national ID number for Algeria?",
      ar: "لماذا تطلبون رقم التعريف الوطني للشحن إلى الجزائر؟",
      fr: "Pourquoi demandez-vous un numéro d'identification nationale pour l'Algérie ?",
    },
    body: {
      en: "Algerian customs require the recipient's national identification number on every parcel. Add it to your Algerian address in the address book (more than 8 characters) before requesting shipping.",
      ar: "تشترط الجمارك الجزائرية رقم التعريف الوطني للمستلم على كل طرد. أضفه إلى عنوانك في الجزائر في دفتر العناوين (أكثر من 8 أحرف) قبل طلب الشحن.",
      fr: "Les douanes algériennes exigent le numéro d'identification nationale du destinataire sur chaque colis. Ajoutez-le à votre adresse en Algérie dans le carnet d'adresses (plus de 8 caractères) avant de demander l'expédition.",
    },
  },
];

/** The twelve prohibited categories, in the order the spec lists them. */
export const PROHIBITED: readonly ContentEntry[] = [
  {
    title: {
      en: "Harmful chemicals or biological materials",
      ar: "المواد الكيميائية أو البيولوجية الضارة",
      fr: "Produits chimiques ou biologiques dangereux",
    },
    body: {
      en: "Toxic, infectious or hazardous chemical and biological substances, including laboratory samples, pesticides and pathogens.",
      ar: "المواد الكيميائية والبيولوجية السامة أو المعدية أو الخطرة، بما فيها العينات المخبرية والمبيدات ومسببات الأمراض.",
      fr: "Substances chimiques et biologiques toxiques, infectieuses ou dangereuses, y compris les échantillons de laboratoire, les pesticides et les agents pathogènes.",
    },
  },
  {
    title: { en: "Human body parts", ar: "أعضاء جسم الإنسان", fr: "Parties du corps humain" },
    body: {
      en: "Human organs, tissue, blood, remains or ashes.",
      ar: "الأعضاء والأنسجة والدم والرفات أو الرماد البشري.",
      fr: "Organes, tissus, sang, restes ou cendres humains.",
    },
  },
  {
    title: {
      en: "Drugs and prohibited treatments",
      ar: "المخدرات والعلاجات المحظورة",
      fr: "Drogues et traitements interdits",
    },
    body: {
      en: "Narcotics, psychotropic substances and medicines whose import is banned, or needs a prescription, in the destination country.",
      ar: "المخدرات والمؤثرات العقلية والأدوية التي يُحظر استيرادها أو يتطلب وصفة طبية في بلد الوجهة.",
      fr: "Stupéfiants, substances psychotropes et médicaments dont l'importation est interdite ou soumise à ordonnance dans le pays de destination.",
    },
  },
  {
    title: { en: "Sexual material", ar: "المواد الإباحية", fr: "Contenus à caractère sexuel" },
    body: {
      en: "Pornographic or obscene publications, images, media and objects.",
      ar: "المنشورات والصور والوسائط والأدوات الإباحية أو المخلة بالآداب.",
      fr: "Publications, images, supports et objets pornographiques ou obscènes.",
    },
  },
  {
    title: { en: "Counterfeit goods", ar: "السلع المقلدة", fr: "Contrefaçons" },
    body: {
      en: "Imitations of branded products and any item that infringes a trademark, copyright or patent.",
      ar: "تقليد المنتجات ذات العلامات التجارية وأي سلعة تنتهك علامة تجارية أو حقوق مؤلف أو براءة اختراع.",
      fr: "Imitations de produits de marque et tout article portant atteinte à une marque, à un droit d'auteur ou à un brevet.",
    },
  },
  {
    title: {
      en: "Living or dead beings (except ornamental plants)",
      ar: "الكائنات الحية أو الميتة (باستثناء نباتات الزينة)",
      fr: "Êtres vivants ou morts (sauf plantes ornementales)",
    },
    body: {
      en: "Animals, insects and other organisms, alive or dead, and animal remains. Ornamental plants are accepted.",
      ar: "الحيوانات والحشرات وسائر الكائنات، حية كانت أو ميتة، وبقايا الحيوانات. نباتات الزينة مقبولة.",
      fr: "Animaux, insectes et autres organismes, vivants ou morts, et dépouilles animales. Les plantes ornementales sont acceptées.",
    },
  },
  {
    title: { en: "Weapons and ammunition", ar: "الأسلحة والذخائر", fr: "Armes et munitions" },
    body: {
      en: "Firearms, their parts and replicas, ammunition, explosives and fireworks.",
      ar: "الأسلحة النارية وقطعها ونماذجها المقلدة والذخائر والمتفجرات والألعاب النارية.",
      fr: "Armes à feu, leurs pièces et répliques, munitions, explosifs et feux d'artifice.",
    },
  },
  {
    title: {
      en: "Radioactive or corrosive materials",
      ar: "المواد المشعة أو المسببة للتآكل",
      fr: "Matières radioactives ou corrosives",
    },
    body: {
      en: "Radioactive sources, acids, alkalis and any substance that can damage skin or packaging.",
      ar: "المصادر المشعة والأحماض والقلويات وأي مادة قد تتلف الجلد أو التغليف.",
      fr: "Sources radioactives, acides, bases et toute substance pouvant endommager la peau ou l'emballage.",
    },
  },
  {
    title: { en: "Toxic waste", ar: "النفايات السامة", fr: "Déchets toxiques" },
    body: {
      en: "Industrial, medical or electronic waste and any hazardous residue.",
      ar: "النفايات الصناعية أو الطبية أو الإلكترونية وأي بقايا خطرة.",
      fr: "Déchets industriels, médicaux ou électroniques et tout résidu dangereux.",
    },
  },
  {
    title: { en: "Historical antiquities", ar: "الآثار التاريخية", fr: "Antiquités historiques" },
    body: {
      en: "Archaeological objects and cultural property whose export is restricted.",
      ar: "القطع الأثرية والممتلكات الثقافية المقيّد تصديرها.",
      fr: "Objets archéologiques et biens culturels dont l'exportation est restreinte.",
    },
  },
  {
    title: { en: "Cold weapons", ar: "الأسلحة البيضاء", fr: "Armes blanches" },
    body: {
      en: "Knives, daggers, swords, knuckle-dusters, batons and other bladed or blunt weapons.",
      ar: "السكاكين والخناجر والسيوف والقبضات الحديدية والهراوات وغيرها من الأسلحة الحادة أو الراضّة.",
      fr: "Couteaux, poignards, épées, poings américains, matraques et autres armes tranchantes ou contondantes.",
    },
  },
  {
    title: {
      en: "Fuel or combustibles",
      ar: "الوقود أو المواد القابلة للاشتعال",
      fr: "Carburants ou combustibles",
    },
    body: {
      en: "Petrol, gas cylinders, lighter fluid, matches and other flammable substances.",
      ar: "البنزين وأسطوانات الغاز وسائل الولاعات وأعواد الثقاب وغيرها من المواد القابلة للاشتعال.",
      fr: "Essence, bouteilles de gaz, recharges de briquet, allumettes et autres substances inflammables.",
    },
  },
];
