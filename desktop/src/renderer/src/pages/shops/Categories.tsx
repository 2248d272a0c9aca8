import { Button, HTMLTable, NonIdealState, Spinner } from "@blueprintjs/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { createCategoryRequestSchema, type ShopCategory } from "@ipf/shared/schemas/shops";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api";
import { useSession } from "../../session";
import { DialogError, type DialogProps } from "../../ui/ActionDialog";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { ConfigDialog } from "../../ui/ConfigDialog";
import { FormField } from "../../ui/FormField";
import { toast } from "../../ui/toaster";
import { fieldText } from "../warehouses/rules";

type Opened = { kind: "new" } | { kind: "edit"; category: ShopCategory } | { kind: "delete"; category: ShopCategory };

/** The categories beside the shops: add, rename, delete (refused while shops use one). */
export function Categories(props: {
  categories: readonly ShopCategory[] | null;
  failed: boolean;
  manage: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useSession();
  const [opened, setOpened] = useState<Opened | null>(null);
  const done = () => {
    setOpened(null);
    props.onChanged();
  };

  let body;
  if (props.failed) {
    body = (
      <NonIdealState
        icon="error"
        title={t("shops.categories.failed")}
        action={<Button text={t("shops.categories.retry")} onClick={props.onChanged} />}
      />
    );
  } else if (!props.categories) {
    body = <Spinner size={24} aria-label={t("shops.categories.loading")} />;
  } else if (!props.categories.length) {
    body = <p className="bp6-text-muted">{t("shops.categories.empty")}</p>;
  } else {
    body = (
      <HTMLTable compact striped aria-label={t("shops.categories.title")}>
        <tbody>
          {props.categories.map((category) => (
            <tr key={category._id} data-testid="shop-category-row">
              <td>{category.name}</td>
              {props.manage ? (
                <td className="ipf-row-actions" style={{ textAlign: "right", whiteSpace: "nowrap" }}>
                  <Button
                    size="small"
                    variant="minimal"
                    icon="edit"
                    aria-label={`${t("shops.edit")} ${category.name}`}
                    onClick={() => setOpened({ kind: "edit", category })}
                  />
                  <Button
                    size="small"
                    variant="minimal"
                    intent="danger"
                    icon="trash"
                    aria-label={`${t("shops.delete")} ${category.name}`}
                    onClick={() => setOpened({ kind: "delete", category })}
                  />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    );
  }

  return (
    <section className="ipf-config-side" aria-label={t("shops.categories.title")}>
      <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center" }}>
        <h3>{t("shops.categories.title")}</h3>
        {props.manage ? (
          <Button size="small" icon="add" text={t("shops.categories.add")} onClick={() => setOpened({ kind: "new" })} />
        ) : null}
      </div>
      {body}
      {opened?.kind === "new" || opened?.kind === "edit" ? (
        <CategoryDialog
          category={opened.kind === "edit" ? opened.category : null}
          onClose={() => setOpened(null)}
          onDone={done}
          onStale={props.onChanged}
        />
      ) : null}
      {opened?.kind === "delete" ? (
        <ConfirmDialog
          title={t("shops.categories.deleteTitle", { name: opened.category.name })}
          icon="trash"
          action={t("shops.categories.deleteAction")}
          toastIntent="warning"
          onClose={() => setOpened(null)}
          onStale={props.onChanged}
          onDone={done}
          run={async () => {
            try {
              await api.deleteShopCategory(opened.category._id);
            } catch (error) {
              // A 409 here is "shops still use it", not someone else's work.
              if (error instanceof ApiError && error.code === "CATEGORY_IN_USE")
                throw new DialogError(fieldText(error.code)!);
              throw error;
            }
            return t("shops.categories.deleted", { name: opened.category.name });
          }}
        >
          <p>{t("shops.categories.deleteText")}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

interface CategoryDialogProps extends DialogProps {
  category: ShopCategory | null;
}

function CategoryDialog(props: CategoryDialogProps) {
  const { t } = useTranslation();
  const { api } = useSession();
  const { category } = props;
  const form = useForm<{ name: string }, unknown, { name: string }>({
    // After a refused save, each field is checked again as it is corrected.
    mode: "onTouched",
    resolver: zodResolver(createCategoryRequestSchema) as never,
    defaultValues: { name: category?.name ?? "" },
  });
  const message = fieldText(form.formState.errors.name?.message);

  const submit = async () => {
    if (!(await form.trigger())) throw new DialogError(fieldText(form.getFieldState("name").error?.message)!);
    const { name } = createCategoryRequestSchema.parse(form.getValues());
    try {
      const answer = category ? await api.renameShopCategory(category._id, name) : await api.createShopCategory(name);
      toast(t(category ? "shops.categories.updated" : "shops.categories.created", { name: answer.category.name }));
      props.onDone();
    } catch (error) {
      if (error instanceof ApiError && (error.code === "CATEGORY_EXISTS" || error.code === "VALIDATION")) {
        const key = error.code === "VALIDATION" ? (error.fields?.name ?? "nameRequired") : error.code;
        form.setError("name", { message: key });
        throw new DialogError(fieldText(key)!);
      }
      throw error;
    }
  };

  return (
    <ConfigDialog
      texts="shops.categories"
      editing={category && { name: category.name }}
      icon="tag"
      width={420}
      dialog={props}
      fieldLabels={{ name: t("shops.categories.name") }}
      onSubmit={submit}
    >
      <FormField
        id="category-name"
        label={t("shops.categories.name")}
        registration={form.register("name")}
        message={message}
        autoFocus
        autoComplete="off"
      />
    </ConfigDialog>
  );
}
