/**
 * English catalogue. It is the reference shape: `Catalogue` is its type, and
 * the Arabic and French catalogues are declared with it, so a key missing or
 * added in one language fails to compile.
 *
 * Interpolation uses i18next's `{{name}}`; rich text uses named tags
 * (`<terms>...</terms>`) that the web app maps to links.
 */
export const en = {
  meta: {
    description:
      "A free warehouse address in Europe with your personal code. Shop at European stores; we photograph, store and forward your parcels worldwide.",
  },
  common: {
    home: "IPF home page",
    loading: "Loading…",
    menu: "Menu",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    skipToContent: "Skip to content",
    example: "Example",
    showPassword: "Show password",
    hidePassword: "Hide password",
    tryAgain: "Try again",
  },
  languages: {
    ar: "العربية",
    en: "English",
    fr: "Français",
  },
  nav: {
    main: "Main",
    language: "Language",
    shop: "Shop",
    pricing: "Pricing",
    faq: "FAQ",
    calculator: "Calculator",
    login: "Log in",
    signup: "Sign up",
    locker: "My locker",
    logout: "Log out",
  },
  footer: {
    about: "Your free address in Europe: shop at European stores and we forward your parcels anywhere in the world.",
    help: "Help",
    legal: "Legal",
    faq: "FAQ",
    support: "Support",
    calculator: "Shipping calculator",
    bannedMaterial: "Prohibited items",
    legalInfo: "Legal information",
    privacyPolicy: "Privacy policy",
    terms: "Terms and conditions",
    rights: "© {{year}} IPF. All rights reserved.",
  },
  pages: {
    landing: "Package forwarding from Europe",
    login: "Log in",
    signup: "Create an account",
    recoverPassword: "Recover your password",
    confirmEmail: "Confirm your e-mail",
    dashboard: "My locker",
    shipped: "Shipped parcels",
    awaitingShipping: "Awaiting shipping",
    search: "Search",
    editProfile: "Edit profile",
    addressBook: "Address book",
    support: "Support",
    supportTicket: "Support ticket",
    address: "My address",
    transactions: "Transactions",
    calculator: "Shipping calculator",
    sideCalculator: "Shipping calculator",
    market: "Shop directory",
    marketFrame: "Shop directory",
    faq: "Frequently asked questions",
    bannedMaterial: "Prohibited items",
    legalInfo: "Legal information",
    privacyPolicy: "Privacy policy",
    terms: "Terms and conditions",
    notFound: "Page not found",
  },
  placeholder: {
    text: "We are building this page. Please come back soon.",
    backHome: "Back to the home page",
  },
  notFound: {
    heading: "Sorry",
    text: "We can’t find the page you are looking for. It may have moved, or the link may be wrong.",
    backHome: "Back to the home page",
  },
  routeError: {
    heading: "Something went wrong",
    text: "The page could not be loaded. Check your connection and try again.",
  },
  landing: {
    hero: {
      eyebrow: "Your free address in Europe",
      title: "Shop Europe’s stores. We deliver to your door.",
      subtitle:
        "Get a free warehouse address in France with your personal code. Order from any European shop: we receive, photograph and store your parcels, then forward them anywhere in the world.",
      cta: "Get my free address",
      secondaryCta: "Estimate shipping",
      points: {
        storage: "6 months of free storage",
        photos: "Photos of every parcel",
        savings: "Save up to 80% by consolidating",
      },
      card: {
        label: "Your address in Europe",
        name: "Amina Benali",
        street: "12 rue de l’Exemple",
        suite: "Suite",
        code: "IPF-7K2Q9",
        codeHint: "Your personal code",
        city: "75001 Paris, France",
        received: "Parcel received",
        photographed: "Photographed and weighed",
      },
    },
    how: {
      title: "How it works",
      subtitle: "Four simple steps from a European shop to your door.",
      steps: {
        signup: {
          title: "Sign up for free",
          text: "Create your account in a minute and get your personal warehouse address in France.",
        },
        shop: {
          title: "Shop in Europe",
          text: "Order from any European online store and give your warehouse address, with your personal code, at checkout.",
        },
        receive: {
          title: "We receive and photograph",
          text: "Within 1 business day your parcel is sorted, weighed and photographed, then kept in your locker, free for 6 months.",
        },
        ship: {
          title: "We forward it worldwide",
          text: "Choose a shipping offer, pay securely, and we send your parcel to your door.",
        },
      },
    },
    benefits: {
      title: "Why shoppers choose IPF",
      subtitle: "Everything you need to shop in Europe with confidence.",
      items: {
        storage: {
          title: "Free storage for 6 months",
          text: "Take your time: your parcels wait in your locker for up to 6 months at no cost.",
        },
        photos: {
          title: "Photos of every parcel",
          text: "See what arrived before it ships. Every parcel is photographed on arrival.",
        },
        consolidation: {
          title: "Save up to 80% on shipping",
          text: "Combine several parcels into one and pay a single, lower shipping price.",
        },
        fees: {
          title: "Pay for shipping only",
          text: "No membership and no hidden charges: you pay the shipping price and nothing else.",
        },
        packaging: {
          title: "Lighter, smaller parcels",
          text: "On request we remove bills and shoe boxes for free, to cut weight and volume.",
        },
        speed: {
          title: "Ready within 1 business day",
          text: "Incoming parcels are sorted and photographed within one business day.",
        },
      },
    },
    services: {
      title: "More than forwarding",
      subtitle: "Extra services for when a parcel needs more care.",
      paid: "Paid service",
      items: {
        personalShopper: {
          title: "We shop for you",
          text: "A store won’t take your card or won’t ship to our address? We place the order on your behalf.",
        },
        cardsAndMail: {
          title: "Bank cards and mail",
          text: "Receive bank cards, letters and documents at your European address.",
        },
        deviceTesting: {
          title: "Device testing",
          text: "We switch on and check electronics before they travel, so you know they work.",
        },
        returns: {
          title: "Returns",
          text: "Wrong size or a faulty item? We send it back to the seller for you.",
        },
      },
    },
    payment: {
      title: "Pay the way that suits you",
      subtitle: "Secure payment, once your parcel is ready to ship.",
      methods: {
        card: {
          title: "Bank card",
          text: "Pay by credit or debit card on a secure checkout page.",
        },
        bitcoin: {
          title: "Bitcoin",
          text: "Pay in bitcoin. This payment needs extra verification, so your parcel is held until it is confirmed.",
        },
        offline: {
          title: "Other payment",
          text: "Prefer another way? Ask for an offline payment and we e-mail you the invoice later.",
        },
      },
    },
    merchants: {
      title: "Shop from thousands of European stores",
      text: "Fashion, electronics, beauty, car parts… If a shop delivers within Europe, it can reach you through IPF.",
      cta: "Browse the shop directory",
      countriesValue: "28",
      countriesLabel: "European countries in our shop directory",
      categories: {
        fashion: "Fashion",
        electronics: "Electronics",
        beauty: "Beauty",
        home: "Home",
        sports: "Sports",
        autoParts: "Car parts",
        kids: "Kids",
      },
    },
    faq: {
      title: "Questions? We have answers.",
      more: "See all questions",
      items: {
        cost: {
          question: "Is the European address really free?",
          answer:
            "Yes. Signing up and getting your warehouse address cost nothing. You pay only when you ship a parcel.",
        },
        storage: {
          question: "How long can my parcels stay at the warehouse?",
          answer: "Storage is free for 6 months from arrival, enough time to gather several orders.",
        },
        consolidation: {
          question: "Can I combine several parcels?",
          answer:
            "Yes. Ask for a consolidation and we pack your parcels from the same warehouse into one box: you can save up to 80% on shipping.",
        },
      },
    },
    ready: {
      title: "Ready to shop in Europe?",
      text: "Create your free account and get your European address in a minute.",
      cta: "Create my free account",
    },
  },
  auth: {
    fields: {
      email: "E-mail",
      password: "Password",
      firstName: "First name",
      lastName: "Last name",
      country: "Country",
      phone: "Phone number",
      selectCountry: "Select a country",
      passwordHint: "At least 8 characters",
    },
    submitting: "Please wait…",
    login: {
      subtitle: "Welcome back! Log in to see your locker.",
      submit: "Log in",
      forgot: "Forgot password?",
      noAccount: "No account yet?",
      signupLink: "Create a free account",
    },
    signup: {
      subtitle: "Get your free European address in a minute.",
      submit: "Create my account",
      haveAccount: "Already have an account?",
      loginLink: "Log in",
      consent:
        "By creating an account you accept the <terms>terms and conditions</terms> and the <privacy>privacy policy</privacy>.",
    },
  },
  dashboard: {
    greeting: "Hello, {{name}}!",
    intro: "Your parcels will appear here as soon as they reach the warehouse.",
    codeLabel: "Your personal code",
  },
  validation: {
    validEmail: "Enter a valid e-mail address",
    emailRequired: "E-mail is required",
    passwordRequired: "Password is required",
    passwordMin: "Password must be at least 8 characters",
    passwordMax: "Password is too long",
    firstNameRequired: "First name is required",
    lastNameRequired: "Last name is required",
    invalidFirstName: "First name may contain letters and spaces only",
    invalidLastName: "Last name may contain letters and spaces only",
    phoneRequired: "Phone number is required",
    selectCountryFirst: "Select a country first",
    noArabicNumbers: "Arabic-Indic digits are not accepted, use 0-9",
    useEnglishNumbers: "Use English digits (0-9) only",
    invalidNumbers: "Enter digits only",
    phoneNoZeroStart: "For this country, don’t start the number with 0",
    phoneTooShort: "This phone number is too short",
    phoneTooLong: "This phone number is too long",
    invalidCountryCode: "This country code is not supported",
    usernameRequired: "Username is required",
  },
  errors: {
    VALIDATION: "Please check the highlighted fields.",
    UNAUTHENTICATED: "Your session has ended, please log in again.",
    INVALID_CREDENTIALS: "Incorrect password. Try again, or click 'Forgot Password' to reset it.",
    FORBIDDEN: "You are not allowed to do this.",
    NOT_FOUND: "We could not find what you are looking for.",
    CONFLICT: "This action is not possible right now.",
    EMAIL_TAKEN: "This e-mail address is already in use.",
    PAYLOAD_TOO_LARGE: "The file is too large.",
    RATE_LIMITED: "Too many attempts, please try again later.",
    INTERNAL: "An error happened please try again",
    NETWORK: "An error occurred, please try again",
    generic: "An error happened please try again",
  },
};

export type Catalogue = typeof en;
