/**
 * How the back office writes dates, money and measures (back-office-operations 9):
 * dates as YYYY-MM-DD HH:mm in the desk's time zone, dollars with 2 decimals,
 * kg and cm.
 */
const pad = (value: number) => String(value).padStart(2, "0");

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "—";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "—";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function formatDate(iso: string | null | undefined): string {
  return formatDateTime(iso).slice(0, 10);
}

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const euros = new Intl.NumberFormat("en-US", { style: "currency", currency: "EUR" });

export function formatDollars(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? "—" : dollars.format(amount);
}

export function formatEuros(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? "—" : euros.format(amount);
}

const kilograms = new Intl.NumberFormat("en-US", { maximumFractionDigits: 3 });

export function formatKg(weight: number | null | undefined): string {
  return weight === null || weight === undefined ? "—" : `${kilograms.format(weight)} kg`;
}

export function formatDimensions(length: number, width: number, height: number): string {
  return `${length} × ${width} × ${height} cm`;
}
