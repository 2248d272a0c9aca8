import { PlaceholderPage } from "../PlaceholderPage";

export function OfflinePaymentsPage() {
  return <PlaceholderPage path="payment/offline" />;
}

export function BitcoinPaymentsPage() {
  return <PlaceholderPage path="requests/bitcoin" />;
}
