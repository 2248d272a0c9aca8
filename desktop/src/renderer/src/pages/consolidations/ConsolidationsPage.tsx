import { PlaceholderPage } from "../PlaceholderPage";

export function ConsolidationsPage() {
  return <PlaceholderPage path="requests/assemble" />;
}
