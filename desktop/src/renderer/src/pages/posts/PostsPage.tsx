import { PlaceholderPage } from "../PlaceholderPage";

export function PostsPage() {
  return <PlaceholderPage path="posts" />;
}
