import { Button, Callout, HTMLSelect, HTMLTable, Icon, InputGroup, Tag, Tooltip } from "@blueprintjs/core";
import type { Zone } from "@ipf/shared/schemas/rates";
import { useRef, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { fieldMessage } from "../../ui/fieldMessage";
import {
  addBand,
  addZoneColumn,
  cellKey,
  moveInGrid,
  removeBand,
  removeZoneColumn,
  setBound,
  setPrice,
  type Grid,
  type GridErrors,
} from "./rules";

export interface RangeGridProps {
  carrierName: string;
  grid: Grid;
  /** The grid as saved, to undo one cell with Esc. */
  saved: Grid;
  zones: readonly Zone[];
  errors: GridErrors;
  dirty: boolean;
  saving: boolean;
  canEdit: boolean;
  onChange: (grid: Grid) => void;
  onSave: () => void;
  onDiscard: () => void;
}

/**
 * One carrier's prices as a spreadsheet: weight bands down, zones across,
 * a price in each cell (empty: the zone is not served in that band). Typed
 * values are checked at once; an overlap within a zone is marked on both
 * cells. The keyboard moves like a spreadsheet's; Ctrl+S saves.
 */
export function RangeGrid(props: RangeGridProps) {
  const { t } = useTranslation();
  const { grid, errors, zones, canEdit } = props;
  const table = useRef<HTMLTableElement>(null);
  const zoneName = (id: string) => zones.find((zone) => zone._id === id)?.name ?? t("rates.grid.zoneGone");
  const columns = ["from", "to", ...grid.zones];
  const unused = zones.filter((zone) => !grid.zones.includes(zone._id));

  const focusCell = (row: number, col: number) => {
    const input = table.current?.querySelector<HTMLInputElement>(`input[data-row="${row}"][data-col="${col}"]`);
    input?.focus();
    input?.select();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const input = event.target as HTMLInputElement;
    if (input.tagName !== "INPUT" || input.dataset.row === undefined) return;
    const row = Number(input.dataset.row);
    const col = Number(input.dataset.col);
    if ((event.ctrlKey || event.metaKey) && (event.key === "s" || event.key === "Enter")) {
      event.preventDefault();
      props.onSave();
      return;
    }
    if (event.key === "Escape") {
      const band = grid.bands[row]!;
      const before = props.saved.bands.find((b) => b.key === band.key);
      const column = columns[col]!;
      const value =
        column === "from" || column === "to" ? (before?.[column] ?? "") : (before?.cells[column]?.price ?? "");
      const current = column === "from" || column === "to" ? band[column] : (band.cells[column]?.price ?? "");
      if (current !== value) {
        event.preventDefault();
        event.stopPropagation();
        props.onChange(
          column === "from" || column === "to"
            ? setBound(grid, band.key, column, value)
            : setPrice(grid, band.key, column, value),
        );
      }
      return;
    }
    const length = input.value.length;
    const next = moveInGrid(
      event.key,
      { row, col },
      { rows: grid.bands.length, cols: columns.length },
      {
        atStart: input.selectionStart === 0 && input.selectionEnd === 0,
        atEnd: input.selectionStart === length && input.selectionEnd === length,
      },
    );
    if (next) {
      event.preventDefault();
      focusCell(next.row, next.col);
    }
  };

  const cellInput = (options: {
    row: number;
    col: number;
    value: string;
    error: string | undefined;
    label: string;
    onChange: (value: string) => void;
  }) => {
    const message = fieldMessage("rates", options.error);
    const input = (
      <InputGroup
        size="small"
        value={options.value}
        inputMode="decimal"
        autoComplete="off"
        readOnly={!canEdit}
        maxLength={12}
        intent={message ? "danger" : "none"}
        aria-label={options.label}
        aria-invalid={message ? true : undefined}
        title={message}
        inputRef={(node) => {
          if (node) {
            node.dataset.row = String(options.row);
            node.dataset.col = String(options.col);
          }
        }}
        onChange={(event) => options.onChange(event.target.value)}
        onFocus={(event) => event.target.select()}
      />
    );
    // Always inside the tooltip: wrapping the input only once it is wrong would remount it and drop the focus.
    return (
      <Tooltip content={message ?? ""} disabled={!message} intent="danger" placement="bottom" openOnTargetFocus>
        {input}
      </Tooltip>
    );
  };

  return (
    <section className="ipf-rate-grid" aria-label={t("rates.grid.label", { name: props.carrierName })}>
      <header className="ipf-rate-grid-head">
        <h2>{t("rates.grid.title")}</h2>
        {props.dirty ? (
          <Tag intent="warning" minimal icon="edit">
            {t("rates.grid.unsaved")}
          </Tag>
        ) : null}
        {canEdit ? (
          <span className="ipf-rate-grid-save">
            <Button
              size="small"
              text={t("rates.grid.discard")}
              disabled={!props.dirty || props.saving}
              onClick={props.onDiscard}
            />
            <Button
              size="small"
              intent="primary"
              icon="floppy-disk"
              text={t("rates.grid.save")}
              loading={props.saving}
              disabled={!props.dirty}
              onClick={props.onSave}
            />
          </span>
        ) : null}
      </header>
      <div className="ipf-rate-grid-scroll">
        <HTMLTable
          compact
          bordered
          className="ipf-rate-table"
          ref={table}
          onKeyDown={onKeyDown}
          // Past five or six zones the grid scrolls sideways rather than squeezing the prices.
          style={{ minWidth: 124 + (canEdit ? 32 : 0) + grid.zones.length * 70 }}
        >
          <colgroup>
            <col className="ipf-rate-bound-col" />
            <col className="ipf-rate-bound-col" />
            {grid.zones.map((zone) => (
              <col key={zone} />
            ))}
            {canEdit ? <col className="ipf-rate-actions-col" /> : null}
          </colgroup>
          <thead>
            <tr>
              <th scope="col">{t("rates.grid.from")}</th>
              <th scope="col">{t("rates.grid.to")}</th>
              {grid.zones.map((zone) => (
                <th scope="col" key={zone} className="ipf-rate-zone-head">
                  <span title={zoneName(zone)}>{zoneName(zone)}</span>
                  {canEdit ? (
                    <Button
                      size="small"
                      variant="minimal"
                      icon="cross"
                      aria-label={t("rates.grid.removeZone", { zone: zoneName(zone) })}
                      title={t("rates.grid.removeZone", { zone: zoneName(zone) })}
                      onClick={() => props.onChange(removeZoneColumn(grid, zone))}
                    />
                  ) : null}
                </th>
              ))}
              {canEdit ? <th scope="col" aria-hidden className="ipf-rate-actions-col" /> : null}
            </tr>
          </thead>
          <tbody>
            {grid.bands.map((band, row) => (
              <tr key={band.key}>
                {(["from", "to"] as const).map((bound, col) => (
                  <td key={bound} className="ipf-rate-bound">
                    {cellInput({
                      row,
                      col,
                      value: band[bound],
                      error: errors[cellKey(band.key, bound)],
                      label: t(bound === "from" ? "rates.grid.fromOf" : "rates.grid.toOf", { row: row + 1 }),
                      onChange: (value) => props.onChange(setBound(grid, band.key, bound, value)),
                    })}
                  </td>
                ))}
                {grid.zones.map((zone, index) => (
                  <td key={zone}>
                    {cellInput({
                      row,
                      col: index + 2,
                      value: band.cells[zone]?.price ?? "",
                      error: errors[cellKey(band.key, zone)],
                      label: t("rates.grid.price", { zone: zoneName(zone), from: band.from, to: band.to }),
                      onChange: (value) => props.onChange(setPrice(grid, band.key, zone, value)),
                    })}
                  </td>
                ))}
                {canEdit ? (
                  <td className="ipf-rate-actions-col">
                    <Button
                      size="small"
                      variant="minimal"
                      icon="trash"
                      aria-label={t("rates.grid.removeBand")}
                      title={t("rates.grid.removeBand")}
                      onClick={() => props.onChange(removeBand(grid, band.key))}
                    />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        {grid.bands.length === 0 || grid.zones.length === 0 ? (
          <p className="ipf-rate-grid-empty bp6-text-muted">{t("rates.grid.empty")}</p>
        ) : null}
      </div>
      {canEdit ? (
        <div className="ipf-rate-grid-bar">
          <Button
            size="small"
            icon="add-row-bottom"
            text={t("rates.grid.addBand")}
            onClick={() => props.onChange(addBand(grid))}
          />
          <HTMLSelect
            value=""
            aria-label={t("rates.grid.addZone")}
            disabled={unused.length === 0}
            onChange={(event) => event.target.value && props.onChange(addZoneColumn(grid, event.target.value))}
          >
            <option value="">{t("rates.grid.addZone")}</option>
            {unused.map((zone) => (
              <option key={zone._id} value={zone._id}>
                {zone.name}
              </option>
            ))}
          </HTMLSelect>
        </div>
      ) : null}
      <p className="ipf-rate-grid-keys bp6-text-muted">
        <Icon icon="key" size={12} /> {t("rates.grid.keys")} {t("rates.grid.bandHint")}
      </p>
      {Object.keys(errors).length > 0 ? (
        <Callout intent="danger" compact icon="error" role="alert" className="ipf-rate-grid-errors">
          <ul>
            {Object.entries(errors)
              .slice(0, 4)
              .map(([key, message]) => {
                const [bandKey, column] = key.split(":");
                const index = grid.bands.findIndex((band) => band.key === bandKey);
                const band = grid.bands[index];
                const where =
                  column === "from" || column === "to"
                    ? t(column === "from" ? "rates.grid.fromOf" : "rates.grid.toOf", { row: index + 1 })
                    : band
                      ? `${zoneName(column!)}, ${band.from}–${band.to} kg`
                      : key;
                return (
                  <li key={key}>
                    {where}: {fieldMessage("rates", message)}
                  </li>
                );
              })}
          </ul>
        </Callout>
      ) : null}
    </section>
  );
}
