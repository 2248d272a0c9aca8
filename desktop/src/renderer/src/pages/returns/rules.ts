import type { StaffReturn } from "@ipf/shared/schemas/returns";

/** What the label column says and which label buttons a row of the queue shows. */
export function labelView(row: StaffReturn): {
  text: "prepaid" | "bought" | "toBuy" | "toBuyManual";
  print: boolean;
  buy: boolean;
} {
  if (row.label === "prepaid") return { text: "prepaid", print: row.hasLabel, buy: false };
  if (row.hasLabel) return { text: "bought", print: true, buy: false };
  const linked = row.carrier?.linked === true;
  return { text: linked ? "toBuy" : "toBuyManual", print: false, buy: linked && row.state === "paid" };
}

/** The shop's address on one line, as the queue shows it. */
export function shopLine(row: StaffReturn, countryName: (iso2: string) => string): string {
  return [row.address.name, row.address.city, countryName(row.address.country)].filter(Boolean).join(", ");
}
