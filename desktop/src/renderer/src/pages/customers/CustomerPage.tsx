import { PlaceholderPage } from "../PlaceholderPage";

export function CustomerPage() {
  return <PlaceholderPage path="user/:id" />;
}
