import {
  Button,
  Card,
  Classes,
  FormGroup,
  HTMLSelect,
  HTMLTable,
  NonIdealState,
  Spinner,
  Tag,
} from "@blueprintjs/core";
import { DELIVERY_TIMES_DEFAULT_DAYS, MIN_DELIVERIES_TO_JUDGE } from "@ipf/shared/rules/delivery-times";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/client";
import { errorMessage } from "../../i18n";
import { useSession } from "../../session";
import {
  count,
  days,
  deliveryGroups,
  deliverySheetRows,
  destinationsOf,
  regionName,
  type DeliveryTime,
} from "./delivery";
import type { DayRange } from "./rules";

type Load =
  | { state: "loading"; previous?: DeliveryTime[] }
  | { state: "ready"; rows: DeliveryTime[] }
  | { state: "failed"; message: string };

type Column = "destination" | "carrier" | "warehouse" | "delivered" | "median" | "p90" | "note";

interface Props {
  /** The range picked on the dashboard; null until one is picked: the last 90 days. */
  range: DayRange | null;
  /** Asks again when it changes (the dashboard's Refresh). */
  round: number;
  /** The range an export without a picked range is named after. */
  defaultRange: DayRange;
  onExport: (series: string, header: string[], rows: (string | number | null)[][], of: DayRange) => void;
}

/** How fast each carrier delivers to each destination: delivered parcels, median and 90th percentile of days. */
export function DeliveryTimes({ range, round, defaultRange, onExport }: Props) {
  const { t } = useTranslation();
  const { api } = useSession();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [destination, setDestination] = useState("");
  const ticket = useRef(0);
  const [retries, setRetries] = useState(0);

  useEffect(() => {
    const mine = ++ticket.current;
    setLoad((current) => ({ state: "loading", previous: current.state === "ready" ? current.rows : undefined }));
    api.deliveryTimes(range ?? undefined).then(
      (rows) => {
        if (mine === ticket.current) setLoad({ state: "ready", rows });
      },
      (error: unknown) => {
        if (mine !== ticket.current) return;
        const message = error instanceof ApiError ? errorMessage(error.code) : errorMessage("NETWORK");
        setLoad({ state: "failed", message });
      },
    );
  }, [api, range, round, retries]);

  const rows = load.state === "ready" ? load.rows : load.state === "loading" ? load.previous : undefined;
  const destinations = useMemo(() => destinationsOf(rows ?? []), [rows]);
  const groups = useMemo(() => deliveryGroups(rows ?? [], destination), [rows, destination]);
  const chosen = destinations.find((d) => d.country === destination);
  const column = (key: Column) => t(`statistics.delivery.columns.${key}`);

  const exportRows = () =>
    onExport(
      "delivery-times",
      [
        column("destination"),
        "ISO",
        column("carrier"),
        column("warehouse"),
        column("delivered"),
        `${column("median")} (d)`,
        `${column("p90")} (d)`,
        column("note"),
      ],
      deliverySheetRows(groups, t("statistics.delivery.tooFew")),
      range ?? defaultRange,
    );

  return (
    <Card
      className="ipf-stats-series ipf-stats-delivery"
      role="region"
      aria-labelledby="delivery-times-title"
      aria-busy={load.state === "loading"}
      data-testid="delivery-times"
    >
      <div className="ipf-stats-series-head">
        <div>
          <h3 id="delivery-times-title" className="ipf-stats-series-title">
            {t("statistics.delivery.title")}
          </h3>
          <span className={Classes.TEXT_MUTED}>
            {range
              ? t("statistics.delivery.range", { ...range })
              : t("statistics.delivery.lastDays", { days: DELIVERY_TIMES_DEFAULT_DAYS })}
          </span>
        </div>
        <div className="ipf-stats-delivery-tools">
          <FormGroup label={t("statistics.delivery.destination")} labelFor="delivery-destination" inline>
            <HTMLSelect
              id="delivery-destination"
              value={destination}
              onChange={(event) => setDestination(event.target.value)}
              disabled={destinations.length === 0 && !destination}
            >
              <option value="">{t("statistics.delivery.allDestinations")}</option>
              {destinations.map((d) => (
                <option key={d.country} value={d.country}>
                  {d.countryName}
                </option>
              ))}
              {destination && !chosen ? <option value={destination}>{destination}</option> : null}
            </HTMLSelect>
          </FormGroup>
          <Button
            icon="export"
            text={t("statistics.export")}
            aria-label={t("statistics.exportLabel", { title: t("statistics.delivery.title") })}
            onClick={exportRows}
            disabled={groups.length === 0}
            size="small"
            variant="outlined"
          />
        </div>
      </div>
      <p className={`${Classes.TEXT_MUTED} ipf-stats-delivery-hint`}>
        {t("statistics.delivery.hint", { min: MIN_DELIVERIES_TO_JUDGE })}
      </p>
      {load.state === "failed" ? (
        <NonIdealState
          icon="error"
          description={t("statistics.delivery.failed", { message: load.message })}
          action={<Button icon="refresh" text={t("statistics.retry")} onClick={() => setRetries((n) => n + 1)} />}
          layout="horizontal"
        />
      ) : !rows ? (
        <NonIdealState
          icon={<Spinner size={24} />}
          description={t("statistics.delivery.loading")}
          layout="horizontal"
        />
      ) : groups.length === 0 ? (
        <NonIdealState
          icon="search"
          description={
            destination
              ? t("statistics.delivery.emptyTo", { country: chosen?.countryName ?? destination })
              : t("statistics.delivery.empty")
          }
          layout="horizontal"
        />
      ) : (
        // Scrolled by keyboard too: the region takes focus when the rows overflow it.
        <div className="ipf-stats-delivery-table" tabIndex={0} role="group" aria-label={t("statistics.delivery.table")}>
          <HTMLTable compact bordered>
            <thead>
              <tr>
                <th scope="col">{column("destination")}</th>
                <th scope="col">{column("carrier")}</th>
                <th scope="col">{column("warehouse")}</th>
                <th scope="col" className="ipf-num">
                  {column("delivered")}
                </th>
                <th scope="col" className="ipf-num">
                  {column("median")}
                </th>
                <th scope="col" className="ipf-num">
                  {column("p90")}
                </th>
                <th scope="col">
                  <span className={Classes.TEXT_MUTED}>{column("note")}</span>
                </th>
              </tr>
            </thead>
            {groups.map((group) => (
              <tbody key={group.country}>
                {group.rows.map((row, index) => (
                  <tr key={row.carrierId} className={row.tooFew ? "ipf-stats-too-few" : undefined}>
                    {index === 0 ? (
                      <th scope="rowgroup" rowSpan={group.rows.length}>
                        {group.countryName}
                      </th>
                    ) : null}
                    <td>{row.carrier}</td>
                    <td>{regionName(row.warehouseCountry)}</td>
                    <td className="ipf-num">{count(row.delivered)}</td>
                    <td className="ipf-num">{days(row.medianDays)}</td>
                    <td className="ipf-num">{days(row.p90Days)}</td>
                    <td>
                      {row.tooFew ? (
                        <Tag minimal icon="warning-sign">
                          {t("statistics.delivery.tooFew")}
                        </Tag>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            ))}
          </HTMLTable>
        </div>
      )}
    </Card>
  );
}
