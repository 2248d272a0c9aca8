import type { Language } from "@ipf/shared/schemas/common";
import { localePath } from "../app/language";
import { forgetCustomer } from "../auth/customer";
import type { ConfirmEmailState } from "../pages/confirm/ConfirmEmailPage";

type Navigate = (to: string, options: { replace: boolean; state: ConfirmEmailState }) => void;

/**
 * Where a call answered 403 EMAIL_NOT_CONFIRMED sends the customer: the
 * confirmation page, which says why. The customer is read again there (the
 * cached one may predate the answer); on that page already, nothing moves.
 */
export function sendToConfirmation(lang: Language, navigate: Navigate, pathname = window.location.pathname): void {
  forgetCustomer();
  const target = localePath(lang, "confirm-email");
  if (pathname !== target) navigate(target, { replace: true, state: { refused: true } });
}
