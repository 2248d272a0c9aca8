/** Texts of the storage screens (English: the back office is English only). */
export const storageTexts = {
  ending: {
    search: "Track number, parcel ID or customer code",
    label: "Parcels whose free storage ends soon",
    empty: "No free storage ends within 30 days",
    emptyHint: "Parcels show here 30 days before their free storage ends.",
    endsOn: "Storage ends",
    daysLeft: "Days left",
    today: "Today",
    days_one: "{{count}} day",
    days_other: "{{count}} days",
  },
  fee: {
    intro:
      "After six months of free storage, a parcel still in the locker costs this much a day until its shipping is paid. The fee is added to the shipping price at payment, as its own line.",
    label: "Storage fee per day (USD)",
    helper: "From 0 to 100 dollars, in whole cents; 0 charges nothing.",
    save: "Save the fee",
    saved: "Storage fee saved",
    history: "Latest changes",
    noHistory: "Not changed since it was set up.",
    change: "{{previous}} → {{fee}} a day",
    by: "{{name}}, {{date}}",
    someone: "A staff member",
  },
  validation: {
    feeRequired: "Enter the fee per day",
    invalidFee: "A fee from 0 to 100 dollars, in whole cents.",
  },
};
