import { PlaceholderPage } from "../PlaceholderPage";

export function SupportPage() {
  return <PlaceholderPage path="support" />;
}
