/** Texts of the intake desk's pre-alert matching (English: the back office is English only). */
export const preAlertTexts = {
  matched: "Pre-alert matched: {{customer}}, {{store}}",
  matchedDetail: "The customer and the declared lines are filled in. Number {{number}}, announced {{date}}.",
  shipsOnArrival: "Ship on arrival: it goes to shipping requests once saved (carrier: {{carrier}}).",
  notThis: "Not this pre-alert",
  several: "Several pre-alerts match this number",
  severalHint: "Pick the one this parcel belongs to.",
  close: "Pre-alerts with a close number",
  closeHint: "Nothing matches exactly. Pick one only if the parcel is really it.",
  use: "Use",
  overdue: "overdue",
  option: "{{customer}} ({{code}}) · {{store}} · {{number}}",
  lookUpFailed: "Pre-alerts could not be checked for this number.",
} as const;
