import { PlaceholderPage } from "../PlaceholderPage";

export function ExpiredPage() {
  return <PlaceholderPage path="manage-expired" />;
}
