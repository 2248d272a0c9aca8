import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { isolate } from "@ipf/shared/rules/bidi";
import { claimsApi } from "../../api/claims";
import { useLang } from "../../app/useLang";
import { formatMoney } from "./rules";

type Quote = Awaited<ReturnType<typeof claimsApi.quote>>;

/**
 * "Insure this shipment", off by default: its price and cover, priced on the
 * parcel's declared value by the API. Nothing shows where insurance is not
 * sold (or while the quote loads, or if it cannot be read).
 */
export function InsuranceOffer({
  parcelId,
  checked,
  onChange,
}: {
  parcelId: string;
  checked: boolean;
  onChange: (insure: boolean) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [quote, setQuote] = useState<Quote>(null);
  useEffect(() => {
    const abort = new AbortController();
    claimsApi.quote(parcelId, abort.signal).then(setQuote, () => setQuote(null));
    return () => abort.abort();
  }, [parcelId]);
  if (!quote) return null;
  return (
    <label className="check insurance-offer" data-testid="insure">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>
        <strong>{t("claims.insure")}</strong>{" "}
        <span>
          {t("claims.insureText", {
            premium: isolate(formatMoney(quote.premium, quote.currency, lang)),
            cover: isolate(formatMoney(quote.cover, quote.currency, lang)),
          })}
        </span>
      </span>
    </label>
  );
}
