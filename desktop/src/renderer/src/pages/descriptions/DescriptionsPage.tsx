import { PlaceholderPage } from "../PlaceholderPage";

export function DescriptionsPage() {
  return <PlaceholderPage path="manage-descriptions" />;
}
