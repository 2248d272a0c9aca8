import type { Catalogue } from "./en.js";

/** French catalogue. French punctuation takes a narrow no-break space before ? ! : ; % and inside « ». */
export const fr: Catalogue = {
  meta: {
    description:
      "Une adresse d’entrepôt gratuite en Europe avec votre code personnel. Achetez dans les boutiques européennes : nous photographions, stockons et expédions vos colis dans le monde entier.",
  },
  common: {
    home: "Page d’accueil d’IPF",
    loading: "Chargement…",
    menu: "Menu",
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
    skipToContent: "Aller au contenu",
    example: "Exemple",
    showPassword: "Afficher le mot de passe",
    hidePassword: "Masquer le mot de passe",
    tryAgain: "Réessayer",
  },
  languages: {
    ar: "العربية",
    en: "English",
    fr: "Français",
  },
  nav: {
    main: "Navigation principale",
    language: "Langue",
    shop: "Boutiques",
    pricing: "Tarifs",
    faq: "FAQ",
    calculator: "Calculateur",
    login: "Connexion",
    signup: "Inscription",
    locker: "Mon casier",
    logout: "Déconnexion",
  },
  footer: {
    about:
      "Votre adresse gratuite en Europe : achetez dans les boutiques européennes, nous expédions vos colis partout dans le monde.",
    help: "Aide",
    legal: "Informations légales",
    faq: "FAQ",
    support: "Assistance",
    calculator: "Calculateur d’expédition",
    bannedMaterial: "Articles interdits",
    legalInfo: "Mentions légales",
    privacyPolicy: "Politique de confidentialité",
    terms: "Conditions générales",
    rights: "© {{year}} IPF. Tous droits réservés.",
  },
  pages: {
    landing: "Réexpédition de colis depuis l’Europe",
    login: "Connexion",
    signup: "Créer un compte",
    recoverPassword: "Récupérer votre mot de passe",
    confirmEmail: "Confirmer votre e-mail",
    dashboard: "Mon casier",
    shipped: "Colis expédiés",
    awaitingShipping: "En attente d’expédition",
    search: "Recherche",
    editProfile: "Modifier le profil",
    addressBook: "Carnet d’adresses",
    support: "Assistance",
    supportTicket: "Demande d’assistance",
    address: "Mon adresse",
    transactions: "Transactions",
    calculator: "Calculateur d’expédition",
    sideCalculator: "Calculateur d’expédition",
    market: "Annuaire des boutiques",
    marketFrame: "Annuaire des boutiques",
    faq: "Questions fréquentes",
    bannedMaterial: "Articles interdits",
    legalInfo: "Mentions légales",
    privacyPolicy: "Politique de confidentialité",
    terms: "Conditions générales",
    notFound: "Page introuvable",
  },
  placeholder: {
    text: "Nous préparons cette page. Revenez bientôt.",
    backHome: "Retour à l’accueil",
  },
  notFound: {
    heading: "Désolé",
    text: "Nous ne trouvons pas la page demandée. Elle a peut-être été déplacée, ou le lien est incorrect.",
    backHome: "Retour à l’accueil",
  },
  routeError: {
    heading: "Un problème est survenu",
    text: "La page n’a pas pu être chargée. Vérifiez votre connexion et réessayez.",
  },
  landing: {
    hero: {
      eyebrow: "Votre adresse gratuite en Europe",
      title: "Achetez dans les boutiques européennes. Nous livrons chez vous.",
      subtitle:
        "Obtenez gratuitement une adresse d’entrepôt en France avec votre code personnel. Commandez dans n’importe quelle boutique européenne : nous recevons, photographions et stockons vos colis, puis les expédions partout dans le monde.",
      cta: "Obtenir mon adresse gratuite",
      secondaryCta: "Estimer l’expédition",
      points: {
        storage: "6 mois de stockage gratuit",
        photos: "Des photos de chaque colis",
        savings: "Jusqu’à 75 % d’économies en regroupant",
      },
      card: {
        label: "Votre adresse en Europe",
        name: "Amina Benali",
        street: "12 rue de l’Exemple",
        suite: "Suite",
        code: "IPF-7K2Q9",
        codeHint: "Votre code personnel",
        city: "75001 Paris, France",
        received: "Colis reçu",
        photographed: "Photographié et pesé",
      },
    },
    how: {
      title: "Comment ça marche",
      subtitle: "Quatre étapes simples, de la boutique européenne jusqu’à votre porte.",
      steps: {
        signup: {
          title: "Inscrivez-vous gratuitement",
          text: "Créez votre compte en une minute et recevez votre adresse d’entrepôt personnelle en France.",
        },
        shop: {
          title: "Achetez en Europe",
          text: "Commandez dans n’importe quelle boutique en ligne européenne et indiquez votre adresse d’entrepôt, avec votre code personnel, au moment du paiement.",
        },
        receive: {
          title: "Nous recevons et photographions",
          text: "Sous 1 jour ouvré, votre colis est trié, pesé et photographié, puis rangé dans votre casier, gratuitement pendant 6 mois.",
        },
        ship: {
          title: "Nous l’expédions dans le monde entier",
          text: "Choisissez une offre d’expédition, payez en toute sécurité, et nous livrons votre colis chez vous.",
        },
      },
    },
    benefits: {
      title: "Pourquoi choisir IPF",
      subtitle: "Tout ce qu’il faut pour acheter en Europe en toute confiance.",
      items: {
        storage: {
          title: "Stockage gratuit pendant 6 mois",
          text: "Prenez votre temps : vos colis attendent dans votre casier jusqu’à 6 mois, sans frais.",
        },
        photos: {
          title: "Des photos de chaque colis",
          text: "Voyez ce qui est arrivé avant l’expédition : chaque colis est photographié dès son arrivée.",
        },
        consolidation: {
          title: "Jusqu’à 75 % d’économies",
          text: "Regroupez plusieurs colis en un seul et payez un seul tarif d’expédition, plus bas.",
        },
        fees: {
          title: "Vous ne payez que l’expédition",
          text: "Ni abonnement ni frais cachés : vous payez le prix de l’expédition, rien de plus.",
        },
        packaging: {
          title: "Des colis plus légers",
          text: "Sur demande, nous retirons gratuitement factures et boîtes à chaussures pour réduire le poids et le volume.",
        },
        speed: {
          title: "Prêt sous 1 jour ouvré",
          text: "Les colis reçus sont triés et photographiés en un jour ouvré au plus.",
        },
      },
    },
    services: {
      title: "Bien plus que la réexpédition",
      subtitle: "Des services en plus, quand un colis demande plus d’attention.",
      paid: "Service payant",
      items: {
        personalShopper: {
          title: "Nous achetons pour vous",
          text: "Une boutique refuse votre carte ou ne livre pas à notre adresse ? Nous passons la commande à votre place.",
        },
        cardsAndMail: {
          title: "Cartes bancaires et courrier",
          text: "Recevez cartes bancaires, lettres et documents à votre adresse européenne.",
        },
        deviceTesting: {
          title: "Test des appareils",
          text: "Nous allumons et vérifions vos appareils électroniques avant leur départ, pour que vous sachiez qu’ils fonctionnent.",
        },
        returns: {
          title: "Retours",
          text: "Mauvaise taille ou article défectueux ? Nous le renvoyons au vendeur pour vous.",
        },
      },
    },
    payment: {
      title: "Payez comme vous le souhaitez",
      subtitle: "Un paiement sécurisé, dès que votre colis est prêt à partir.",
      methods: {
        card: {
          title: "Carte bancaire",
          text: "Payez par carte de crédit ou de débit sur une page de paiement sécurisée.",
        },
        bitcoin: {
          title: "Bitcoin",
          text: "Payez en bitcoins. Ce paiement demande une vérification supplémentaire : votre colis est retenu jusqu’à sa confirmation.",
        },
        offline: {
          title: "Autre moyen de paiement",
          text: "Vous préférez un autre moyen ? Demandez un paiement hors ligne et nous vous enverrons la facture par e-mail.",
        },
      },
    },
    merchants: {
      title: "Des milliers de boutiques européennes",
      text: "Mode, électronique, beauté, pièces auto… Si une boutique livre en Europe, elle peut vous livrer grâce à IPF.",
      cta: "Parcourir l’annuaire des boutiques",
      countriesValue: "28",
      countriesLabel: "pays européens dans notre annuaire de boutiques",
      categories: {
        fashion: "Mode",
        electronics: "Électronique",
        beauty: "Beauté",
        home: "Maison",
        sports: "Sport",
        autoParts: "Pièces auto",
        kids: "Enfants",
      },
    },
    faq: {
      title: "Des questions ? Nous avons les réponses.",
      more: "Voir toutes les questions",
      items: {
        cost: {
          question: "L’adresse européenne est-elle vraiment gratuite ?",
          answer:
            "Oui. L’inscription et l’adresse d’entrepôt ne coûtent rien. Vous ne payez que lorsque vous expédiez un colis.",
        },
        storage: {
          question: "Combien de temps mes colis peuvent-ils rester à l’entrepôt ?",
          answer:
            "Le stockage est gratuit pendant 6 mois à compter de l’arrivée, le temps de réunir plusieurs commandes.",
        },
        consolidation: {
          question: "Puis-je regrouper plusieurs colis ?",
          answer:
            "Oui. Demandez un regroupement : nous rassemblons vos colis d’un même entrepôt dans un seul carton, et vous économisez jusqu’à 75 % sur l’expédition.",
        },
      },
    },
    ready: {
      title: "Prêt à acheter en Europe ?",
      text: "Créez votre compte gratuit et obtenez votre adresse européenne en une minute.",
      cta: "Créer mon compte gratuit",
    },
  },
  auth: {
    fields: {
      email: "Adresse e-mail",
      password: "Mot de passe",
      firstName: "Prénom",
      lastName: "Nom",
      country: "Pays",
      phone: "Numéro de téléphone",
      selectCountry: "Choisissez un pays",
      passwordHint: "8 caractères minimum",
    },
    submitting: "Veuillez patienter…",
    login: {
      subtitle: "Bon retour parmi nous ! Connectez-vous pour voir votre casier.",
      submit: "Se connecter",
      forgot: "Mot de passe oublié ?",
      noAccount: "Pas encore de compte ?",
      signupLink: "Créer un compte gratuit",
    },
    signup: {
      subtitle: "Obtenez votre adresse européenne gratuite en une minute.",
      submit: "Créer mon compte",
      haveAccount: "Vous avez déjà un compte ?",
      loginLink: "Se connecter",
      consent:
        "En créant un compte, vous acceptez les <terms>conditions générales</terms> et la <privacy>politique de confidentialité</privacy>.",
    },
  },
  dashboard: {
    greeting: "Bonjour {{name}} !",
    intro: "Vos colis apparaîtront ici dès leur arrivée à l’entrepôt.",
    codeLabel: "Votre code personnel",
  },
  validation: {
    validEmail: "Saisissez une adresse e-mail valide",
    emailRequired: "L’adresse e-mail est obligatoire",
    passwordRequired: "Le mot de passe est obligatoire",
    passwordMin: "Le mot de passe doit contenir au moins 8 caractères",
    passwordMax: "Le mot de passe est trop long",
    firstNameRequired: "Le prénom est obligatoire",
    lastNameRequired: "Le nom est obligatoire",
    invalidFirstName: "Le prénom ne peut contenir que des lettres et des espaces",
    invalidLastName: "Le nom ne peut contenir que des lettres et des espaces",
    phoneRequired: "Le numéro de téléphone est obligatoire",
    selectCountryFirst: "Choisissez d’abord un pays",
    noArabicNumbers: "Les chiffres arabes orientaux ne sont pas acceptés, utilisez 0-9",
    useEnglishNumbers: "Utilisez uniquement les chiffres 0-9",
    invalidNumbers: "Saisissez uniquement des chiffres",
    phoneNoZeroStart: "Pour ce pays, le numéro ne doit pas commencer par 0",
    phoneTooShort: "Ce numéro de téléphone est trop court",
    phoneTooLong: "Ce numéro de téléphone est trop long",
    invalidCountryCode: "Cet indicatif de pays n’est pas pris en charge",
    usernameRequired: "Le nom d’utilisateur est obligatoire",
  },
  errors: {
    VALIDATION: "Veuillez vérifier les champs signalés.",
    UNAUTHENTICATED: "Votre session a expiré, veuillez vous reconnecter.",
    INVALID_CREDENTIALS:
      "Mot de passe incorrect. Réessayez, ou cliquez sur « Mot de passe oublié » pour le réinitialiser.",
    FORBIDDEN: "Vous n’êtes pas autorisé à effectuer cette action.",
    NOT_FOUND: "Nous ne trouvons pas ce que vous cherchez.",
    CONFLICT: "Cette action n’est pas possible pour le moment.",
    EMAIL_TAKEN: "Cette adresse e-mail est déjà utilisée.",
    PAYLOAD_TOO_LARGE: "Le fichier est trop volumineux.",
    RATE_LIMITED: "Trop de tentatives, veuillez réessayer plus tard.",
    INTERNAL: "Une erreur s’est produite, veuillez réessayer",
    NETWORK: "Une erreur est survenue, veuillez réessayer",
    generic: "Une erreur s’est produite, veuillez réessayer",
  },
};
