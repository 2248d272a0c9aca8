import { PlaceholderPage } from "../PlaceholderPage";

export function EditCustomerPage() {
  return <PlaceholderPage path="edituser/:id" />;
}
