import { PlaceholderPage } from "../PlaceholderPage";

export function TicketPage() {
  return <PlaceholderPage path="support/:id" />;
}
