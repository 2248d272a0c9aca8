import { PlaceholderPage } from "../PlaceholderPage";

export function AlertsPage() {
  return <PlaceholderPage path="manage-alerts" />;
}
