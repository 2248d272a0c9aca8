import { PlaceholderPage } from "../PlaceholderPage";

export function SplitsPage() {
  return <PlaceholderPage path="requests/disassemble" />;
}
