import { PlaceholderPage } from "../PlaceholderPage";

export function ShippedPage() {
  return <PlaceholderPage path="packages/shipped" />;
}
