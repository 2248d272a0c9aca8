import { PlaceholderPage } from "../PlaceholderPage";

export function LoginHistoryPage() {
  return <PlaceholderPage path="login-history" />;
}
