import { Callout, Checkbox, FileInput, HTMLTable, Spinner, Tag, type Intent } from "@blueprintjs/core";
import type { ImportPreview } from "@ipf/shared/schemas/descriptions";
import { Fragment, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api";
import { errorMessage, i18next } from "../../i18n";
import { useSession } from "../../session";
import { ActionDialog, DialogError } from "../../ui/ActionDialog";
import { toast } from "../../ui/toaster";
import { fileProblem, importRefusal, previewSummary } from "./rules";

/** The preview's counts, each in its colour, as the summary line shows them. */
const SUMMARY_TAGS = [
  ["added", "success"],
  ["changed", "primary"],
  ["removed", "warning"],
  ["refused", "danger"],
] as const satisfies readonly (readonly [string, Intent])[];

/** Rows of each kind the preview lists; the rest are counted. */
const SHOWN = 50;

/** What an import refusal says, from the API's error. */
function refusalText(error: unknown): string {
  if (error instanceof ApiError) {
    const refusal = importRefusal(error.fields);
    if (refusal) return i18next.t(`descriptions.import.errors.${refusal.key}` as never, { row: refusal.row ?? "?" });
    return errorMessage(error.code);
  }
  return errorMessage("INTERNAL");
}

/** Rows of one kind: the file's row number first when they have one, then `cells`. */
function Section<Row extends { row?: number; _id?: string }>(props: {
  kind: "added" | "changed" | "removed" | "refused";
  rows: readonly Row[];
  cells: (row: Row) => ReactNode;
}) {
  const { t } = useTranslation();
  const count = props.rows.length;
  if (!count) return null;
  return (
    <section
      className={`ipf-import-section ipf-import-${props.kind}`}
      aria-label={t(`descriptions.import.${props.kind}`)}
    >
      <h4>
        {t(`descriptions.import.${props.kind}`)} <Tag round>{count}</Tag>
      </h4>
      <HTMLTable compact striped className="ipf-import-table">
        <tbody>
          {props.rows.slice(0, SHOWN).map((row) => (
            <tr key={row.row ?? row._id}>
              {row.row === undefined ? null : (
                <td className="ipf-import-row">
                  {t("descriptions.import.row")} {row.row}
                </td>
              )}
              {props.cells(row)}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {count > SHOWN ? (
        <p className="bp6-text-muted">{t("descriptions.import.more", { count: count - SHOWN })}</p>
      ) : null}
    </section>
  );
}

/** A description's cells: category, description, and its code (or how it changes). */
function entryCells(
  row: { category: string; description: string; descriptionAr?: string | null; descriptionFr?: string | null },
  code: ReactNode,
) {
  return (
    <>
      <td>{row.category}</td>
      <td>
        {row.description}
        {/* The translations a row of the file brings. */}
        {row.descriptionAr ? (
          <div className="bp6-text-muted" lang="ar" dir="rtl">
            {row.descriptionAr}
          </div>
        ) : null}
        {row.descriptionFr ? <div className="bp6-text-muted">{row.descriptionFr}</div> : null}
      </td>
      <td>{code}</td>
    </>
  );
}

/**
 * Import from .xlsx: the file is checked first and what it would change is
 * shown (added, changed, removed, refused rows); nothing is saved until
 * Apply, and a file with any bad row cannot be applied.
 */
export function ImportDialog(props: { onClose: () => void; onDone: () => void; onChanged: () => void }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const [file, setFile] = useState<File | null>(null);
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [replace, setReplace] = useState(false);

  const check = async (chosen: File) => {
    setPreview(null);
    setProblem(null);
    const local = fileProblem(chosen);
    if (local) {
      setProblem(t(`descriptions.import.errors.${local}`));
      return null;
    }
    setChecking(true);
    try {
      const answer = await api.previewImport(chosen);
      setPreview(answer);
      return answer;
    } catch (error) {
      setProblem(refusalText(error));
      return null;
    } finally {
      setChecking(false);
    }
  };

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setReplace(false);
    void check(chosen);
  };

  const summary = preview ? previewSummary(preview, replace) : null;

  const apply = async () => {
    if (!file || !preview || !summary?.canApply) return;
    try {
      const answer = await api.applyImport(file, replace ? "replace" : "merge", preview.version);
      toast(t("descriptions.import.applied", answer));
      props.onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === "CATALOGUE_CHANGED") {
        props.onChanged();
        await check(file);
        throw new DialogError(t("descriptions.import.changedSince"));
      }
      if (error instanceof ApiError && error.status === 400) throw new DialogError(refusalText(error));
      throw error;
    }
  };

  return (
    <ActionDialog
      isOpen
      title={t("descriptions.import.title")}
      icon="import"
      action={t("descriptions.import.apply")}
      width={760}
      disabled={!summary?.canApply || checking}
      onClose={props.onClose}
      onSubmit={apply}
    >
      <p className="bp6-text-muted">{t("descriptions.import.layout")}</p>
      <FileInput
        fill
        text={file?.name ?? t("descriptions.import.choose")}
        buttonText={t("descriptions.import.file")}
        hasSelection={Boolean(file)}
        inputProps={{
          accept: ".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          "aria-label": t("descriptions.import.choose"),
        }}
        onInputChange={(event) => {
          const input = event.currentTarget as HTMLInputElement;
          choose(input.files?.[0]);
          input.value = "";
        }}
      />
      {checking ? (
        <div className="ipf-import-checking">
          <Spinner size={16} /> {t("descriptions.import.checking", { name: file?.name ?? "" })}
        </div>
      ) : null}
      {problem ? (
        <Callout intent="danger" icon="error" className="ipf-import-callout" role="alert">
          {problem}
        </Callout>
      ) : null}
      {preview && summary ? (
        <div className="ipf-import-preview" aria-label={t("descriptions.import.title")}>
          <p className="ipf-import-summary" data-testid="import-summary">
            {t("descriptions.import.summary", { count: preview.rows, name: file?.name ?? "" })}:{" "}
            {SUMMARY_TAGS.map(([count, intent]) => (
              <Fragment key={count}>
                <Tag intent={intent} minimal>
                  {t(`descriptions.import.${count}`)} {summary[count]}
                </Tag>{" "}
              </Fragment>
            ))}
            <span className="bp6-text-muted">{t("descriptions.import.unchanged", { count: summary.unchanged })}</span>
          </p>
          {summary.refused ? (
            <Callout intent="danger" icon="ban-circle" className="ipf-import-callout">
              {t("descriptions.import.refusedText", { count: summary.refused })}
            </Callout>
          ) : summary.changes === 0 ? (
            <Callout icon="info-sign" className="ipf-import-callout">
              {t("descriptions.import.nothing")}
            </Callout>
          ) : null}
          {preview.removed.length ? (
            <Checkbox
              checked={replace}
              onChange={(event) => setReplace(event.currentTarget.checked)}
              label={t("descriptions.import.replace", { count: preview.removed.length })}
            />
          ) : null}
          <div className="ipf-import-lists">
            <Section
              kind="refused"
              rows={preview.refused}
              cells={(row) => (
                <>
                  <td>
                    <strong>{row.reason}</strong>
                  </td>
                  <td className="bp6-text-muted">{row.values.map((v) => v || "—").join(" · ")}</td>
                </>
              )}
            />
            <Section kind="added" rows={preview.added} cells={(row) => entryCells(row, row.code ?? "—")} />
            <Section
              kind="changed"
              rows={preview.changed}
              cells={(row) =>
                entryCells(
                  row,
                  row.before === row.code ? (
                    (row.code ?? "—")
                  ) : (
                    <>
                      <del>{row.before ?? "—"}</del> → <strong>{row.code ?? "—"}</strong>
                    </>
                  ),
                )
              }
            />
            {replace ? (
              <Section kind="removed" rows={preview.removed} cells={(row) => entryCells(row, row.code ?? "—")} />
            ) : null}
          </div>
        </div>
      ) : null}
    </ActionDialog>
  );
}
