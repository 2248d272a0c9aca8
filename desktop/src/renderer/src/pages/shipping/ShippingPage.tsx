import { PlaceholderPage } from "../PlaceholderPage";

export function ShippingPage() {
  return <PlaceholderPage path="requests/shipping" />;
}
