import { Callout, Tag, Tooltip } from "@blueprintjs/core";
import { countriesInNoZone } from "@ipf/shared/rules/zones";
import type { Zone } from "@ipf/shared/schemas/rates";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session";
import { ConfigListPage, editAction, useConfigList } from "../../table/ConfigListPage";
import { actionsColumn } from "../../table/columns";
import { ZoneDialog } from "./ZoneDialog";
import {
  countrySummary,
  searchZones,
  sharedCountries,
  uncoveredList,
  zonesByCountry,
  ZONE_SORTING,
  ZONE_TABS,
  type ZoneTab,
} from "./rules";
import { pageOf } from "../../table/rules";
import { countryLabel } from "../warehouses/rules";
import "./zones.css";

/**
 * zones (admins, zones.manage): every zone with its countries, searched by
 * zone or country name; a country that sits in two zones is flagged on both,
 * and the countries no zone holds are listed above them. New and edit
 * dialogs choose the countries from a list grouped by region.
 */
export function ZonesPage() {
  const { t } = useTranslation();
  const { api } = useSession();
  // Every zone, for the flags and the dialog: the page shown is a slice of it.
  const all = useRef<Zone[]>([]);
  const [byCountry, setByCountry] = useState<ReturnType<typeof zonesByCountry>>(new Map());
  const [uncovered, setUncovered] = useState<string[]>([]);
  const screen = useConfigList<Zone, ZoneTab>("zones.manage", {
    tabs: ZONE_TABS,
    sort: ZONE_SORTING,
    load: async ({ q, page, sort }, perPage) => {
      const { zones } = await api.zones(
        sort ? { sort: sort.key === "countries" ? "countries" : "name", desc: sort.desc } : undefined,
      );
      all.current = zones;
      setByCountry(zonesByCountry(zones));
      setUncovered(countriesInNoZone(zones.map((zone) => zone.countries)));
      return pageOf(searchZones(zones, q), page, perPage);
    },
  });
  const { manage, open } = screen;

  const columns = useMemo<ColumnDef<Zone, unknown>[]>(
    () => [
      {
        id: "name",
        header: t("zones.columns.name"),
        cell: ({ row }) => <strong>{row.original.name}</strong>,
        meta: { width: "22%", sortKey: "name" },
      },
      {
        id: "count",
        header: t("zones.columns.count"),
        cell: ({ row }) => (
          <Tag minimal round>
            {row.original.countries.length}
          </Tag>
        ),
        meta: { width: "10%", nowrap: true, sortKey: "countries" },
      },
      {
        id: "countries",
        header: t("zones.columns.countries"),
        cell: ({ row }) => {
          const { names, more } = countrySummary(row.original.countries);
          if (!names) return <span className="bp6-text-muted">{t("zones.none")}</span>;
          return (
            <span className="ipf-zone-countries" title={row.original.countries.map(countryLabel).join(", ")}>
              {names}
              {more ? <span className="bp6-text-muted"> {t("zones.more", { count: more })}</span> : null}
            </span>
          );
        },
        meta: { width: "44%" },
      },
      {
        id: "shared",
        header: t("zones.columns.shared"),
        cell: ({ row }) => {
          const shared = sharedCountries(row.original._id, row.original.countries, byCountry);
          if (!shared.length) return <span className="bp6-text-muted">—</span>;
          const list = shared.map((entry) => `${countryLabel(entry.country)} (${entry.zones.join(", ")})`).join("; ");
          return (
            <Tooltip content={<span className="ipf-zone-tip">{t("zones.sharedTitle", { list })}</span>}>
              <Tag intent="warning" icon="warning-sign" minimal data-testid="zone-shared">
                {t("zones.sharedCount", { count: shared.length })}
              </Tag>
            </Tooltip>
          );
        },
        meta: { width: "14%", nowrap: true },
      },
      actionsColumn(t("zones.columns.actions"), (zone) => (manage ? [editAction(open, zone, t("zones.edit"))] : []), {
        width: "10%",
        nowrap: true,
      }),
    ],
    [t, byCountry, manage, open],
  );

  return (
    <ConfigListPage
      texts="zones"
      icon="globe"
      screen={screen}
      add={t("zones.newZone")}
      introClassName="ipf-zones-intro"
      search={t("zones.search")}
      columns={columns}
      notice={
        uncovered.length ? (
          <Callout
            intent="warning"
            icon="globe"
            className="ipf-zones-uncovered"
            title={t("zones.uncoveredTitle", { count: uncovered.length })}
            data-testid="zones-uncovered"
          >
            <p>{t("zones.uncoveredText")}</p>
            <p className="ipf-zone-countries-all">{uncoveredList(uncovered)}</p>
          </Callout>
        ) : null
      }
    >
      {screen.form ? <ZoneDialog zone={screen.form.row} zones={all.current} {...screen.dialog} /> : null}
    </ConfigListPage>
  );
}
