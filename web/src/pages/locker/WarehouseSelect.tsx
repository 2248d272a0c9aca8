import { countryByIso2 } from "@ipf/shared/data/countries";
import type { Warehouse } from "@ipf/shared/schemas/warehouses";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useLang } from "../../app/useLang";

/** The locker's warehouse selector: "" for all of them. */
export function WarehouseSelect({
  warehouses,
  value,
  onChange,
  withAll = true,
}: {
  warehouses: readonly Warehouse[];
  value: string;
  onChange: (id: string) => void;
  withAll?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  return (
    <div className="field warehouse-select">
      <label htmlFor={id}>{t("locker.warehouse")}</label>
      <select id={id} className="select" value={value} onChange={(event) => onChange(event.target.value)}>
        {withAll && <option value="">{t("locker.allWarehouses")}</option>}
        {warehouses.map((warehouse) => (
          <option key={warehouse._id} value={warehouse._id}>
            {countryByIso2(warehouse.country)?.names[lang] ?? warehouse.country} · {warehouse.city}
          </option>
        ))}
      </select>
    </div>
  );
}
