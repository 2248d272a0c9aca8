import { Button, FormGroup, HTMLSelect, Tag } from "@blueprintjs/core";
import type { loginLogSchema } from "@ipf/shared/schemas/customers-admin";
import type { StaffAccount } from "@ipf/shared/schemas/staff";
import type { ColumnDef } from "@tanstack/react-table";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import type { z } from "zod";
import { useSession } from "../../session";
import { PageHeader } from "../../shell/PageHeader";
import { DataTable } from "../../table/DataTable";
import { DayRangeFields, useTypedDays } from "../../table/DayRangeFields";
import { dayEdges } from "../../table/days";
import type { ListParams } from "../../table/rules";
import { answerPage, type Page, useList } from "../../table/useList";
import { useRead } from "../../ui/useRead";
import { accountOf, formatLogDate, readFilters, writeFilters, type LoginFilters } from "./rules";
import "./login-history.css";

type LoginLog = z.infer<typeof loginLogSchema>;
const TABS = ["all"] as const;
type Tab = (typeof TABS)[number];

/** Staff member, status and days; the days are sent once both read as days in order. */
function Filters(props: {
  filters: LoginFilters;
  staff: StaffAccount[] | null;
  staffFailed: boolean;
  onChange: (next: LoginFilters) => void;
}) {
  const { t } = useTranslation();
  const { filters, onChange } = props;
  const days = useTypedDays(filters, (next) => onChange({ ...filters, ...next }));
  const { problem } = days;
  const any = filters.staffId || filters.status || days.typed.from || days.typed.to;

  return (
    <div className="ipf-filter-bar ipf-login-filters" role="group" aria-label={t("loginHistory.filters")}>
      <FormGroup label={t("loginHistory.staff")} labelFor="login-staff">
        <HTMLSelect
          id="login-staff"
          value={filters.staffId}
          onChange={(event) => onChange({ ...filters, staffId: event.target.value })}
        >
          <option value="">{t("loginHistory.anyStaff")}</option>
          {(props.staff ?? []).map((member) => (
            <option key={member._id} value={member._id}>
              {member.fullName ? `${member.fullName} (${member.username})` : member.username}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={t("loginHistory.status")} labelFor="login-status">
        <HTMLSelect
          id="login-status"
          value={filters.status}
          onChange={(event) => onChange({ ...filters, status: event.target.value as LoginFilters["status"] })}
        >
          <option value="">{t("loginHistory.anyStatus")}</option>
          <option value="success">{t("loginHistory.statusSuccess")}</option>
          <option value="failed">{t("loginHistory.statusFailed")}</option>
        </HTMLSelect>
      </FormGroup>
      <DayRangeFields id="login" labels={{ from: t("loginHistory.from"), to: t("loginHistory.to") }} days={days} />
      {any ? (
        <Button
          variant="minimal"
          icon="cross"
          text={t("loginHistory.clear")}
          onClick={() => {
            days.clear();
            onChange({ staffId: "", status: "", from: "", to: "" });
          }}
        />
      ) : null}
      {problem ? (
        <span className="ipf-filter-error" role="alert">
          {t(`loginHistory.${problem}`)}
        </span>
      ) : props.staffFailed ? (
        <span className="bp6-text-muted">{t("loginHistory.staffFailed")}</span>
      ) : null}
    </div>
  );
}

/**
 * Login history: every staff sign-in attempt, newest first, with its place,
 * IP, status and reason; filtered by staff member, status and days.
 */
export function LoginHistoryPage() {
  const { api } = useSession();
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const filters = readFilters(search);
  const [staff, setStaff] = useState<StaffAccount[] | null>(null);
  const [staffFailed, setStaffFailed] = useState(false);

  useRead(
    () => api.staffAccounts({ page: 0, perPage: 100 }, "all"),
    (answer) => setStaff(answer.staff),
    () => setStaffFailed(true),
    [api],
  );

  const load = useCallback(
    async (params: ListParams<Tab>, perPage: number): Promise<Page<LoginLog>> => {
      const answer = await api.loginLogs({
        page: params.page,
        perPage,
        staffId: filters.staffId || undefined,
        status: filters.status || undefined,
        ...dayEdges(filters),
      });
      return answerPage(answer, "logs", "count");
    },
    // The filters are read from the URL on each render; a change of them reloads the list.
    [api, filters.staffId, filters.status, filters.from, filters.to],
  );
  const list = useList<LoginLog, Tab>({ tabs: TABS, load });
  const changeFilters = (next: LoginFilters) => {
    setSearch((current) => writeFilters(current, next));
    list.reload();
  };
  const filtered = Boolean(filters.staffId || filters.status || filters.from || filters.to);
  const na = t("loginHistory.notAvailable");

  const columns = useMemo<ColumnDef<LoginLog, unknown>[]>(
    () => [
      {
        id: "account",
        header: t("loginHistory.columns.account"),
        meta: { width: "24%" },
        cell: ({ row }) => {
          const account = accountOf(row.original);
          return (
            <div className="ipf-login-account">
              <span title={account.primary}>{account.primary}</span>
              {account.secondary ? <div className="bp6-text-muted">{account.secondary}</div> : null}
            </div>
          );
        },
      },
      {
        id: "location",
        header: t("loginHistory.columns.location"),
        meta: { width: "17%" },
        cell: ({ row }) => row.original.location || na,
      },
      {
        id: "ip",
        header: t("loginHistory.columns.ip"),
        meta: { width: "14%", nowrap: true },
        cell: ({ row }) => (row.original.ip ? <code className="ipf-code">{row.original.ip}</code> : na),
      },
      {
        id: "date",
        header: t("loginHistory.columns.date"),
        meta: { width: "15%", nowrap: true },
        cell: ({ row }) => formatLogDate(row.original.date),
      },
      {
        id: "status",
        header: t("loginHistory.columns.status"),
        meta: { width: "10%", nowrap: true },
        cell: ({ row }) =>
          row.original.status ? (
            <Tag intent="success" round>
              {t("loginHistory.success")}
            </Tag>
          ) : (
            <Tag intent="danger" round>
              {t("loginHistory.failed")}
            </Tag>
          ),
      },
      {
        id: "reason",
        header: t("loginHistory.columns.reason"),
        meta: { width: "20%" },
        cell: ({ row }) => row.original.reason || "—",
      },
    ],
    [t, na],
  );

  return (
    <div className="ipf-page ipf-login-history-page">
      <PageHeader icon="log-in" title={t("loginHistory.title")} />
      <Filters filters={filters} staff={staff} staffFailed={staffFailed} onChange={changeFilters} />
      {list.status === "error" ? (
        <p className="ipf-filter-error" role="alert">
          {t("loginHistory.loadFailed")}
        </p>
      ) : null}
      <DataTable
        list={list}
        columns={columns}
        label={t("loginHistory.label")}
        rowClass={(row) => (row.status ? undefined : "ipf-login-failed")}
        empty={{
          icon: "log-in",
          title: filtered ? t("loginHistory.emptyFiltered") : t("loginHistory.empty"),
        }}
      />
    </div>
  );
}
