import { PlaceholderPage } from "../PlaceholderPage";

export function ZonesPage() {
  return <PlaceholderPage path="zones" />;
}
