import { PlaceholderPage } from "../PlaceholderPage";

export function RatesPage() {
  return <PlaceholderPage path="rates" />;
}

export function SideRatesPage() {
  return <PlaceholderPage path="side-rates" />;
}
