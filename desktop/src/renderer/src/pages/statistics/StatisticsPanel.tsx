import { formatMoney } from "@ipf/shared/format";
import "@blueprintjs/datetime2/lib/css/blueprint-datetime2.css";
import "./statistics.css";
import {
  Button,
  Callout,
  Card,
  Classes,
  FormGroup,
  HTMLTable,
  NonIdealState,
  SegmentedControl,
  Spinner,
} from "@blueprintjs/core";
import { DateRangeInput2 } from "@blueprintjs/datetime2";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { ApiError } from "../../api/client";
import { errorMessage } from "../../i18n";
import { useSession } from "../../session";
import { saveFile } from "../../ui/save-file";
import { toast } from "../../ui/toaster";
import { DeliveryTimes } from "./DeliveryTimes";
import {
  axisTicks,
  dateOf,
  dayOf,
  defaultDeliveryRange,
  defaultMonthRange,
  defaultRange,
  exportFileName,
  fillMonths,
  inEuros,
  rangeProblem,
  round2,
  sheetRows,
  type DayRange,
  type RangeProblem,
} from "./rules";

/** The most bars a chart draws; the table and the export carry every row. */
const CHART_BARS = 15;
const MIN_DAY = new Date(2000, 0, 1);
const COLOR = "#2d72d2";

interface Stats {
  countries: { country: string; count: number }[];
  carriers: { carrier: string; warehouseCountry: string; count: number }[];
  months: { month: string; count: number }[];
  totals: { logins: number; parcels: number; customers: number };
  transactions: { count: number; volume: { currency: string; sum: number }[] };
  claims: { filed: number; approved: number; paid: { currency: string; sum: number }[] };
  monthRange: DayRange;
}

type Load =
  { state: "loading"; previous?: Stats } | { state: "ready"; stats: Stats } | { state: "failed"; message: string };

const countryNames = new Intl.DisplayNames(["en"], { type: "region" });
const countryName = (code: string) => {
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
};
const number = (value: number) => value.toLocaleString("en-US");
const money = (value: number) => value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The statistics of the dashboard, for the groups that may see them. */
export function StatisticsPanel() {
  const { t } = useTranslation();
  const { api } = useSession();
  const today = useMemo(() => new Date(), []);
  const [range, setRange] = useState<DayRange>(() => defaultRange(today));
  /** Until the operator picks a range, the by-month chart keeps its own default. */
  const [picked, setPicked] = useState(false);
  const [problem, setProblem] = useState<RangeProblem | "invalidDate" | null>(null);
  const [view, setView] = useState<"charts" | "tables">("charts");
  const [load, setLoad] = useState<Load>({ state: "loading" });
  /** Counts the Refresh presses: the delivery times ask again on each. */
  const [round, setRound] = useState(0);
  const ticket = useRef(0);

  const refresh = useCallback(() => {
    const mine = ++ticket.current;
    const monthRange = picked ? range : defaultMonthRange(today);
    setLoad((current) => ({ state: "loading", previous: current.state === "ready" ? current.stats : undefined }));
    Promise.all([
      api.parcelsByCountry(range),
      api.parcelsByCarrier(range),
      api.shippedByMonth(monthRange),
      api.statisticsTotals(range),
      api.transactionTotals(range),
      api.claimTotals(range),
    ]).then(
      ([countries, carriers, months, totals, transactions, claims]) => {
        if (mine !== ticket.current) return;
        setLoad({
          state: "ready",
          stats: {
            countries,
            carriers,
            months: fillMonths(months, monthRange),
            totals,
            transactions,
            claims,
            monthRange,
          },
        });
      },
      (error: unknown) => {
        if (mine !== ticket.current) return;
        const message = error instanceof ApiError ? errorMessage(error.code) : errorMessage("NETWORK");
        setLoad({ state: "failed", message });
      },
    );
  }, [api, range, picked, today]);

  useEffect(() => {
    refresh();
  }, [refresh]);

  /** What the two day fields hold; applied to `range` only once it is a valid range. */
  const [pending, setPending] = useState<[Date | null, Date | null]>(() => [dateOf(range.from), dateOf(range.to)]);
  const onRange = ([start, end]: [Date | null, Date | null]) => {
    setPending([start, end]);
    const found = rangeProblem(start, end);
    setProblem(found === "missing" ? null : found);
    if (found || !start || !end) return;
    setPicked(true);
    setRange({ from: dayOf(start), to: dayOf(end) });
  };
  const onRangeError = ([start, end]: [Date | null, Date | null]) => {
    const valid = (date: Date | null) => date !== null && !Number.isNaN(date.getTime());
    if (valid(start) && valid(end)) setPending([start, end]);
    setProblem(valid(start) && valid(end) ? (rangeProblem(start, end) ?? "invalidDate") : "invalidDate");
  };

  const deliveryDefaultRange = useMemo(() => defaultDeliveryRange(today), [today]);
  const stats = load.state === "ready" ? load.stats : load.state === "loading" ? load.previous : undefined;

  const exportSeries = async (series: string, header: string[], rows: (string | number | null)[][], of: DayRange) => {
    try {
      const { utils, write } = await import("@e965/xlsx");
      const book = utils.book_new();
      utils.book_append_sheet(book, utils.aoa_to_sheet(sheetRows(header, rows)), series.slice(0, 31));
      const bytes = write(book, { type: "array", bookType: "xlsx" }) as ArrayBuffer;
      const file = exportFileName(series, of);
      saveFile(new Blob([bytes], { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" }), file);
      toast(t("statistics.exported", { file }));
    } catch {
      toast(t("statistics.exportFailed"), "danger");
    }
  };

  return (
    <div className="ipf-stats" aria-busy={load.state === "loading"} data-testid="statistics">
      <div className="ipf-stats-toolbar">
        <FormGroup label={t("statistics.range")} helperText={t("statistics.rangeHint")} className="ipf-stats-range">
          <DateRangeInput2
            value={pending}
            onChange={onRange}
            onError={onRangeError}
            formatDate={(date) => dayOf(date)}
            parseDate={(text) => (/^\d{4}-\d{2}-\d{2}$/.test(text.trim()) ? dateOf(text.trim()) : null)}
            placeholder="YYYY-MM-DD"
            minDate={MIN_DAY}
            maxDate={today}
            allowSingleDayRange
            shortcuts
            overlappingDatesMessage={t("statistics.errors.toBeforeFrom")}
            invalidDateMessage={t("statistics.errors.invalidDate")}
            outOfRangeMessage={t("statistics.errors.invalidDate")}
            startInputProps={{ "aria-label": t("statistics.from") }}
            endInputProps={{ "aria-label": t("statistics.to") }}
            // The popover marks its target expanded or not, which only a group may be (a div may not):
            // a fieldset is the group the two dates form.
            popoverProps={{ placement: "bottom-start", targetTagName: "fieldset" }}
          />
        </FormGroup>
        <SegmentedControl
          aria-label={t("statistics.view")}
          options={[
            { label: t("statistics.charts"), value: "charts", icon: "timeline-bar-chart" },
            { label: t("statistics.tables"), value: "tables", icon: "th" },
          ]}
          value={view}
          onValueChange={(value) => setView(value as "charts" | "tables")}
          small
        />
        <Button
          icon="refresh"
          text={t("statistics.refresh")}
          onClick={() => {
            refresh();
            setRound((n) => n + 1);
          }}
          loading={load.state === "loading"}
          size="small"
        />
      </div>

      {problem ? (
        <Callout intent="danger" icon="error" role="alert" className="ipf-stats-problem">
          {t(`statistics.errors.${problem}`)}
        </Callout>
      ) : null}

      {load.state === "failed" ? (
        <NonIdealState
          icon="error"
          description={t("statistics.failed", { message: load.message })}
          action={<Button icon="refresh" text={t("statistics.retry")} onClick={refresh} />}
          layout="horizontal"
        />
      ) : !stats ? (
        <NonIdealState icon={<Spinner size={24} />} description={t("statistics.loading")} layout="horizontal" />
      ) : (
        <StatsBody stats={stats} range={range} view={view} onExport={exportSeries} />
      )}

      <DeliveryTimes
        range={picked ? range : null}
        round={round}
        defaultRange={deliveryDefaultRange}
        onExport={exportSeries}
      />
    </div>
  );
}

interface BodyProps {
  stats: Stats;
  range: DayRange;
  view: "charts" | "tables";
  onExport: (series: string, header: string[], rows: (string | number | null)[][], of: DayRange) => void;
}

function StatsBody({ stats, range, view, onExport }: BodyProps) {
  const { t } = useTranslation();
  const c = (key: keyof typeof columns) => columns[key];
  const columns = {
    country: t("statistics.columns.country"),
    carrier: t("statistics.columns.carrier"),
    warehouse: t("statistics.columns.warehouse"),
    month: t("statistics.columns.month"),
    parcels: t("statistics.columns.parcels"),
    shipped: t("statistics.columns.shipped"),
    currency: t("statistics.columns.currency"),
    volume: t("statistics.columns.volume"),
    euros: t("statistics.columns.euros"),
  };
  const volume = stats.transactions.volume.map((row) => ({
    currency: row.currency,
    sum: round2(row.sum),
    euros: inEuros(row.currency, row.sum),
  }));

  return (
    <>
      <ul className="ipf-stats-totals" aria-label={t("dashboard.statistics")}>
        <Total label={t("statistics.totals.logins")} value={number(stats.totals.logins)} />
        <Total label={t("statistics.totals.parcels")} value={number(stats.totals.parcels)} />
        <Total label={t("statistics.totals.customers")} value={number(stats.totals.customers)} />
        <Total label={t("statistics.totals.transactions")} value={number(stats.transactions.count)} />
        <Total label={t("statistics.totals.claims")} value={number(stats.claims.filed)} />
        <Total
          label={t("statistics.totals.claimsPaid", { count: stats.claims.approved })}
          value={
            stats.claims.paid.length
              ? stats.claims.paid.map((row) => formatMoney(row.sum, row.currency as "USD" | "EUR", "en")).join(" + ")
              : number(0)
          }
        />
      </ul>

      <div className="ipf-stats-grid">
        <Series
          id="parcels-by-country"
          title={t("statistics.series.country")}
          empty={stats.countries.length === 0}
          sheet={() => ({
            header: [c("country"), "ISO", c("parcels")],
            rows: stats.countries.map((row) => [countryName(row.country), row.country, row.count]),
            of: range,
          })}
          chart={
            <Bars
              data={stats.countries.slice(0, CHART_BARS)}
              category="country"
              value="count"
              step={5}
              label={c("parcels")}
            />
          }
          table={
            <StatTable
              header={[c("country"), c("parcels")]}
              rows={stats.countries.map((row) => [`${countryName(row.country)} (${row.country})`, number(row.count)])}
            />
          }
          view={view}
          onExport={onExport}
        />
        <Series
          id="parcels-by-carrier"
          title={t("statistics.series.carrier")}
          empty={stats.carriers.length === 0}
          sheet={() => ({
            header: [c("carrier"), c("warehouse"), c("parcels")],
            rows: stats.carriers.map((row) => [row.carrier, row.warehouseCountry, row.count]),
            of: range,
          })}
          chart={
            <Bars
              data={stats.carriers.slice(0, CHART_BARS)}
              category="carrier"
              value="count"
              step={5}
              label={c("parcels")}
              horizontal
            />
          }
          table={
            <StatTable
              header={[c("carrier"), c("warehouse"), c("parcels")]}
              rows={stats.carriers.map((row) => [row.carrier, countryName(row.warehouseCountry), number(row.count)])}
            />
          }
          view={view}
          onExport={onExport}
        />
        <Series
          id="shipped-by-month"
          title={t("statistics.series.month")}
          subtitle={t("statistics.monthRange", { ...stats.monthRange })}
          empty={stats.months.every((row) => row.count === 0)}
          sheet={() => ({
            header: [c("month"), c("shipped")],
            rows: stats.months.map((row) => [row.month, row.count]),
            of: stats.monthRange,
          })}
          chart={<Bars data={stats.months} category="month" value="count" step={10} label={c("shipped")} />}
          table={
            <StatTable
              header={[c("month"), c("shipped")]}
              rows={stats.months.map((row) => [row.month, number(row.count)])}
            />
          }
          view={view}
          onExport={onExport}
        />
        <Series
          id="transaction-volume"
          title={t("statistics.series.volume")}
          empty={volume.length === 0}
          sheet={() => ({
            header: [c("currency"), c("volume"), c("euros")],
            rows: volume.map((row) => [row.currency, row.sum, row.euros]),
            of: range,
          })}
          chart={<Bars data={volume} category="currency" value="sum" step={5} label={c("volume")} money />}
          table={
            <StatTable
              header={[c("currency"), c("volume"), c("euros")]}
              rows={volume.map((row) => [row.currency, money(row.sum), row.euros === null ? "—" : money(row.euros)])}
            />
          }
          view={view}
          onExport={onExport}
        />
      </div>
    </>
  );
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <li className={`${Classes.CARD} ipf-stats-total`}>
      <span className={Classes.TEXT_MUTED}>{label}</span>
      <strong className="ipf-stats-total-value">{value}</strong>
    </li>
  );
}

interface SeriesProps extends Pick<BodyProps, "view" | "onExport"> {
  /** Its region's id, and the name of its exported sheet. */
  id: string;
  title: string;
  subtitle?: string;
  empty: boolean;
  chart: ReactNode;
  table: ReactNode;
  /** What its export writes: the sheet's header and rows, and the days they cover. */
  sheet: () => { header: string[]; rows: (string | number | null)[][]; of: DayRange };
}

function Series({ id, title, subtitle, empty, chart, table, sheet, view, onExport }: SeriesProps) {
  const { t } = useTranslation();
  return (
    <Card className="ipf-stats-series" role="region" aria-labelledby={`${id}-title`} data-testid={id}>
      <div className="ipf-stats-series-head">
        <div>
          <h3 id={`${id}-title`} className="ipf-stats-series-title">
            {title}
          </h3>
          {subtitle ? <span className={Classes.TEXT_MUTED}>{subtitle}</span> : null}
        </div>
        <Button
          icon="export"
          text={t("statistics.export")}
          aria-label={t("statistics.exportLabel", { title })}
          onClick={() => {
            const { header, rows, of } = sheet();
            onExport(id, header, rows, of);
          }}
          size="small"
          variant="outlined"
        />
      </div>
      <div className="ipf-stats-series-body">
        {empty ? (
          <NonIdealState icon="search" description={t("statistics.empty")} />
        ) : view === "charts" ? (
          chart
        ) : (
          table
        )}
      </div>
    </Card>
  );
}

interface BarsProps {
  data: object[];
  category: string;
  value: string;
  step: number;
  label: string;
  horizontal?: boolean;
  money?: boolean;
}

function Bars({ data, category, value, step, label, horizontal, money: isMoney }: BarsProps) {
  const max = Math.max(0, ...data.map((row) => Number((row as Record<string, unknown>)[value]) || 0));
  const ticks = axisTicks(max, step);
  const format = (v: number) => (isMoney ? money(v) : number(v));
  const valueAxis = { type: "number" as const, ticks, domain: [0, ticks.at(-1) ?? step], tickFormatter: format };
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart
        data={data}
        layout={horizontal ? "vertical" : "horizontal"}
        margin={{ top: 18, right: 24, bottom: 4, left: isMoney ? 16 : 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={!!horizontal} horizontal={!horizontal} />
        {horizontal ? (
          <XAxis {...valueAxis} />
        ) : (
          <XAxis dataKey={category} type="category" interval="preserveStartEnd" tick={{ fontSize: 11 }} />
        )}
        {horizontal ? (
          <YAxis dataKey={category} type="category" width={130} tick={{ fontSize: 11 }} />
        ) : (
          <YAxis {...valueAxis} width={isMoney ? 80 : 60} tick={{ fontSize: 11 }} />
        )}
        <Tooltip formatter={(v) => format(Number(v))} cursor={{ fill: "rgba(45, 114, 210, 0.08)" }} />
        <Bar dataKey={value} name={label} fill={COLOR} isAnimationActive={false} maxBarSize={40}>
          {/* Counts above the bars, except on long series where they would overlap. */}
          {data.length <= 16 ? (
            <LabelList
              dataKey={value}
              position={horizontal ? "right" : "top"}
              fontSize={11}
              formatter={(v) => (Number(v) > 0 ? format(Number(v)) : "")}
            />
          ) : null}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

function StatTable({ header, rows }: { header: string[]; rows: string[][] }) {
  return (
    <div className="ipf-stats-table">
      <HTMLTable compact striped>
        <thead>
          <tr>
            {header.map((cell, i) => (
              <th key={cell} className={i > 0 && i === header.length - 1 ? "ipf-num" : undefined}>
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, i) => (
                <td key={i} className={i > 0 && i === row.length - 1 ? "ipf-num" : undefined}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
