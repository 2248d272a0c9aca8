import { PlaceholderPage } from "../PlaceholderPage";

export function StaffPage() {
  return <PlaceholderPage path="staff" />;
}
