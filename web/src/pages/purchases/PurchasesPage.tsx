import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { purchasesApi, type PurchaseTerms } from "../../api/purchases";
import { useLocalePath } from "../../app/useLang";
import { useCustomerLive } from "../../customer/liveContext";
import { ListLoad } from "../../ui/LoadNotice";
import { LockerHeading } from "../../ui/LockerHeading";
import { Pager } from "../../ui/Pager";
import { useLoad } from "../../ui/useLoad";
import { LockerToolbar } from "../locker/LockerTabs";
import { FeeTerms } from "./FeeTerms";
import { PurchaseCard } from "./PurchaseCard";
import "./purchases.css";

const PER_PAGE = 10;

/**
 * Buy for me, a tab of the locker: the customer's purchase requests, newest
 * first, a page at a time; with none yet, what the service does and costs.
 * A request changing state is pushed on the customer's socket, and the list
 * follows.
 */
export function PurchasesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = useLocalePath();
  const [page, setPage] = useState(0);
  const live = useCustomerLive();
  const version = (live?.purchasesVersion ?? 0) + (live?.parcelsVersion ?? 0);
  const list = useLoad((signal) => purchasesApi.list(page, PER_PAGE, signal), [page]);
  const { reload } = list;
  useEffect(() => {
    if (version > 0) reload();
  }, [version, reload]);
  const purchases = list.data?.purchases ?? [];

  return (
    <section className="container locker" aria-labelledby="purchases-title">
      <LockerToolbar />
      <LockerHeading
        id="purchases-title"
        title={t("purchases.title")}
        lead={t("purchases.intro")}
        addLabel={t("purchases.add")}
        onAdd={() => void navigate(to("purchases/new"))}
      />
      <ListLoad load={list} />
      {list.data && purchases.length === 0 && <Empty terms={list.data.terms} />}
      {purchases.length > 0 && (
        <ul className="tile-grid purchase-list" aria-label={t("purchases.listLabel")}>
          {purchases.map((purchase) => (
            <PurchaseCard key={purchase._id} purchase={purchase} />
          ))}
        </ul>
      )}
      <Pager page={page} pages={list.data?.pageCount ?? 1} onPage={setPage} />
    </section>
  );
}

/** No request yet: how the service works, and its fee as the settings have it now. */
function Empty({ terms }: { terms: PurchaseTerms }) {
  const { t } = useTranslation();
  return (
    <div className="locker-empty">
      <h2>{t("purchases.empty.title")}</h2>
      <p className="lead">{t("purchases.empty.text")}</p>
      <FeeTerms terms={terms} />
    </div>
  );
}

export { PurchasesPage as Component };
