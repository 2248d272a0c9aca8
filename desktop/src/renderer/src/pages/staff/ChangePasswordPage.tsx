import { PlaceholderPage } from "../PlaceholderPage";

export function ChangePasswordPage() {
  return <PlaceholderPage path="changepass" />;
}
