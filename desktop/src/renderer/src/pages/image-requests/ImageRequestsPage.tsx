import { PlaceholderPage } from "../PlaceholderPage";

export function ImageRequestsPage() {
  return <PlaceholderPage path="requests/images" />;
}
