import { PlaceholderPage } from "../PlaceholderPage";

export function ShippingRequestsPage() {
  return <PlaceholderPage path="requests/shipping-requests" />;
}
