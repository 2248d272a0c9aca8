import { defaultWarehouse, homeFirst } from "@ipf/shared/rules/warehouses";
import { useEffect, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link, useLoaderData } from "react-router-dom";
import { useLocalePath } from "../../app/useLang";
import { LoadNotice } from "../../ui/LoadNotice";
import { useToast } from "../../ui/Toast";
import { useWarehouses } from "../locker/useLockerData";
import { WarehouseAddress } from "../locker/WarehouseAddress";
import { WarehouseSelect } from "../locker/WarehouseSelect";
import { loader } from "../dashboard/DashboardPage";
import { LatinNamePrompt } from "./LatinNamePrompt";

/** A 500 ms loading overlay when the warehouse changes: the address visibly refreshes. */
const OVERLAY_MS = 500;

/**
 * My address: the warehouse address with the customer's code, to copy line by
 * line or whole; France's warehouse first, as the landing page promises.
 */
export function MyAddressPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const data = useLoaderData<typeof loader>();
  const { toast, show } = useToast();
  const warehouses = useWarehouses();
  const [warehouseId, setWarehouseId] = useState("");
  const [switching, setSwitching] = useState(false);
  useEffect(() => {
    if (!switching) return;
    const timer = window.setTimeout(() => setSwitching(false), OVERLAY_MS);
    return () => window.clearTimeout(timer);
  }, [switching]);
  if (data instanceof Response) return null;
  const list = homeFirst(warehouses.data ?? []);
  const warehouse = list.find((w) => w._id === warehouseId) ?? defaultWarehouse(list);

  return (
    <section className="container locker" aria-labelledby="address-title">
      <h1 id="address-title">{t("pages.address")}</h1>
      <p className="lead">{t("myAddress.lead")}</p>
      {!data.user.labelName && <LatinNamePrompt user={data.user} onSaved={(message) => show(message)} />}
      <LoadNotice load={warehouses} empty={list.length === 0} emptyText={t("myAddress.none")} />
      <div className="my-address">
        <div className="my-address-main">
          {list.length > 1 && (
            <WarehouseSelect
              warehouses={list}
              value={warehouse?._id ?? ""}
              withAll={false}
              onChange={(id) => {
                setWarehouseId(id);
                setSwitching(true);
              }}
            />
          )}
          {warehouse && (
            <div className="overlay-host" aria-busy={switching}>
              <WarehouseAddress
                warehouse={warehouse}
                name={data.user.labelName ?? ""}
                onCopied={(message, ok) => show(message, ok ? "success" : "error")}
              />
              {switching && <div className="loading-overlay" role="progressbar" aria-label={t("common.loading")} />}
            </div>
          )}
        </div>
        <aside className="callout my-address-notes">
          <div>
            <h2>{t("myAddress.notesTitle")}</h2>
            <ul className="tick-list">
              <li>
                <Trans i18nKey="myAddress.notes.code" values={{ code: data.user.addressHash }} />
              </li>
              <li>{t("myAddress.notes.name")}</li>
              <li>
                <Link to={to("banned-material")} className="text-link">
                  {t("myAddress.notes.prohibited")}
                </Link>
              </li>
            </ul>
          </div>
        </aside>
      </div>
      {toast}
    </section>
  );
}

export { MyAddressPage as Component, loader };
