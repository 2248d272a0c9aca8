import { PlaceholderPage } from "../PlaceholderPage";

export function ManagePackagesPage() {
  return <PlaceholderPage path="manage-packages" />;
}

export function DeletedPackagesPage() {
  return <PlaceholderPage path="deleted-packages" />;
}
