import { PlaceholderPage } from "../PlaceholderPage";

export function ShopsPage() {
  return <PlaceholderPage path="manage-shops" />;
}
