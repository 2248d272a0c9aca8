import type { Language } from "@ipf/shared";
import { formatDays } from "@ipf/shared/format";

/** The texts of the payment pages served outside the SPA (local checkout, bitcoin instructions). */
export interface PageTexts {
  checkoutTitle: string;
  testNotice: string;
  parcel: string;
  /** A purchase request's payment names the request, not a parcel. */
  purchase: string;
  carrier: string;
  amount: string;
  shipping: string;
  storageFee: (days: number) => string;
  /** The insurance line, with its cover. */
  insurance: (cover: string) => string;
  credit: string;
  /** A service's fee line: its name. */
  serviceFee: (service: string) => string;
  pay: string;
  cancel: string;
  closedTitle: string;
  closed: string;
  back: string;
  bitcoinTitle: string;
  bitcoinSend: (amount: string) => string;
  bitcoinAddress: string;
  bitcoinReference: string;
  bitcoinHeld: string;
  bitcoinDone: string;
}

export const PAGE_TEXTS: Record<Language, PageTexts> = {
  ar: {
    checkoutTitle: "الدفع بالبطاقة",
    testNotice: "صفحة دفع محلية للتجربة: لا يتم خصم أي مبلغ حقيقي.",
    parcel: "الطرد",
    purchase: "طلب الشراء",
    carrier: "شركة الشحن",
    amount: "المبلغ",
    shipping: "الشحن",
    storageFee: (days) => `رسوم التخزين (${formatDays(days, "ar")})`,
    insurance: (cover) => `التأمين (تغطية حتى ${cover})`,
    credit: "رصيد الحساب",
    serviceFee: (service) => `خدمة: ${service}`,
    pay: "ادفع",
    cancel: "إلغاء",
    closedTitle: "انتهت صلاحية صفحة الدفع",
    closed: "هذه الدفعة لم تعد بانتظار الدفع.",
    back: "العودة إلى خزانتي",
    bitcoinTitle: "الدفع بالبيتكوين",
    bitcoinSend: (amount) => `أرسل ما يعادل ${amount} بالبيتكوين إلى العنوان التالي.`,
    bitcoinAddress: "عنوان المحفظة",
    bitcoinReference: "اذكر هذا المرجع في رسالتك إلينا",
    bitcoinHeld: "سيبقى طردك محجوزًا حتى يؤكد فريقنا استلام الدفع.",
    bitcoinDone: "تم تأكيد هذه الدفعة أو إلغاؤها.",
  },
  en: {
    checkoutTitle: "Card payment",
    testNotice: "Local test checkout: no real money is charged.",
    parcel: "Parcel",
    purchase: "Purchase request",
    carrier: "Shipping company",
    amount: "Amount",
    shipping: "Shipping",
    storageFee: (days) => `Storage fee (${formatDays(days, "en")})`,
    insurance: (cover) => `Insurance (covered up to ${cover})`,
    credit: "Account credit",
    serviceFee: (service) => `Service: ${service}`,
    pay: "Pay",
    cancel: "Cancel",
    closedTitle: "This checkout has ended",
    closed: "This payment is no longer waiting to be paid.",
    back: "Back to my locker",
    bitcoinTitle: "Bitcoin payment",
    bitcoinSend: (amount) => `Send the equivalent of ${amount} in bitcoin to the address below.`,
    bitcoinAddress: "Wallet address",
    bitcoinReference: "Quote this reference when you write to us",
    bitcoinHeld: "Your parcel is held until our team confirms the payment.",
    bitcoinDone: "This payment has been confirmed or cancelled.",
  },
  fr: {
    checkoutTitle: "Paiement par carte",
    testNotice: "Paiement local de test : aucun montant réel n'est débité.",
    parcel: "Colis",
    purchase: "Demande d'achat",
    carrier: "Transporteur",
    amount: "Montant",
    shipping: "Expédition",
    storageFee: (days) => `Frais de stockage (${formatDays(days, "fr")})`,
    insurance: (cover) => `Assurance (couvert jusqu’à ${cover})`,
    credit: "Avoir du compte",
    serviceFee: (service) => `Service : ${service}`,
    pay: "Payer",
    cancel: "Annuler",
    closedTitle: "Ce paiement est terminé",
    closed: "Ce paiement n'attend plus de règlement.",
    back: "Retour à mon casier",
    bitcoinTitle: "Paiement en bitcoin",
    bitcoinSend: (amount) => `Envoyez l'équivalent de ${amount} en bitcoin à l'adresse ci-dessous.`,
    bitcoinAddress: "Adresse du portefeuille",
    bitcoinReference: "Indiquez cette référence lorsque vous nous écrivez",
    bitcoinHeld: "Votre colis est retenu jusqu'à ce que notre équipe confirme le paiement.",
    bitcoinDone: "Ce paiement a été confirmé ou annulé.",
  },
};
