import type { Warehouse } from "@ipf/shared/schemas/warehouses";
import { countryByIso2 } from "@ipf/shared/data/countries";
import { useTranslation } from "react-i18next";
import { useLang } from "../../app/useLang";
import { copyText } from "../../ui/clipboard";
import { Icon } from "../../ui/Icon";

/**
 * The warehouse address to type into a shop's checkout, line by line with a
 * copy button each, and one button for the whole address (every line, one
 * under the other). Latin script and left to right, as the shop needs it, in
 * every language. `onCopied` gets the confirmation (or the failure) to show.
 */
export function WarehouseAddress({
  warehouse,
  name,
  onCopied,
}: {
  warehouse: Warehouse;
  name: string;
  onCopied: (message: string, ok: boolean) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const country = countryByIso2(warehouse.country);
  const lines: { key: string; label: string; value: string }[] = [
    { key: "name", label: t("myAddress.name"), value: name },
    { key: "line1", label: t("myAddress.line1"), value: warehouse.addressLineOne },
    { key: "line2", label: t("myAddress.line2"), value: warehouse.addressLineTwo },
    { key: "city", label: t("myAddress.city"), value: warehouse.city },
    { key: "state", label: t("myAddress.state"), value: warehouse.state },
    { key: "zip", label: t("myAddress.zip"), value: warehouse.zip },
    // In English on every page: the shop's form wants the country in Latin letters.
    { key: "country", label: t("myAddress.country2"), value: country?.names.en ?? warehouse.country },
    { key: "phone", label: t("myAddress.phone"), value: warehouse.phone },
  ].filter((line) => line.value);

  const copy = (value: string, done: string) =>
    void copyText(value).then((ok) => onCopied(ok ? done : t("myAddress.copyFailed"), ok));

  return (
    <div className="warehouse-address card">
      <p className="warehouse-address-head">
        {warehouse.flagImage ? <img src={warehouse.flagImage} alt="" className="flag-img" /> : null}
        <strong>{country?.names[lang] ?? warehouse.country}</strong>
      </p>
      <dl className="copy-lines">
        {lines.map((line) => (
          <div key={line.key} className="copy-line">
            <dt>{line.label}</dt>
            <dd dir="ltr" lang="en">
              {line.value}
            </dd>
            <button
              type="button"
              className="icon-button copy-button"
              aria-label={t("myAddress.copy", { field: line.label })}
              onClick={() => copy(line.value, t("myAddress.copied"))}
            >
              <Icon name="copy" />
            </button>
          </div>
        ))}
      </dl>
      <button
        type="button"
        className="btn btn-ghost btn-block"
        onClick={() => copy(lines.map((line) => line.value).join("\n"), t("myAddress.copiedAll"))}
      >
        <Icon name="copy" />
        {t("myAddress.copyAll")}
      </button>
    </div>
  );
}
