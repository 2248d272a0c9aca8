import { PlaceholderPage } from "../PlaceholderPage";

export function TransactionsPage() {
  return <PlaceholderPage path="transactions" />;
}
