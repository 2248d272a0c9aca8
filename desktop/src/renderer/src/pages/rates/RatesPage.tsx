import { Button, Callout, NonIdealState, Spinner, Switch, Tag } from "@blueprintjs/core";
import { can } from "@ipf/shared/permissions";
import { initialsOf } from "@ipf/shared/rules/initials";
import type { RateCardName } from "@ipf/shared/rules/pricing";
import type { Carrier, Zone } from "@ipf/shared/schemas/rates";
import type { Warehouse } from "@ipf/shared/schemas/warehouses";
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { ApiError } from "../../api";
import { errorMessage } from "../../i18n";
import { useSession, useStaff } from "../../session";
import { PageHeader } from "../../shell/PageHeader";
import { useAssetBase } from "../../ui/asset-url";
import { toast } from "../../ui/toaster";
import { CarrierConfirmDialog, CarrierDialog } from "./CarrierDialogs";
import { EngineLinkDialog, EngineTag } from "./EngineLinkDialog";
import { Preview } from "./Preview";
import { RangeGrid } from "./RangeGrid";
import {
  byWarehouse,
  cellKey,
  checkGrid,
  draftRanges,
  gridOf,
  isDirty,
  planSave,
  setRangeId,
  type Grid,
  type GridErrors,
} from "./rules";
import "./rates.css";

interface RateData {
  carriers: Carrier[];
  zones: Zone[];
  warehouses: Warehouse[];
}

type Opened = { kind: "new" } | { kind: "edit" | "link" | "disable" | "remove"; carrier: Carrier };

export function RatesPage() {
  return <RateCardPage card="main" />;
}

export function SideRatesPage() {
  return <RateCardPage card="side" />;
}

/**
 * rates and side-rates (admins, rates.manage): the card's carriers grouped
 * by warehouse; the chosen one's details, its price grid (weight bands by
 * zone) and beside it what the calculator quotes, now and after saving.
 */
function RateCardPage({ card }: { card: RateCardName }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const staff = useStaff();
  const manage = can(staff.groupId, "rates.manage");
  const [data, setData] = useState<RateData | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [params, setParams] = useSearchParams();
  const [drafts, setDrafts] = useState<Record<string, Grid>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, GridErrors>>({});
  const [saving, setSaving] = useState(false);
  const [version, setVersion] = useState(0);
  const [opened, setOpened] = useState<Opened | null>(null);
  const assetBase = useAssetBase();
  const latest = useRef(0);

  const load = useCallback(async () => {
    const ticket = ++latest.current;
    try {
      const [carriers, zones, warehouses] = await Promise.all([
        api.rateCarriers(card),
        api.zones(),
        api.rateWarehouses(),
      ]);
      if (ticket !== latest.current) return null;
      const next = { carriers: carriers.results, zones: zones.zones, warehouses: warehouses.addresses };
      setData(next);
      setFailure(null);
      return next;
    } catch (error) {
      if (ticket === latest.current) setFailure(error instanceof ApiError ? error.code : "INTERNAL");
      return null;
    }
  }, [api, card]);
  useEffect(() => {
    setData(null);
    setDrafts({});
    void load();
  }, [load]);

  const carriers = data?.carriers ?? [];
  const selectedId = params.get("carrier");
  const selected = carriers.find((c) => c._id === selectedId) ?? carriers[0] ?? null;
  const select = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("carrier", id);
        return next;
      },
      { replace: true },
    );

  const zoneOrder = useMemo(() => (data?.zones ?? []).map((zone) => zone._id), [data?.zones]);
  const saved = useMemo(() => (selected ? gridOf(selected.ranges, zoneOrder) : null), [selected, zoneOrder]);
  const grid = selected ? (drafts[selected._id] ?? saved) : null;
  const checked = useMemo(() => (grid && selected ? checkGrid(grid, selected._id) : {}), [grid, selected]);
  const errors = selected ? { ...(serverErrors[selected._id] ?? {}), ...checked } : checked;
  const dirty = Boolean(grid && selected && isDirty(grid, selected.ranges, selected._id));
  const draft = useMemo(() => (dirty && grid ? draftRanges(grid, checked) : null), [dirty, grid, checked]);

  const change = (next: Grid) => {
    if (!selected) return;
    setDrafts((all) => ({ ...all, [selected._id]: next }));
    setServerErrors((all) => ({ ...all, [selected._id]: {} }));
  };
  const discard = () => {
    if (!selected) return;
    setDrafts(({ [selected._id]: _dropped, ...rest }) => rest);
    setServerErrors((all) => ({ ...all, [selected._id]: {} }));
  };

  const save = async () => {
    if (!selected || !grid || saving || !manage) return;
    if (Object.keys(checked).length) {
      toast(t("rates.grid.invalid"), "danger");
      return;
    }
    const ops = planSave(grid, selected.ranges, selected._id, checked);
    if (ops.length === 0) {
      discard();
      toast(t("rates.grid.nothing"), "warning");
      return;
    }
    setSaving(true);
    let current = grid;
    let pending = ops;
    let done = 0;
    let stale = false;
    const failed: GridErrors = {};
    // Moving bands can collide with a band not yet moved: retry what overlapped while others succeed.
    for (;;) {
      const retry: typeof ops = [];
      let progress = false;
      for (const op of pending) {
        try {
          if (op.kind === "delete") {
            await api.deleteRange(card, op.rangeId);
            const [band, zone] = op.cell.split(":");
            if (band !== "gone") current = setRangeId(current, band!, zone!, null);
          } else if (op.kind === "edit") {
            await api.editRange(card, op.body);
          } else {
            const answer = await api.createRange(card, op.body);
            current = setRangeId(current, op.band, op.zone, answer.range._id);
          }
          delete failed[op.cell];
          done += 1;
          progress = true;
        } catch (error) {
          const code = error instanceof ApiError ? error.code : "INTERNAL";
          if (code === "NOT_FOUND") stale = true;
          else if (code === "RANGE_OVERLAP") retry.push(op);
          const field = error instanceof ApiError && error.fields ? Object.entries(error.fields)[0] : undefined;
          const [band] = op.cell.split(":");
          if (field && (field[0] === "from" || field[0] === "to")) failed[cellKey(band!, field[0])] = field[1];
          else failed[op.cell] = code === "RANGE_OVERLAP" ? "overlap" : (field?.[1] ?? code);
        }
      }
      if (!progress || retry.length === 0) break;
      pending = retry;
    }
    await load();
    setSaving(false);
    setVersion((value) => value + 1);
    if (stale) {
      discard();
      toast(t("rates.grid.stale"), "warning", 8000);
    } else if (Object.keys(failed).length) {
      setDrafts((all) => ({ ...all, [selected._id]: current }));
      setServerErrors((all) => ({ ...all, [selected._id]: failed }));
      toast(t("rates.grid.partly"), "danger", 8000);
    } else {
      discard();
      toast(t("rates.grid.savedCount", { count: done }));
    }
  };

  const switchOn = async (carrier: Carrier) => {
    try {
      await api.switchCarrier(card, carrier._id, true);
      toast(t("rates.carrier.enabledDone", { name: carrier.name }));
    } catch (error) {
      toast(errorMessage(error instanceof ApiError ? error.code : "INTERNAL"), "danger");
    }
    await load();
    setVersion((value) => value + 1);
  };

  const afterDialog = () => {
    setOpened(null);
    void load().then(() => setVersion((value) => value + 1));
  };

  const warehouseLabel = (id: string) => {
    const warehouse = data?.warehouses.find((w) => w._id === id);
    if (!warehouse) return t("rates.unknownWarehouse");
    return `${warehouse.city}, ${warehouse.country}${warehouse.isActive ? "" : ` (${t("rates.closedWarehouse")})`}`;
  };

  const onListKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const items = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("button[data-carrier]")];
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    const next = items[index + (event.key === "ArrowDown" ? 1 : -1)];
    if (next) {
      event.preventDefault();
      next.focus();
      next.click();
    }
  };

  const header = (
    <PageHeader
      icon={card === "side" ? "calculator" : "truck"}
      title={t(card === "side" ? "rates.sideTitle" : "rates.title")}
    >
      {manage ? (
        <Button
          intent="primary"
          icon="add"
          text={t("rates.newCarrier")}
          onClick={() => setOpened({ kind: "new" })}
          disabled={!data}
        />
      ) : null}
    </PageHeader>
  );

  if (!data) {
    return (
      <div className="ipf-rates">
        {header}
        {failure ? (
          <NonIdealState
            icon="error"
            title={t("rates.failed")}
            description={errorMessage(failure)}
            action={<Button icon="refresh" text={t("rates.retry")} onClick={() => void load()} />}
          />
        ) : (
          <NonIdealState icon={<Spinner size={32} />} description={t("rates.loading")} layout="horizontal" />
        )}
      </div>
    );
  }

  return (
    <div className="ipf-rates">
      {header}
      {card === "side" ? <p className="bp6-text-muted ipf-rates-intro">{t("rates.sideIntro")}</p> : null}
      {failure ? (
        <Callout intent="danger" icon="error" compact className="ipf-rates-callout" role="alert">
          {errorMessage(failure)}{" "}
          <Button size="small" variant="minimal" icon="refresh" text={t("rates.retry")} onClick={() => void load()} />
        </Callout>
      ) : null}
      <div className="ipf-rates-layout">
        <nav className="ipf-carrier-list" aria-label={t("rates.carriers")} onKeyDown={onListKey}>
          {carriers.length === 0 ? (
            <NonIdealState icon="truck" title={t("rates.noCarriers")} description={t("rates.noCarriersHint")} />
          ) : null}
          {byWarehouse(carriers).map((group) => (
            <section key={group.warehouse}>
              <h3 className="ipf-carrier-group">{warehouseLabel(group.warehouse)}</h3>
              {group.carriers.map((carrier) => (
                <button
                  key={carrier._id}
                  type="button"
                  data-carrier={carrier.name}
                  className={`ipf-carrier-item${carrier._id === selected?._id ? " ipf-carrier-item-on" : ""}${carrier.isActive ? "" : " ipf-carrier-item-off"}`}
                  aria-current={carrier._id === selected?._id ? "true" : undefined}
                  onClick={() => select(carrier._id)}
                >
                  <span className="ipf-carrier-item-name">
                    {carrier.name}
                    {drafts[carrier._id] && isDirty(drafts[carrier._id]!, carrier.ranges, carrier._id) ? (
                      <span
                        className="ipf-carrier-dot"
                        title={t("rates.grid.unsaved")}
                        aria-label={t("rates.grid.unsaved")}
                      >
                        ●
                      </span>
                    ) : null}
                  </span>
                  <span className="ipf-carrier-item-meta">
                    <span dir="rtl">{carrier.nameAR}</span> ·{" "}
                    {t("rates.days", { min: carrier.minShipTime, max: carrier.maxShipTime })}
                    {carrier.isActive ? null : (
                      <Tag minimal intent="danger" className="ipf-carrier-off-tag">
                        {t("rates.disabled")}
                      </Tag>
                    )}
                  </span>
                  <EngineTag carrier={carrier} className="ipf-carrier-item-engine" compact />
                </button>
              ))}
            </section>
          ))}
        </nav>

        <div className="ipf-rates-main">
          {selected && grid && saved ? (
            <>
              <section className="ipf-carrier-head" aria-label={selected.name}>
                {selected.logoImage && assetBase !== null ? (
                  <img className="ipf-carrier-logo" src={`${assetBase}${selected.logoImage}`} alt="" />
                ) : (
                  <span className="ipf-carrier-logo ipf-carrier-logo-none" aria-hidden>
                    {initialsOf(selected.name)}
                  </span>
                )}
                <div className="ipf-carrier-title">
                  <h2>
                    {selected.name}{" "}
                    <span dir="rtl" className="ipf-carrier-ar">
                      {selected.nameAR}
                    </span>
                  </h2>
                  <p className="bp6-text-muted">
                    {warehouseLabel(selected.warehouse)} ·{" "}
                    {t("rates.days", { min: selected.minShipTime, max: selected.maxShipTime })} ·{" "}
                    {t("rates.divisor", { value: selected.dimensionalWeight })} ·{" "}
                    {t("rates.rangeCount", { count: selected.ranges.length })}
                  </p>
                  <EngineTag carrier={selected} className="ipf-carrier-engine" />
                </div>
                {manage ? (
                  <div className="ipf-carrier-actions">
                    <Switch
                      checked={selected.isActive}
                      label={t("rates.enabled")}
                      className="ipf-carrier-switch"
                      onChange={() =>
                        selected.isActive ? setOpened({ kind: "disable", carrier: selected }) : void switchOn(selected)
                      }
                    />
                    <Button
                      icon="edit"
                      text={t("rates.edit")}
                      onClick={() => setOpened({ kind: "edit", carrier: selected })}
                    />
                    <Button
                      icon="link"
                      text={t("rates.engine.open")}
                      onClick={() => setOpened({ kind: "link", carrier: selected })}
                    />
                    <Button
                      icon="trash"
                      intent="danger"
                      variant="outlined"
                      text={t("rates.remove")}
                      onClick={() => setOpened({ kind: "remove", carrier: selected })}
                    />
                  </div>
                ) : null}
              </section>
              <div className="ipf-rates-work">
                <RangeGrid
                  carrierName={selected.name}
                  grid={grid}
                  saved={saved}
                  zones={data.zones}
                  errors={errors}
                  dirty={dirty}
                  saving={saving}
                  canEdit={manage}
                  onChange={change}
                  onSave={() => void save()}
                  onDiscard={discard}
                />
                <Preview
                  card={card}
                  carriers={carriers}
                  zones={data.zones}
                  warehouses={data.warehouses}
                  selected={selected}
                  draft={draft}
                  version={version}
                />
              </div>
            </>
          ) : carriers.length ? (
            <NonIdealState icon="select" description={t("rates.chooseCarrier")} />
          ) : null}
        </div>
      </div>

      {opened?.kind === "new" || opened?.kind === "edit" ? (
        <CarrierDialog
          card={card}
          carrier={opened.kind === "edit" ? opened.carrier : null}
          warehouses={data.warehouses}
          onClose={() => setOpened(null)}
          onDone={(carrier) => {
            select(carrier._id);
            afterDialog();
          }}
          onStale={() => void load()}
        />
      ) : null}
      {opened?.kind === "link" ? (
        <EngineLinkDialog
          carrier={opened.carrier}
          onClose={() => setOpened(null)}
          onDone={afterDialog}
          onStale={() => void load()}
        />
      ) : null}
      {opened?.kind === "disable" || opened?.kind === "remove" ? (
        <CarrierConfirmDialog
          kind={opened.kind}
          card={card}
          carrier={opened.carrier}
          onClose={() => setOpened(null)}
          onDone={() => {
            if (opened.kind === "remove") setParams(new URLSearchParams(), { replace: true });
            afterDialog();
          }}
          onStale={() => void load()}
        />
      ) : null}
    </div>
  );
}
