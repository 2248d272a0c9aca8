import { Button, Callout, InputGroup } from "@blueprintjs/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { newDescriptionSchema, type PackageDescription } from "@ipf/shared/schemas/descriptions";
import type { ColumnDef } from "@tanstack/react-table";
import { useCallback, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useForm, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api";
import { i18next, validationMessage } from "../../i18n";
import { useSession } from "../../session";
import { PageHeader } from "../../shell/PageHeader";
import { DataTable } from "../../table/DataTable";
import { ListToolbar } from "../../table/ListToolbar";
import type { ListParams } from "../../table/rules";
import { useList, type Page } from "../../table/useList";
import { ActionDialog } from "../../ui/ActionDialog";
import { saveFile } from "../../ui/save-file";
import { toast } from "../../ui/toaster";
import { ImportDialog } from "./ImportDialog";
import { isDuplicate, searchCatalogue } from "./rules";
import { pageOf } from "../../table/rules";
import { descriptionsTexts } from "./texts";
import "./descriptions.css";

type Fields = { category: string; description: string; descriptionAr: string; descriptionFr: string; code: string };
type Saved = {
  category: string;
  description: string;
  descriptionAr?: string | null | undefined;
  descriptionFr?: string | null | undefined;
  code: string | null;
};
type FieldName = keyof Fields;
const FIELD_NAMES: FieldName[] = ["category", "description", "descriptionAr", "descriptionFr", "code"];
const TABS = ["all"] as const;

/** A field's message: a key of the shared schema or of this screen. */
function fieldText(key: string | undefined): string | undefined {
  if (!key) return undefined;
  return key in descriptionsTexts.validation
    ? i18next.t(`descriptions.validation.${key as keyof typeof descriptionsTexts.validation}`)
    : validationMessage(key);
}

const blank: Fields = { category: "", description: "", descriptionAr: "", descriptionFr: "", code: "" };

/** The Arabic description is written and read right to left. */
const ARABIC = { lang: "ar", dir: "rtl" } as const;

/**
 * Saves a row's form: checks it with the shared schema, refuses a category
 * and description the catalogue already holds, sends it, and on a refusal
 * puts the API's reason on its field, keeping what was typed.
 * Answers true once saved.
 */
async function saveRow(
  form: UseFormReturn<Fields, unknown, Saved>,
  catalogue: readonly PackageDescription[],
  exceptId: string | undefined,
  send: (value: Saved) => Promise<void>,
  failed: string,
): Promise<boolean> {
  let saved = false;
  await form
    .handleSubmit(async (value) => {
      if (isDuplicate(catalogue, value, exceptId)) {
        form.setError("description", { message: "exists" }, { shouldFocus: true });
        return;
      }
      try {
        await send(value);
        saved = true;
      } catch (error) {
        if (error instanceof ApiError && error.code === "VALIDATION" && error.fields) {
          for (const [field, key] of Object.entries(error.fields)) {
            const name = FIELD_NAMES.find((candidate) => field.endsWith(candidate));
            if (name) form.setError(name, { message: key }, { shouldFocus: true });
          }
          return;
        }
        if (error instanceof ApiError && error.code === "DESCRIPTION_EXISTS") {
          form.setError("description", { message: "exists" }, { shouldFocus: true });
          return;
        }
        throw error;
      }
    })()
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) throw error;
      toast(failed, "danger");
    });
  return saved;
}

/** The inputs of a row being added or edited; Enter saves, Esc cancels. */
function RowInput(props: {
  form: UseFormReturn<Fields, unknown, Saved>;
  name: FieldName;
  label: string;
  autoFocus?: boolean;
  onSave: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { form, name } = props;
  const message = fieldText(form.formState.errors[name]?.message);
  const { ref, ...registered } = form.register(name);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      props.onSave();
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      props.onCancel();
    }
  };
  return (
    <div className="ipf-description-field">
      <InputGroup
        {...registered}
        inputRef={ref}
        size="small"
        autoFocus={props.autoFocus}
        autoComplete="off"
        aria-label={props.label}
        placeholder={t(`descriptions.placeholders.${name}`)}
        {...(name === "descriptionAr" ? ARABIC : {})}
        intent={message ? "danger" : "none"}
        aria-invalid={message ? true : undefined}
        onKeyDown={onKeyDown}
      />
      {message ? (
        <div className="ipf-description-error" role="alert">
          {message}
        </div>
      ) : null}
    </div>
  );
}

/** The buttons of a row being written: save it, or leave it as it was. */
function SaveOrCancel(props: { busy: boolean; onSave: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="ipf-row-actions">
      <Button
        size="small"
        intent="primary"
        icon="floppy-disk"
        text={t("descriptions.save")}
        loading={props.busy}
        onClick={props.onSave}
      />
      <Button size="small" variant="minimal" text={t("descriptions.cancel")} onClick={props.onCancel} />
    </div>
  );
}

/**
 * Package descriptions: the catalogue with HS codes, searched and paged; a
 * new row saved on Save, inline edit (Cancel restores the saved values),
 * delete with confirmation, import from .xlsx with a preview of its changes,
 * export to .xlsx.
 */
export function DescriptionsPage() {
  const { api } = useSession();
  const { t } = useTranslation();
  const catalogue = useRef<PackageDescription[]>([]);
  const [editing, setEditing] = useState<PackageDescription | null>(null);
  const [adding, setAdding] = useState(false);
  const [busy, setBusyState] = useState(false);
  // The table's cells keep the handlers of the render that drew them: they read the latest state here.
  const busyRef = useRef(false);
  const editingRef = useRef<PackageDescription | null>(null);
  editingRef.current = editing;
  const setBusy = (value: boolean) => {
    busyRef.current = value;
    setBusyState(value);
  };
  const [deleting, setDeleting] = useState<PackageDescription | null>(null);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);

  const load = useCallback(
    async (params: ListParams<(typeof TABS)[number]>, perPage: number): Promise<Page<PackageDescription>> => {
      catalogue.current = await api.catalogue();
      return pageOf(searchCatalogue(catalogue.current, params.q), params.page, perPage);
    },
    [api],
  );
  const list = useList<PackageDescription, (typeof TABS)[number]>({ tabs: TABS, load });

  const editForm = useForm<Fields, unknown, Saved>({
    resolver: zodResolver(newDescriptionSchema) as never,
    defaultValues: blank,
  });
  const addForm = useForm<Fields, unknown, Saved>({
    resolver: zodResolver(newDescriptionSchema) as never,
    defaultValues: blank,
  });

  const startEdit = (row: PackageDescription) => {
    editForm.reset({
      category: row.category,
      description: row.description,
      descriptionAr: row.descriptionAr ?? "",
      descriptionFr: row.descriptionFr ?? "",
      code: row.code ?? "",
    });
    setEditing(row);
  };
  const cancelEdit = () => {
    editForm.reset(blank);
    setEditing(null);
  };
  const saveEdit = async () => {
    const editing = editingRef.current;
    if (!editing || busyRef.current) return;
    setBusy(true);
    try {
      const saved = await saveRow(
        editForm,
        catalogue.current,
        editing._id,
        async (value) => {
          await api.editDescription({ _id: editing._id, ...value, bold: editing.bold });
        },
        t("descriptions.updateFailed"),
      );
      if (saved) {
        toast(t("descriptions.updated"));
        setEditing(null);
        list.reload();
      }
    } catch {
      toast(t("descriptions.gone"), "warning");
      setEditing(null);
      list.reload();
    } finally {
      setBusy(false);
    }
  };

  const startAdd = () => {
    addForm.reset(blank);
    setAdding(true);
  };
  const cancelAdd = () => {
    addForm.reset(blank);
    setAdding(false);
  };
  const saveAdd = async () => {
    if (busyRef.current) return;
    setBusy(true);
    try {
      const saved = await saveRow(
        addForm,
        catalogue.current,
        undefined,
        async (value) => {
          await api.addDescription(value);
        },
        t("descriptions.addFailed"),
      );
      if (saved) {
        toast(t("descriptions.added"));
        cancelAdd();
        list.reload();
      }
    } finally {
      setBusy(false);
    }
  };

  const exportFile = async () => {
    setExporting(true);
    try {
      saveFile(await api.exportDescriptions(), "package-descriptions.xlsx");
      toast(t("descriptions.exported"));
    } catch {
      toast(t("descriptions.exportFailed"), "danger");
    } finally {
      setExporting(false);
    }
  };

  const editingId = editing?._id;
  const columns = useMemo<ColumnDef<PackageDescription, unknown>[]>(() => {
    const cell = (name: FieldName, show: (row: PackageDescription) => ReactNode) => ({
      id: name,
      header: t(`descriptions.columns.${name}`),
      cell: ({ row }: { row: { original: PackageDescription } }) =>
        row.original._id === editingId ? (
          <RowInput
            form={editForm}
            name={name}
            label={t(`descriptions.fields.${name}`)}
            autoFocus={name === "description"}
            onSave={() => void saveEdit()}
            onCancel={cancelEdit}
          />
        ) : (
          show(row.original)
        ),
    });
    return [
      { ...cell("category", (row) => row.category), meta: { width: "15%" } },
      { ...cell("description", (row) => row.description), meta: { width: "22%" } },
      {
        ...cell("descriptionAr", (row) => (row.descriptionAr ? <span {...ARABIC}>{row.descriptionAr}</span> : "—")),
        meta: { width: "18%" },
      },
      { ...cell("descriptionFr", (row) => row.descriptionFr ?? "—"), meta: { width: "18%" } },
      {
        ...cell("code", (row) => row.code ?? "—"),
        meta: { width: "9%", nowrap: true },
      },
      {
        id: "actions",
        header: t("descriptions.columns.actions"),
        meta: { width: "18%", nowrap: true },
        cell: ({ row }) =>
          row.original._id === editingId ? (
            <SaveOrCancel busy={busy} onSave={() => void saveEdit()} onCancel={cancelEdit} />
          ) : (
            <div className="ipf-row-actions">
              <Button
                size="small"
                variant="minimal"
                icon="edit"
                text={t("descriptions.edit")}
                aria-label={`${t("descriptions.edit")} ${row.original.description}`}
                onClick={() => startEdit(row.original)}
              />
              <Button
                size="small"
                variant="minimal"
                intent="danger"
                icon="trash"
                aria-label={`${t("descriptions.delete")} ${row.original.description}`}
                onClick={() => setDeleting(row.original)}
              />
            </div>
          ),
      },
    ];
    // The form's state (errors) is read on each render of the cells.
  }, [t, editingId, busy, editForm.formState]);

  return (
    <div className="ipf-page ipf-descriptions-page">
      <PageHeader icon="tag" title={t("descriptions.title")}>
        <Button icon="add" intent="primary" text={t("descriptions.add")} onClick={startAdd} disabled={adding} />
        <Button icon="import" text={t("descriptions.importButton")} onClick={() => setImporting(true)} />
        <Button
          icon="export"
          text={exporting ? t("descriptions.exporting") : t("descriptions.export")}
          loading={exporting}
          onClick={() => void exportFile()}
        />
      </PageHeader>
      <ListToolbar list={list} searchPlaceholder={t("descriptions.search")} />
      {list.status === "error" ? (
        <Callout intent="danger" icon="error" className="ipf-descriptions-callout" role="alert">
          {t("descriptions.loadFailed")}
        </Callout>
      ) : null}
      {adding ? (
        <div className="ipf-description-new" role="group" aria-label={t("descriptions.newRow")}>
          {FIELD_NAMES.map((name) => (
            <RowInput
              key={name}
              form={addForm}
              name={name}
              label={t(`descriptions.fields.${name}`)}
              autoFocus={name === "category"}
              onSave={() => void saveAdd()}
              onCancel={cancelAdd}
            />
          ))}
          <SaveOrCancel busy={busy} onSave={() => void saveAdd()} onCancel={cancelAdd} />
        </div>
      ) : null}
      <DataTable
        list={list}
        columns={columns}
        onOpen={(row) => (editingId ? undefined : startEdit(row))}
        label={t("descriptions.label")}
        empty={{
          icon: "tag",
          title: t("descriptions.empty"),
          description: list.params.q ? t("descriptions.emptySearch") : undefined,
        }}
      />
      {deleting ? (
        <ActionDialog
          isOpen
          title={t("descriptions.deleteTitle", { description: deleting.description })}
          icon="trash"
          intent="danger"
          action={t("descriptions.deleteAction")}
          width={460}
          onClose={() => setDeleting(null)}
          onStale={list.reload}
          onSubmit={async () => {
            await api.deleteDescription(deleting._id);
            toast(t("descriptions.deleted"), "warning");
            if (editingId === deleting._id) setEditing(null);
            setDeleting(null);
            list.reload();
          }}
        >
          <p>{t("descriptions.deleteText", { description: deleting.description, category: deleting.category })}</p>
        </ActionDialog>
      ) : null}
      {importing ? (
        <ImportDialog
          onClose={() => setImporting(false)}
          onDone={() => {
            setImporting(false);
            list.reload();
          }}
          onChanged={list.reload}
        />
      ) : null}
    </div>
  );
}
