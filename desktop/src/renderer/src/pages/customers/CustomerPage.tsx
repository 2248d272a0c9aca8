import { Button, Callout, Card, NonIdealState, Spinner, Tab, Tabs, Tag } from "@blueprintjs/core";
import { CUSTOMER_DETAIL_ROWS, CUSTOMER_LOGIN_ROWS } from "@ipf/shared/schemas/customers-admin";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router-dom";
import { ApiError } from "../../api";
import type { CustomerDetail } from "../../api/customers";
import { errorMessage } from "../../i18n";
import { useSession, useStaff } from "../../session";
import { PageHeader } from "../../shell/PageHeader";
import { formatDateTime } from "../../ui/format";
import { toast } from "../../ui/toaster";
import { DeleteCustomerDialog, SuspicionDialog } from "./CustomerDialogs";
import { LoginsTable, ParcelsTable, TransactionsTable } from "./CustomerTables";
import { countryName } from "./messages";
import { CUSTOMER_TABS, customerActions, type CustomerTab } from "./rules";
import "./customers.css";

/** How long after a deletion the page goes back to the list. */
const RETURN_DELAY_MS = 2000;

type Load = { status: "loading" } | { status: "error"; code: string } | { status: "ready"; customer: CustomerDetail };

/** The customer, loaded again on demand (after an action, or a retry). */
function useCustomer(id: string) {
  const { api } = useSession();
  const [state, setState] = useState<Load>({ status: "loading" });
  const latest = useRef(0);
  const load = useCallback(() => {
    const ticket = ++latest.current;
    api.customer(id).then(
      (customer) => ticket === latest.current && setState({ status: "ready", customer }),
      (error: unknown) =>
        ticket === latest.current &&
        setState({ status: "error", code: error instanceof ApiError ? error.code : "INTERNAL" }),
    );
  }, [api, id]);
  useEffect(() => {
    setState({ status: "loading" });
    load();
  }, [load]);
  return { state, reload: load };
}

/**
 * User detail: who the customer is, their parcels (all, in storage,
 * deleted), transactions and sign-ins; staff mark them suspicious with a
 * reason, admins edit or delete them.
 */
export function CustomerPage() {
  const { id = "" } = useParams();
  const { t } = useTranslation();
  const staff = useStaff();
  const navigate = useNavigate();
  const actions = customerActions(staff.groupId);
  const { state, reload } = useCustomer(id);
  const [tab, setTab] = useState<CustomerTab>("packages");
  const [dialog, setDialog] = useState<"suspicion" | "delete" | null>(null);
  const [deleted, setDeleted] = useState(false);

  useEffect(() => {
    if (!deleted) return;
    const timer = window.setTimeout(() => navigate("/manageusers"), RETURN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [deleted, navigate]);

  const back = (
    <Button icon="arrow-left" variant="minimal" text={t("customers.back")} onClick={() => navigate("/manageusers")} />
  );

  if (deleted) {
    return (
      <>
        <PageHeader icon="person" title={t("areas.customer")}>
          {back}
        </PageHeader>
        <Callout intent="success" icon="tick-circle" role="status">
          {t("customers.deletedReturning")}
        </Callout>
      </>
    );
  }

  if (state.status !== "ready") {
    return (
      <>
        <PageHeader icon="person" title={t("areas.customer")}>
          {back}
        </PageHeader>
        {state.status === "loading" ? (
          <NonIdealState icon={<Spinner size={32} />} description={t("table.loading")} />
        ) : (
          <NonIdealState
            icon={state.code === "NOT_FOUND" ? "person" : "error"}
            title={state.code === "NOT_FOUND" ? t("customers.notFound") : t("customers.loadFailed")}
            description={state.code === "NOT_FOUND" ? undefined : errorMessage(state.code)}
            action={
              state.code === "NOT_FOUND" ? undefined : (
                <Button icon="refresh" text={t("customers.retry")} onClick={reload} />
              )
            }
          />
        )}
      </>
    );
  }

  const customer = state.customer;
  const counts: Record<CustomerTab, number> = {
    packages: customer.packages.length,
    storedPackages: customer.storedPackages.length,
    trash: customer.trash.length,
    transactions: customer.transactions.length,
    logins: customer.logins.length,
  };
  const cap = (tabId: CustomerTab) => (tabId === "logins" ? CUSTOMER_LOGIN_ROWS : CUSTOMER_DETAIL_ROWS);
  const done = () => {
    setDialog(null);
    reload();
  };

  return (
    <>
      <PageHeader icon="person" title={customer.fullName}>
        {back}
        {actions.edit ? (
          <Button
            icon="edit"
            text={t("customers.edit")}
            onClick={() => navigate(`/edituser/${encodeURIComponent(customer.id)}`)}
          />
        ) : null}
        {actions.flag ? (
          <Button
            icon={customer.suspicious ? "tick-circle" : "warning-sign"}
            intent={customer.suspicious ? "none" : "warning"}
            text={t(customer.suspicious ? "customers.clearSuspicious" : "customers.markSuspicious")}
            onClick={() => setDialog("suspicion")}
          />
        ) : null}
        {actions.delete ? (
          <Button
            icon="trash"
            intent="danger"
            variant="outlined"
            text={t("customers.delete")}
            onClick={() => setDialog("delete")}
          />
        ) : null}
      </PageHeader>

      {customer.suspicious ? (
        <Callout intent="danger" icon="warning-sign" className="ipf-customer-callout" role="note">
          {t("customers.suspiciousReason", { reason: customer.suspicionReason ?? "—" })}
        </Callout>
      ) : null}

      <Card className="ipf-customer-card" aria-label={t("customers.info.title")}>
        <dl className="ipf-customer-facts">
          <div>
            <dt>{t("customers.info.code")}</dt>
            <dd>
              <code className="ipf-code">{customer.addressHash}</code>
            </dd>
          </div>
          <div>
            <dt>{t("customers.info.email")}</dt>
            <dd className="ipf-break">
              {customer.email}{" "}
              {customer.isConfirmed ? (
                <Tag minimal intent="success" icon="tick">
                  {t("customers.info.confirmed")}
                </Tag>
              ) : null}
            </dd>
          </div>
          <div>
            <dt>{t("customers.info.phone")}</dt>
            <dd className="ipf-nums">{customer.phone || "—"}</dd>
          </div>
          <div>
            <dt>{t("customers.info.country")}</dt>
            <dd>{countryName(customer.country)}</dd>
          </div>
          <div>
            <dt>{t("customers.info.language")}</dt>
            <dd>{t(`customers.languages.${customer.language}`)}</dd>
          </div>
          <div>
            <dt>{t("customers.info.joined")}</dt>
            <dd>{formatDateTime(customer.createdAt)}</dd>
          </div>
          <div>
            <dt>{t("customers.info.lastLogin")}</dt>
            <dd>{customer.lastLogin ? formatDateTime(customer.lastLogin) : t("customers.info.never")}</dd>
          </div>
        </dl>
      </Card>

      <Tabs
        id="customer-tabs"
        selectedTabId={tab}
        onChange={(next) => setTab(next as CustomerTab)}
        className="ipf-customer-tabs"
        renderActiveTabPanelOnly
      >
        {CUSTOMER_TABS.map((tabId) => (
          <Tab
            key={tabId}
            id={tabId}
            title={t(`customers.tabs.${tabId}`)}
            tagContent={counts[tabId].toLocaleString("en-US")}
            panel={
              <div className="ipf-customer-panel">
                {tabId === "transactions" ? (
                  <TransactionsTable rows={customer.transactions} />
                ) : tabId === "logins" ? (
                  <LoginsTable rows={customer.logins} />
                ) : (
                  <ParcelsTable rows={customer[tabId]} kind={tabId} />
                )}
                {counts[tabId] >= cap(tabId) ? (
                  <p className="bp6-text-muted">{t("customers.capped", { count: cap(tabId) })}</p>
                ) : null}
              </div>
            }
          />
        ))}
      </Tabs>

      {dialog === "suspicion" ? (
        <SuspicionDialog customer={customer} onClose={() => setDialog(null)} onDone={done} onStale={reload} />
      ) : null}
      {dialog === "delete" ? (
        <DeleteCustomerDialog
          customer={customer}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            toast(t("customers.deleted"));
            setDeleted(true);
          }}
          onStale={reload}
        />
      ) : null}
    </>
  );
}
