import { COUNTRIES } from "@ipf/shared/data/countries";
import { formatDimensions, formatKg } from "@ipf/shared/format";
import { MIN_ASSEMBLE_PARCELS } from "@ipf/shared/rules/parcel-state";
import type {
  CarrierSaving,
  ConsolidationOffer,
  ConsolidationPreview,
} from "@ipf/shared/schemas/consolidation-preview";
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { accountApi } from "../../api/account";
import { ApiError } from "../../api/error";
import { detectCountry } from "../../api/geo";
import { parcelsApi } from "../../api/parcels";
import { useLang } from "../../app/useLang";
import { useMessages } from "../../i18n/messages";
import { CountryPicker } from "../../ui/country/CountryPicker";
import { sortCountries } from "../../ui/country/countrySearch";
import { RetryAlert } from "../../ui/LoadNotice";
import { useLoad } from "../../ui/useLoad";
import { formatDollars } from "../calculator/format";
import { pause } from "../calculator/scheduler";
import "./savings.css";

/** Ticking several parcels, or going through countries, asks once: for where the customer stops. */
const PREVIEW_DELAY_MS = 350;

/** The country of the address book's first address (the customer's default), else the one they are in. */
async function defaultDestination(signal: AbortSignal): Promise<string> {
  const book = await accountApi.addresses(signal).catch(() => null);
  return book?.addresses[0]?.country ?? (await detectCountry(signal));
}

/** The destination: the default until the customer picks one; "" while unknown or when the box names none. */
function useDestination() {
  const [country, setCountry] = useState("");
  const picked = useRef(false);
  useEffect(() => {
    const controller = new AbortController();
    void defaultDestination(controller.signal).then((iso2) => {
      if (!controller.signal.aborted && !picked.current) setCountry(iso2);
    });
    return () => controller.abort();
  }, []);
  const pick = (iso2: string | null) => {
    picked.current = true;
    setCountry(iso2 ?? "");
  };
  return [country, pick] as const;
}

/**
 * The preview for the parcels ticked and the destination: null until both
 * are enough to ask. A newer selection aborts the request under way (and
 * its delay), so only the last answer is shown.
 */
function usePreview(ids: readonly string[], country: string) {
  const packages = useMemo(() => [...ids].sort(), [ids]);
  return useLoad(
    async (signal): Promise<ConsolidationPreview | null> => {
      if (packages.length < MIN_ASSEMBLE_PARCELS || !country) return null;
      await pause(PREVIEW_DELAY_MS, signal);
      return parcelsApi.consolidationPreview({ packages, country }, signal);
    },
    [packages.join(","), country],
  );
}

function OfferCell({ offer }: { offer: ConsolidationOffer }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!offer.ok) {
    return (
      <span className="savings-refused">
        {offer.reason === "tooHeavy"
          ? t("savings.tooHeavy", { max: formatKg(offer.maxWeight, lang) })
          : t("savings.outOfRange")}
      </span>
    );
  }
  return <bdi dir="ltr">{formatDollars(offer.price, lang)}</bdi>;
}

function SavingCell({ saving }: { saving: CarrierSaving["saving"] }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!saving) return <span aria-hidden="true">—</span>;
  if (saving.amount <= 0) return <span className="savings-refused">{t("savings.noSaving")}</span>;
  return (
    <>
      <bdi dir="ltr">{formatDollars(saving.amount, lang)}</bdi>{" "}
      <span className="badge badge-success">{t("savings.percent", { percent: saving.percent })}</span>
    </>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function CarrierRow({ line }: { line: CarrierSaving }) {
  const { t } = useTranslation();
  const lang = useLang();
  const name = lang === "ar" && line.nameAR ? line.nameAR : line.name;
  return (
    <li className="savings-carrier">
      <p className="savings-name">
        {name}
        <span className="savings-days">
          {t("calculator.results.days", { min: line.minShipTime, max: line.maxShipTime, count: line.maxShipTime })}
        </span>
      </p>
      <dl className="savings-figures">
        <Figure label={t("savings.separately")}>
          <OfferCell offer={line.separately} />
        </Figure>
        <Figure label={t("savings.together")}>
          <OfferCell offer={line.together} />
        </Figure>
        <Figure label={t("savings.saving")}>
          <SavingCell saving={line.saving} />
        </Figure>
      </dl>
    </li>
  );
}

/** A refusal's own message where it names a field (the parcels, the country), else the error's. */
function useFailureText() {
  const { errorText, fieldText } = useMessages();
  return (error: unknown) => {
    const fields = error instanceof ApiError ? error.fields : undefined;
    return fieldText(fields?.packages ?? fields?.country) ?? errorText(error);
  };
}

function PreviewBody({ preview }: { preview: ReturnType<typeof usePreview> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const failureText = useFailureText();
  if (preview.state === "failed") {
    return <RetryAlert onRetry={preview.reload}>{failureText(preview.error)}</RetryAlert>;
  }
  const data = preview.data;
  if (!data) return preview.state === "loading" ? <p className="field-hint">{t("savings.loading")}</p> : null;
  const { weight, length, width, height } = data.estimate;
  return (
    <>
      <p className="field-hint">
        {t("savings.basis", {
          dimensions: formatDimensions(length, width, height, lang),
          weight: formatKg(weight, lang),
        })}
      </p>
      {data.carriers.length === 0 ? (
        <p className="empty-note">{t("savings.none")}</p>
      ) : (
        <ol className="savings-list" aria-label={t("savings.listLabel")}>
          {data.carriers.map((line) => (
            <CarrierRow key={line._id} line={line} />
          ))}
        </ol>
      )}
    </>
  );
}

/**
 * What assembling the ticked parcels would save, per carrier of their
 * warehouse, to a destination the customer may change: the prices of
 * shipping them separately and together (an estimate: the packed parcel is
 * measured only once staff pack it), and the saving.
 */
export function SavingsPreview({ ids }: { ids: readonly string[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const titleId = useId();
  const countries = useMemo(() => sortCountries(COUNTRIES, lang), [lang]);
  const [country, setCountry] = useDestination();
  const preview = usePreview(ids, country);
  const enough = ids.length >= MIN_ASSEMBLE_PARCELS;
  return (
    <section className="savings" aria-labelledby={titleId} aria-busy={preview.state === "loading"}>
      <h3 id={titleId} className="savings-title">
        {t("savings.title")} <span className="badge badge-info">{t("savings.estimate")}</span>
      </h3>
      <CountryPicker label={t("savings.destination")} value={country} countries={countries} onChange={setCountry} />
      <div aria-live="polite">
        {!enough ? (
          <p className="field-hint">{t("savings.chooseParcels")}</p>
        ) : !country ? (
          <p className="field-hint">{t("savings.chooseDestination")}</p>
        ) : (
          <PreviewBody preview={preview} />
        )}
      </div>
    </section>
  );
}
