import { PlaceholderPage } from "../PlaceholderPage";

export function WarehousesPage() {
  return <PlaceholderPage path="manage-address" />;
}
