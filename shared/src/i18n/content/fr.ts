import type { ContentCatalogue } from "./en.js";

/** French long texts (see ./en.ts). */
export const contentFr: ContentCatalogue = {
  faqPage: {
    intro: "Tout sur votre adresse européenne, vos colis, les prix d’expédition et le paiement.",
    contactTitle: "Une autre question ?",
    contactText: "Notre équipe d’assistance répond en arabe, en anglais et en français.",
    contactCta: "Contacter l’assistance",
  },
  faq: {
    price: {
      question: "Comment le prix d'expédition est-il calculé ?",
      answer:
        "Le prix dépend de la destination, du transporteur choisi et du poids facturable de votre colis : le plus élevé entre son poids réel et son poids volumétrique (longueur × largeur × hauteur en cm ÷ 5000). Chaque transporteur accepte les colis jusqu’à un poids qui lui est propre (le plus souvent 30 kg) ; le calculateur montre ceux qui acceptent le vôtre. Les prix sont affichés en dollars américains et vous ne payez que l'expédition : ni abonnement, ni frais cachés.",
    },
    volumetric: {
      question: "Qu'est-ce que le poids volumétrique ?",
      answer:
        "Les transporteurs facturent l'espace occupé par un colis autant que son poids. Le poids volumétrique est égal à longueur × largeur × hauteur en centimètres divisé par 5000 (certains transporteurs utilisent leur propre diviseur). Une boîte de 40 × 30 × 20 cm a un poids volumétrique de 4,8 kg, même si elle ne pèse que 1 kg. Retirer les boîtes à chaussures et regrouper vos colis le réduit.",
    },
    delivery: {
      question: "Quel est le délai de livraison ?",
      answer:
        "Chaque transporteur affiche à côté de son prix son délai de livraison estimé, du minimum au maximum de jours. Comptez jusqu'à 1 jour ouvré pour que nous triions et photographiions votre colis à son arrivée à l'entrepôt, puis le temps de votre demande d'expédition et de votre paiement.",
    },
    consolidation: {
      question: "Puis-je regrouper plusieurs colis en un seul ?",
      answer:
        "Oui. Sélectionnez au moins deux colis du même entrepôt dans votre casier et demandez un regroupement : nous les réunissons en un seul colis, ce qui peut vous faire économiser jusqu'à 75 % sur l'expédition. Le retrait des factures et des boîtes à chaussures est gratuit. Vous pouvez annuler la demande dans les 15 minutes.",
    },
    payment: {
      question: "Comment payer ?",
      answer:
        "Une fois votre demande d'expédition approuvée, choisissez un transporteur et payez par carte bancaire sur une page de paiement sécurisée. Le bitcoin est aussi accepté, avec une vérification supplémentaire pendant laquelle le colis est retenu, de même qu'un paiement hors ligne pour lequel une facture vous est envoyée par e-mail. Les prix d'expédition sont en dollars américains.",
    },
    freeAddress: {
      question: "L'adresse est-elle vraiment gratuite ? Combien de temps mes colis peuvent-ils rester ?",
      answer:
        "Oui. L'inscription vous donne une adresse gratuite dans notre entrepôt en France ou ailleurs en Europe, avec votre code personnel. Vos colis vous attendent dans votre casier en ligne, avec un stockage gratuit pendant 6 mois.",
    },
    services: {
      question: "Quels autres services proposez-vous ?",
      answer:
        "Les photos de vos colis, l'emballage et le retrait des factures et des boîtes à chaussures sont gratuits. Nous pouvons aussi acheter pour vous, recevoir vos cartes bancaires et votre courrier et tester vos appareils avant l'envoi. Les retours au vendeur sont un service payant.",
    },
    prohibited: {
      question: "Quels objets ne peuvent pas être expédiés ?",
      answer:
        "Douze catégories sont refusées, dont les armes, les drogues, les contrefaçons, les carburants et les matières dangereuses : consultez la page des objets interdits pour la liste complète. Déclarez les batteries et les marchandises dangereuses lors de votre demande d'expédition, car certains transporteurs les refusent.",
    },
    nationalId: {
      question: "Pourquoi demandez-vous un numéro d'identification nationale pour l'Algérie ?",
      answer:
        "Les douanes algériennes exigent le numéro d'identification nationale du destinataire sur chaque colis. Ajoutez-le à votre adresse en Algérie dans le carnet d'adresses (plus de 8 caractères) avant de demander l'expédition.",
    },
  },
  prohibited: {
    chemicals: {
      title: "Produits chimiques ou biologiques dangereux",
      text: "Substances chimiques et biologiques toxiques, infectieuses ou dangereuses, y compris les échantillons de laboratoire, les pesticides et les agents pathogènes.",
    },
    bodyParts: {
      title: "Parties du corps humain",
      text: "Organes, tissus, sang, restes ou cendres humains.",
    },
    drugs: {
      title: "Drogues et traitements interdits",
      text: "Stupéfiants, substances psychotropes et médicaments dont l'importation est interdite ou soumise à ordonnance dans le pays de destination.",
    },
    sexual: {
      title: "Contenus à caractère sexuel",
      text: "Publications, images, supports et objets pornographiques ou obscènes.",
    },
    counterfeit: {
      title: "Contrefaçons",
      text: "Imitations de produits de marque et tout article portant atteinte à une marque, à un droit d'auteur ou à un brevet.",
    },
    livingBeings: {
      title: "Êtres vivants ou morts (sauf plantes ornementales)",
      text: "Animaux, insectes et autres organismes, vivants ou morts, et dépouilles animales. Les plantes ornementales sont acceptées.",
    },
    weapons: {
      title: "Armes et munitions",
      text: "Armes à feu, leurs pièces et répliques, munitions, explosifs et feux d'artifice.",
    },
    radioactive: {
      title: "Matières radioactives ou corrosives",
      text: "Sources radioactives, acides, bases et toute substance pouvant endommager la peau ou l'emballage.",
    },
    toxicWaste: {
      title: "Déchets toxiques",
      text: "Déchets industriels, médicaux ou électroniques et tout résidu dangereux.",
    },
    antiquities: {
      title: "Antiquités historiques",
      text: "Objets archéologiques et biens culturels dont l'exportation est restreinte.",
    },
    coldWeapons: {
      title: "Armes blanches",
      text: "Couteaux, poignards, épées, poings américains, matraques et autres armes tranchantes ou contondantes.",
    },
    fuel: {
      title: "Carburants ou combustibles",
      text: "Essence, bouteilles de gaz, recharges de briquet, allumettes et autres substances inflammables.",
    },
  },
  prohibitedPage: {
    intro:
      "Pour la sécurité de tous ceux qui manipulent vos colis, et pour respecter la loi française et celle des pays de destination, nous n’acceptons ni n’expédions les objets suivants.",
    noteTitle: "Bon à savoir",
    note: "Un colis contenant un objet interdit n’est pas expédié. Les batteries, parfums et autres marchandises dangereuses peuvent être refusés par certains transporteurs : déclarez-les lors de votre demande d’expédition. En cas de doute, interrogez notre assistance avant de commander.",
  },
  legal: {
    updated: "Dernière mise à jour : novembre 2026",
    sections: {
      publisher: {
        title: "Éditeur",
        body: "Ce site est édité par IPF, un service de réexpédition de colis qui fournit à ses clients une adresse d’entrepôt en Europe et expédie leurs colis dans le monde entier.\n\nLa raison sociale, l’adresse et les numéros d’immatriculation de la société figurent sur chaque facture et sont communiqués sur demande.",
      },
      contact: {
        title: "Contact",
        body: "Vous pouvez nous joindre à tout moment depuis la page d’assistance de votre compte. Nous répondons en arabe, en anglais ou en français.",
      },
      hosting: {
        title: "Hébergement",
        body: "Le site et ses données sont hébergés dans l’Union européenne, sur des serveurs exploités pour IPF par un hébergeur professionnel.",
      },
      property: {
        title: "Propriété intellectuelle",
        body: "Les textes, dessins, logos et la mise en page de ce site appartiennent à IPF. Les noms et logos des boutiques de l’annuaire appartiennent à leurs propriétaires et sont présentés à titre d’information.",
      },
      liability: {
        title: "Responsabilité",
        body: "Nous veillons à l’exactitude des informations de ce site, mais les prix et délais d’expédition restent des estimations jusqu’à la confirmation d’une offre d’expédition pour votre colis. Les liens vers les boutiques partenaires mènent à des sites que nous ne contrôlons pas.",
      },
      law: {
        title: "Droit applicable",
        body: "Ce site et son utilisation sont régis par le droit français. Avant toute action en justice, contactez notre assistance : la plupart des questions se règlent rapidement et à l’amiable.",
      },
    },
  },
  privacy: {
    updated: "Dernière mise à jour : novembre 2026",
    intro:
      "Nous ne collectons que ce qui est nécessaire pour recevoir, stocker et expédier vos colis, et nous ne vendons jamais vos données.",
    sections: {
      collected: {
        title: "Ce que nous collectons",
        body: "Les informations de votre compte : nom, adresse e-mail, numéro de téléphone et mot de passe (conservé uniquement sous forme d’empreinte sécurisée).\n\nVos colis : numéros de suivi, photos, poids, dimensions et contenus déclarés.\n\nVos adresses de livraison, y compris un numéro d’identification nationale lorsque la douane du pays de destination l’exige.\n\nDes données techniques : l’heure de chaque connexion et le pays approximatif de votre connexion, pour protéger votre compte.",
      },
      purpose: {
        title: "Pourquoi nous les utilisons",
        body: "Pour identifier vos colis grâce à votre code personnel, les afficher dans votre casier, préparer les documents douaniers, les expédier avec le transporteur choisi, vous facturer et répondre à vos demandes d’assistance. Votre numéro de téléphone est transmis au transporteur pour la livraison ; nous ne l’utilisons pas pour vous envoyer des codes.",
      },
      sharing: {
        title: "Qui les reçoit",
        body: "Uniquement le transporteur qui livre votre colis, les autorités douanières lorsque la loi l’exige, et notre prestataire de paiement lorsque vous payez. Les numéros de carte sont saisis sur la page du prestataire de paiement et n’atteignent jamais nos serveurs.",
      },
      storage: {
        title: "Combien de temps nous les gardons",
        body: "Les données du compte sont conservées tant que votre compte est ouvert. Les factures et justificatifs de paiement sont conservés pendant la durée prévue par la loi. Les photos des colis sont supprimées après la livraison et l’expiration du délai de réclamation.",
      },
      rights: {
        title: "Vos droits",
        body: "Vous pouvez consulter et corriger vos informations dans votre profil à tout moment. Vous pouvez aussi nous demander, depuis la page d’assistance, une copie de vos données, leur suppression, ou vous opposer à leur utilisation. Si notre réponse ne vous satisfait pas, vous pouvez saisir la CNIL.",
      },
      cookies: {
        title: "Cookies et stockage local",
        body: "Nous n’utilisons aucun cookie publicitaire ni de suivi. Votre navigateur conserve votre session et votre langue préférée dans son stockage local ; la déconnexion supprime la session.",
      },
    },
  },
  terms: {
    updated: "Dernière mise à jour : novembre 2026",
    intro: "Ces conditions s’appliquent à tous les clients d’IPF. En créant un compte, vous les acceptez.",
    sections: {
      service: {
        title: "Le service",
        body: "IPF vous fournit une adresse d’entrepôt gratuite en France ou ailleurs en Europe, identifiée par votre code personnel. Nous recevons les colis que vous commandez à cette adresse, les photographions et les pesons, les gardons dans votre casier en ligne et les expédions à l’adresse de votre choix.",
      },
      account: {
        title: "Votre compte",
        body: "Vous devez fournir des informations exactes et confirmer votre adresse e-mail. Votre compte est personnel : gardez votre mot de passe secret. Nous pouvons suspendre un compte utilisé pour une fraude ou pour des objets interdits.",
      },
      parcels: {
        title: "Réception et stockage des colis",
        body: "Indiquez toujours votre code personnel dans l’adresse lors de vos commandes : un colis sans code peut être retardé. Les colis reçus sont triés et photographiés sous 1 jour ouvré. Le stockage est gratuit pendant 6 mois à compter de l’arrivée ; au-delà, nous vous contactons avant de disposer d’un colis.",
      },
      prohibited: {
        title: "Objets interdits",
        body: "Vous ne devez ni envoyer à notre adresse, ni nous demander d’expédier, un objet de la liste des objets interdits. Ces objets sont refusés et peuvent être remis aux autorités.",
      },
      requests: {
        title: "Demandes de regroupement, de division et d’expédition",
        body: "Vous pouvez demander le regroupement d’au moins deux colis du même entrepôt, la division d’un colis ou l’expédition d’un colis. Une demande de regroupement ou d’expédition peut être annulée dans les 15 minutes suivant son envoi, pas au-delà. Le retrait des factures et des boîtes à chaussures est gratuit.",
      },
      prices: {
        title: "Prix et paiement",
        body: "Les prix d’expédition sont affichés en dollars américains et dépendent de la destination, du transporteur et du poids facturable (le plus élevé entre le poids réel et longueur × largeur × hauteur ÷ 5000) ; un colis ne se voit proposer que les transporteurs qui acceptent son poids. Le prix est confirmé dans l’offre d’expédition de votre colis. Vous payez par carte sur une page sécurisée ; d’autres moyens peuvent exiger une vérification supplémentaire, pendant laquelle le colis est retenu.",
      },
      customs: {
        title: "Douane et déclarations",
        body: "Vous êtes responsable de la déclaration sincère du contenu et de la valeur de vos colis. Les droits et taxes d’importation du pays de destination sont à la charge du destinataire, sauf mention contraire.",
      },
      liability: {
        title: "Responsabilité",
        body: "Nous sommes responsables de vos colis tant qu’ils sont dans notre entrepôt. Une fois le colis remis au transporteur, les conditions de celui-ci s’appliquent ; nous vous aidons en cas de réclamation.",
      },
      changes: {
        title: "Modification des conditions",
        body: "Nous pouvons mettre à jour ces conditions. La date en haut de cette page indique la dernière version ; les changements importants sont annoncés par e-mail.",
      },
    },
  },
  shopGuide: {
    intro:
      "Acheter dans les boutiques européennes avec votre adresse IPF prend trois minutes. Voici comment bien faire dès la première fois.",
    steps: {
      address: {
        title: "Copiez votre adresse",
        body: "Dans votre compte, ouvrez Mon adresse et copiez chaque ligne de l’adresse de l’entrepôt. La ligne 2 se termine par votre code personnel : c’est lui qui nous indique que le colis est à vous.",
      },
      checkout: {
        title: "Remplissez le formulaire de la boutique",
        body: "Au moment de commander, saisissez vos propres nom et prénom, puis l’adresse de l’entrepôt exactement comme indiquée, avec votre code personnel sur la deuxième ligne. Utilisez le pays, la ville et le code postal de l’entrepôt.",
      },
      payment: {
        title: "Payez la boutique",
        body: "Payez avec votre propre carte. Si une boutique refuse les cartes de votre pays, demandez notre service d’achat et nous passons la commande pour vous.",
      },
      track: {
        title: "Attendez votre colis",
        body: "Gardez le numéro de suivi donné par la boutique. Dans le jour ouvré qui suit son arrivée, votre colis apparaît dans votre casier avec ses photos et son poids.",
      },
    },
    tipsTitle: "Conseils",
    tips: {
      several:
        "Vous commandez dans plusieurs boutiques ? Regroupez les colis en un seul avant l’expédition pour économiser jusqu’à 75 %.",
      boxes:
        "Demandez-nous de retirer les boîtes à chaussures et les factures : c’est gratuit et cela réduit souvent le poids facturable.",
      prohibited: "Consultez la liste des objets interdits avant de commander.",
    },
    cta: "Parcourir l’annuaire des boutiques",
  },
};
