/**
 * English long texts: the FAQ, the prohibited items and the text-only pages
 * (legal information, privacy, terms, shop guide). A second i18next namespace,
 * `content`, loaded only by the pages that show these texts, so the landing
 * page does not download them. `ContentCatalogue` is its type; the Arabic and
 * French files are declared with it.
 *
 * Paragraphs inside one text are separated by a blank line ("\n\n"). Key order
 * is display order; the calculator shows the first five FAQ entries.
 */
export const contentEn = {
  faqPage: {
    intro: "Everything about your European address, your parcels, shipping prices and payment.",
    contactTitle: "Still have a question?",
    contactText: "Our support team answers in Arabic, English and French.",
    contactCta: "Contact support",
  },
  faq: {
    price: {
      question: "How is the shipping price calculated?",
      answer:
        "The price depends on the destination, the carrier you choose and the chargeable weight of your parcel: the greater of its actual weight and its volumetric weight (length × width × height in cm ÷ 5000). Each carrier takes parcels up to a weight of its own (most up to 30 kg); the calculator shows those that take yours. Prices are shown in US dollars and you pay only the shipping price: no subscription, no hidden fees.",
    },
    volumetric: {
      question: "What is volumetric weight?",
      answer:
        "Carriers charge for the space a parcel takes up as well as for its weight. Volumetric weight is length × width × height in centimetres divided by 5000 (some carriers use their own divisor). A 40 × 30 × 20 cm box has a volumetric weight of 4.8 kg, even if it weighs only 1 kg. Removing shoe boxes and consolidating parcels reduces it.",
    },
    delivery: {
      question: "How long does delivery take?",
      answer:
        "Each carrier shows its estimated delivery time, from the minimum to the maximum number of days, next to its price. Allow up to 1 business day for us to sort and photograph a parcel when it reaches the warehouse, then the time for your shipping request and payment.",
    },
    consolidation: {
      question: "Can I combine several parcels into one?",
      answer:
        "Yes. Select at least two parcels from the same warehouse in your locker and request a consolidation: we pack them into a single parcel, which can save up to 80% on shipping. Removing bills and shoe boxes is free. You can cancel the request within 15 minutes.",
    },
    payment: {
      question: "How do I pay?",
      answer:
        "Once we have approved your shipping request, choose a carrier and pay by credit card on a secure payment page. Bitcoin is also accepted, with an extra verification during which the parcel is held, as is an offline payment for which an invoice is sent to you by e-mail. Shipping prices are in US dollars.",
    },
    freeAddress: {
      question: "Is the address really free? How long can my parcels stay?",
      answer:
        "Yes. Signing up gives you a free address at our warehouse in France or elsewhere in Europe, with your personal code. Your parcels wait in your online locker, with free storage for 6 months.",
    },
    services: {
      question: "What other services do you offer?",
      answer:
        "Photos of your parcels, packing, and removal of bills and shoe boxes are free. We can also shop on your behalf, receive bank cards and mail for you, and test devices before shipping them. Returns to the seller are a paid service.",
    },
    prohibited: {
      question: "What items cannot be shipped?",
      answer:
        "Twelve categories are refused, among them weapons, drugs, counterfeit goods, fuels and hazardous materials: see the prohibited items page for the full list. Declare batteries and dangerous goods when you request shipping, as some carriers refuse them.",
    },
    nationalId: {
      question: "Why do you ask for a national ID number for Algeria?",
      answer:
        "Algerian customs require the recipient's national identification number on every parcel. Add it to your Algerian address in the address book (more than 8 characters) before requesting shipping.",
    },
  },
  prohibited: {
    chemicals: {
      title: "Harmful chemicals or biological materials",
      text: "Toxic, infectious or hazardous chemical and biological substances, including laboratory samples, pesticides and pathogens.",
    },
    bodyParts: {
      title: "Human body parts",
      text: "Human organs, tissue, blood, remains or ashes.",
    },
    drugs: {
      title: "Drugs and prohibited treatments",
      text: "Narcotics, psychotropic substances and medicines whose import is banned, or needs a prescription, in the destination country.",
    },
    sexual: {
      title: "Sexual material",
      text: "Pornographic or obscene publications, images, media and objects.",
    },
    counterfeit: {
      title: "Counterfeit goods",
      text: "Imitations of branded products and any item that infringes a trademark, copyright or patent.",
    },
    livingBeings: {
      title: "Living or dead beings (except ornamental plants)",
      text: "Animals, insects and other organisms, alive or dead, and animal remains. Ornamental plants are accepted.",
    },
    weapons: {
      title: "Weapons and ammunition",
      text: "Firearms, their parts and replicas, ammunition, explosives and fireworks.",
    },
    radioactive: {
      title: "Radioactive or corrosive materials",
      text: "Radioactive sources, acids, alkalis and any substance that can damage skin or packaging.",
    },
    toxicWaste: {
      title: "Toxic waste",
      text: "Industrial, medical or electronic waste and any hazardous residue.",
    },
    antiquities: {
      title: "Historical antiquities",
      text: "Archaeological objects and cultural property whose export is restricted.",
    },
    coldWeapons: {
      title: "Cold weapons",
      text: "Knives, daggers, swords, knuckle-dusters, batons and other bladed or blunt weapons.",
    },
    fuel: {
      title: "Fuel or combustibles",
      text: "Petrol, gas cylinders, lighter fluid, matches and other flammable substances.",
    },
  },
  prohibitedPage: {
    intro:
      "For the safety of everyone who handles your parcels, and to respect the law of France and of the destination countries, we do not accept or forward the following items.",
    noteTitle: "Good to know",
    note: "A parcel holding a prohibited item is not shipped. Batteries, perfumes and other dangerous goods may be refused by some carriers: declare them when you request shipping. When in doubt, ask our support team before you order.",
  },
  legal: {
    updated: "Last updated: November 2026",
    sections: {
      publisher: {
        title: "Publisher",
        body: "This website is published by IPF, a package-forwarding service that gives its customers a warehouse address in Europe and forwards their parcels worldwide.\n\nThe company's registered name, address and registration numbers appear on every invoice and are sent on request.",
      },
      contact: {
        title: "Contact",
        body: "You can reach us at any time through the support page of your account. Answers are given in Arabic, English or French.",
      },
      hosting: {
        title: "Hosting",
        body: "The website and its data are hosted in the European Union, on servers operated for IPF by a professional hosting provider.",
      },
      property: {
        title: "Intellectual property",
        body: "The texts, drawings, logos and layout of this website belong to IPF. Shop names and logos shown in the shop directory belong to their owners and are shown for information only.",
      },
      liability: {
        title: "Liability",
        body: "We take care to keep the information on this website accurate, but shipping prices and delivery times are estimates until a shipping offer is confirmed for your parcel. Links to partner shops lead to websites we do not control.",
      },
      law: {
        title: "Applicable law",
        body: "This website and its use are governed by French law. Before going to court, please contact our support team: most questions are settled quickly and amicably.",
      },
    },
  },
  privacy: {
    updated: "Last updated: November 2026",
    intro: "We collect only what we need to receive, store and forward your parcels, and we never sell your data.",
    sections: {
      collected: {
        title: "What we collect",
        body: "Your account details: name, e-mail address, phone number and password (stored only as a secure hash).\n\nYour parcels: track numbers, photos, weights, dimensions and the contents you declare.\n\nYour shipping addresses, including a national ID number where the destination's customs require it.\n\nTechnical data: the time of each sign-in and the approximate country of your connection, to protect your account.",
      },
      purpose: {
        title: "Why we use it",
        body: "To identify your parcels with your personal code, to show them in your locker, to prepare customs documents, to ship them with the carrier you choose, to bill you and to answer your support requests. Your phone number is given to carriers for delivery; we do not use it to send you codes.",
      },
      sharing: {
        title: "Who receives it",
        body: "Only the carrier that delivers your parcel, customs authorities when the law requires it, and our payment provider when you pay. Card numbers are entered on the payment provider's page and never reach our servers.",
      },
      storage: {
        title: "How long we keep it",
        body: "Account data are kept while your account is open. Invoices and payment records are kept for the period the law requires. Parcel photos are deleted after the parcel has been delivered and the claim period has passed.",
      },
      rights: {
        title: "Your rights",
        body: "You can see and correct your details in your profile at any time. You can also ask us, through the support page, for a copy of your data, for its deletion, or object to its use. If you are not satisfied with our answer, you may complain to the French data protection authority (CNIL).",
      },
      cookies: {
        title: "Cookies and local storage",
        body: "We use no advertising or tracking cookies. Your browser keeps your sign-in session and your preferred language in its local storage; signing out removes the session.",
      },
    },
  },
  terms: {
    updated: "Last updated: November 2026",
    intro: "These terms apply to every customer of IPF. By creating an account you accept them.",
    sections: {
      service: {
        title: "The service",
        body: "IPF gives you a free warehouse address in France or elsewhere in Europe, identified by your personal code. We receive the parcels you order to this address, photograph and weigh them, keep them in your online locker and forward them to the address you choose.",
      },
      account: {
        title: "Your account",
        body: "You must give accurate details and confirm your e-mail address. Your account is personal: keep your password secret. We may suspend an account used for fraud or for prohibited items.",
      },
      parcels: {
        title: "Receiving and storing parcels",
        body: "Always write your personal code on the address when you order: a parcel without a code may be delayed. Incoming parcels are sorted and photographed within 1 business day. Storage is free for 6 months from arrival; after that we contact you before disposing of a parcel.",
      },
      prohibited: {
        title: "Prohibited items",
        body: "You must not send to our address, or ask us to ship, any item of the prohibited items list. Such items are refused and may be handed over to the authorities.",
      },
      requests: {
        title: "Consolidation, splitting and shipping requests",
        body: "You may ask to consolidate at least two parcels from the same warehouse, to split a parcel, or to ship a parcel. A consolidation or shipping request can be cancelled within 15 minutes of being sent, not later. Removing bills and shoe boxes is free.",
      },
      prices: {
        title: "Prices and payment",
        body: "Shipping prices are shown in US dollars and depend on the destination, the carrier and the chargeable weight (the greater of the actual weight and length × width × height ÷ 5000); a parcel is offered only the carriers that take its weight. The price is confirmed in the shipping offer for your parcel. You pay by card on a secure page; other methods may require extra verification, during which the parcel is held.",
      },
      customs: {
        title: "Customs and declarations",
        body: "You are responsible for declaring the contents and value of your parcels truthfully. Import duties and taxes of the destination country are paid by the recipient unless stated otherwise.",
      },
      liability: {
        title: "Liability",
        body: "We are responsible for your parcels while they are in our warehouse. Once a parcel is handed to the carrier, the carrier's own conditions apply; we help you with any claim.",
      },
      changes: {
        title: "Changes to these terms",
        body: "We may update these terms. The date at the top of this page shows the latest version; important changes are announced by e-mail.",
      },
    },
  },
  shopGuide: {
    intro:
      "Shopping in European stores with your IPF address takes three minutes. Here is how to do it right the first time.",
    steps: {
      address: {
        title: "Copy your address",
        body: "In your account, open My address and copy each line of your warehouse address. Line 2 ends with your personal code: it tells us the parcel is yours.",
      },
      checkout: {
        title: "Fill in the shop's form",
        body: "At checkout, enter your own first and last name, then the warehouse address exactly as shown, with your personal code on the second line. Use the warehouse's country, city and postal code.",
      },
      payment: {
        title: "Pay the shop",
        body: "Pay with your own card. If a shop refuses cards from your country, ask for our shopping service and we place the order for you.",
      },
      track: {
        title: "Wait for your parcel",
        body: "Keep the shop's track number. Within 1 business day of its arrival, your parcel appears in your locker with its photos and weight.",
      },
    },
    tipsTitle: "Tips",
    tips: {
      several: "Ordering from several shops? Consolidate the parcels into one before shipping to save up to 80%.",
      boxes: "Ask us to remove shoe boxes and bills: it is free and often lowers the chargeable weight.",
      prohibited: "Check the prohibited items list before ordering.",
    },
    cta: "Browse the shop directory",
  },
};

export type ContentCatalogue = typeof contentEn;
