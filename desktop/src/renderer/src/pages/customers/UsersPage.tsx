import { PlaceholderPage } from "../PlaceholderPage";

export function UsersPage() {
  return <PlaceholderPage path="manageusers" />;
}
