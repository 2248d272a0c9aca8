import {
  Button,
  Card,
  Checkbox,
  FormGroup,
  HTMLTable,
  InputGroup,
  Radio,
  RadioGroup,
  Tag,
  TextArea,
} from "@blueprintjs/core";
import { formatMoney } from "@ipf/shared/format";
import { readMessage } from "@ipf/shared/i18n/message-key";
import { SERVICE_DELIVERABLES, type ServiceDeliverable } from "@ipf/shared/rules/services";
import type { AdminChange } from "@ipf/shared/schemas/change-log";
import { serviceCreateSchema, serviceEditSchema, type Service } from "@ipf/shared/schemas/services";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { validationMessage } from "../../i18n";
import { useSession } from "../../session";
import { PageHeader } from "../../shell/PageHeader";
import { ActionDialog, DialogError } from "../../ui/ActionDialog";
import { LatestChanges } from "../../ui/LatestChanges";
import { toast } from "../../ui/toaster";
import { servicesTexts } from "./texts";

const usd = (amount: number) => formatMoney(amount, "USD", "en");
const LANGS = ["en", "ar", "fr"] as const;

/** The translate function, loosely typed for keys made at run time. */
type Say = (key: string, options?: Record<string, unknown>) => string;

/** The price as the list writes it: a fixed amount, or a share with its floor. */
function priceText(t: Say, service: Service): string {
  if (service.price !== null) return usd(service.price);
  return service.minimum !== null
    ? t("services.catalogue.shareMin", { percent: service.sharePercent, minimum: usd(service.minimum) })
    : t("services.catalogue.share", { percent: service.sharePercent });
}

/**
 * services/catalogue: what the site sells on a parcel. Admins add, edit and
 * deactivate services; every change goes to the one change log of the
 * admin settings, whose latest entries show beside the list.
 */
export function CataloguePage() {
  const { t } = useTranslation();
  const { api } = useSession();
  const [services, setServices] = useState<Service[] | null>(null);
  const [changes, setChanges] = useState<AdminChange[]>([]);
  const [editing, setEditing] = useState<Service | "new" | null>(null);

  const load = useCallback(async () => {
    const [list, log] = await Promise.all([api.serviceCatalogue(), api.latestChanges("service")]);
    setServices(list.services);
    setChanges(log.changes);
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <div className="ipf-page">
      <PageHeader icon="shop" title={t("services.catalogue.title")}>
        <Button intent="primary" icon="add" text={t("services.catalogue.add")} onClick={() => setEditing("new")} />
      </PageHeader>
      <HTMLTable striped compact className="ipf-table" aria-label={t("services.catalogue.title")}>
        <thead>
          <tr>
            <th>{t("services.catalogue.columns.order")}</th>
            <th>{t("services.catalogue.columns.name")}</th>
            <th>{t("services.catalogue.columns.code")}</th>
            <th>{t("services.catalogue.columns.price")}</th>
            <th>{t("services.catalogue.columns.turnaround")}</th>
            <th>{t("services.catalogue.columns.deliverables")}</th>
            <th>{t("services.catalogue.columns.active")}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {(services ?? []).map((service) => (
            <tr key={service.code}>
              <td>{service.position}</td>
              <td>
                <strong>{service.name.en}</strong>
                <div dir="rtl">{service.name.ar}</div>
              </td>
              <td>
                <code>{service.code}</code>
              </td>
              <td>{priceText(t as unknown as Say, service)}</td>
              <td>{t("services.catalogue.hours", { count: service.turnaroundHours })}</td>
              <td>{service.deliverables.map((d) => t(`services.result.deliverables.${d}`)).join(", ")}</td>
              <td>
                {service.active ? <Tag intent="success">✓</Tag> : <Tag minimal>{t("services.catalogue.inactive")}</Tag>}
              </td>
              <td>
                <Button small icon="edit" text={t("services.catalogue.edit")} onClick={() => setEditing(service)} />{" "}
                {service.active && (
                  <Button
                    small
                    intent="danger"
                    outlined
                    icon="disable"
                    text={t("services.catalogue.deactivate")}
                    onClick={() =>
                      void api.deactivateService(service.code).then(
                        () => {
                          toast(t("services.catalogue.saved"));
                          void load();
                        },
                        (error: unknown) => toast(String((error as Error).message), "danger"),
                      )
                    }
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <Card>
        <LatestChanges
          title={t("services.catalogue.history")}
          empty={t("services.catalogue.noHistory")}
          changes={changes.map((change) => ({
            what: change.before === null ? `${change.key}: ${t("services.catalogue.created")}` : change.key,
            by: change.changedBy,
            at: change.changedAt,
          }))}
          byText={(name, date) => `${name ?? "—"}, ${date}`}
        />
      </Card>
      {editing !== null && (
        <ServiceDialog
          service={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            toast(t("services.catalogue.saved"));
            void load();
          }}
        />
      )}
    </div>
  );
}

/** A field's message: the screen's own words first, then the back office's common ones. */
function fieldText(t: Say, message: string): string {
  const { key } = readMessage(message);
  if (key in servicesTexts.validation) return t(`services.validation.${key}`);
  return validationMessage(message) ?? message;
}

interface Draft {
  code: string;
  name: Record<(typeof LANGS)[number], string>;
  description: Record<(typeof LANGS)[number], string>;
  pricing: "fixed" | "share";
  price: string;
  sharePercent: string;
  minimum: string;
  turnaroundHours: string;
  position: string;
  deliverables: ServiceDeliverable[];
  lockerOnly: boolean;
  mailOnly: boolean;
  exclusive: boolean;
  active: boolean;
}

const draftOf = (service: Service | null): Draft => ({
  code: service?.code ?? "",
  name: service?.name ?? { en: "", ar: "", fr: "" },
  description: service?.description ?? { en: "", ar: "", fr: "" },
  pricing: service && service.price === null ? "share" : "fixed",
  price: service?.price === null || !service ? "" : String(service.price),
  sharePercent: service?.sharePercent == null ? "" : String(service.sharePercent),
  minimum: service?.minimum == null ? "" : String(service.minimum),
  turnaroundHours: service ? String(service.turnaroundHours) : "24",
  position: service ? String(service.position) : "0",
  deliverables: service?.deliverables ?? ["photos"],
  lockerOnly: service?.lockerOnly ?? true,
  mailOnly: service?.mailOnly ?? false,
  exclusive: service?.exclusive ?? false,
  active: service?.active ?? true,
});

/** The body the API takes: the price fields of the pricing chosen, the others null. */
const bodyOf = (draft: Draft) => ({
  name: draft.name,
  description: draft.description,
  price: draft.pricing === "fixed" ? draft.price : null,
  sharePercent: draft.pricing === "share" ? draft.sharePercent : null,
  minimum: draft.pricing === "share" && draft.minimum.trim() !== "" ? draft.minimum : null,
  turnaroundHours: draft.turnaroundHours,
  position: draft.position,
  deliverables: draft.deliverables,
  lockerOnly: draft.lockerOnly,
  mailOnly: draft.mailOnly,
  exclusive: draft.exclusive,
  active: draft.active,
});

function ServiceDialog({
  service,
  onClose,
  onDone,
}: {
  service: Service | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useSession();
  const [draft, setDraft] = useState(() => draftOf(service));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const error = (path: string) => errors[path];
  const group = (path: string, label: string, child: React.ReactNode) => (
    <FormGroup label={label} helperText={error(path)} intent={error(path) ? "danger" : "none"}>
      {child}
    </FormGroup>
  );

  return (
    <ActionDialog
      isOpen
      title={
        service
          ? t("services.catalogue.form.editTitle", { name: service.name.en })
          : t("services.catalogue.form.createTitle")
      }
      icon="shop"
      width={820}
      action={t("services.catalogue.form.save")}
      onClose={onClose}
      onSubmit={async () => {
        const body = bodyOf(draft);
        const parsed = service
          ? serviceEditSchema.safeParse(body)
          : serviceCreateSchema.safeParse({ ...body, code: draft.code });
        if (!parsed.success) {
          const found: Record<string, string> = {};
          for (const issue of parsed.error.issues)
            found[issue.path.join(".")] ??= fieldText(t as unknown as Say, issue.message);
          setErrors(found);
          throw new DialogError(Object.values(found)[0]!);
        }
        setErrors({});
        if (service) await api.editService(service.code, body);
        else await api.createService({ ...body, code: draft.code } as never);
        onDone();
      }}
    >
      <div className="ipf-service-form">
        {!service &&
          group(
            "code",
            t("services.catalogue.form.code"),
            <InputGroup value={draft.code} onChange={(e) => set({ code: e.target.value })} aria-label="code" />,
          )}
        {LANGS.map((lang) =>
          group(
            `name.${lang}`,
            t(`services.catalogue.form.name${lang === "en" ? "En" : lang === "ar" ? "Ar" : "Fr"}`),
            <InputGroup
              dir={lang === "ar" ? "rtl" : "ltr"}
              value={draft.name[lang]}
              onChange={(e) => set({ name: { ...draft.name, [lang]: e.target.value } })}
            />,
          ),
        )}
        {LANGS.map((lang) =>
          group(
            `description.${lang}`,
            t(`services.catalogue.form.description${lang === "en" ? "En" : lang === "ar" ? "Ar" : "Fr"}`),
            <TextArea
              fill
              dir={lang === "ar" ? "rtl" : "ltr"}
              value={draft.description[lang]}
              onChange={(e) => set({ description: { ...draft.description, [lang]: e.target.value } })}
            />,
          ),
        )}
        <RadioGroup
          inline
          label={t("services.catalogue.form.pricing")}
          selectedValue={draft.pricing}
          onChange={(e) => set({ pricing: e.currentTarget.value as Draft["pricing"] })}
        >
          <Radio value="fixed" label={t("services.catalogue.form.fixed")} />
          <Radio value="share" label={t("services.catalogue.form.share")} />
        </RadioGroup>
        {draft.pricing === "fixed"
          ? group(
              "price",
              t("services.catalogue.form.price"),
              <InputGroup value={draft.price} onChange={(e) => set({ price: e.target.value })} />,
            )
          : [
              group(
                "sharePercent",
                t("services.catalogue.form.sharePercent"),
                <InputGroup value={draft.sharePercent} onChange={(e) => set({ sharePercent: e.target.value })} />,
              ),
              group(
                "minimum",
                t("services.catalogue.form.minimum"),
                <InputGroup value={draft.minimum} onChange={(e) => set({ minimum: e.target.value })} />,
              ),
            ]}
        {group(
          "turnaroundHours",
          t("services.catalogue.form.turnaround"),
          <InputGroup value={draft.turnaroundHours} onChange={(e) => set({ turnaroundHours: e.target.value })} />,
        )}
        {group(
          "position",
          t("services.catalogue.form.position"),
          <InputGroup value={draft.position} onChange={(e) => set({ position: e.target.value })} />,
        )}
        {group(
          "deliverables",
          t("services.catalogue.form.deliverables"),
          <div>
            {SERVICE_DELIVERABLES.map((deliverable) => (
              <Checkbox
                key={deliverable}
                inline
                label={t(`services.result.deliverables.${deliverable}`)}
                checked={draft.deliverables.includes(deliverable)}
                onChange={(e) =>
                  set({
                    deliverables: e.currentTarget.checked
                      ? [...draft.deliverables, deliverable]
                      : draft.deliverables.filter((d) => d !== deliverable),
                  })
                }
              />
            ))}
          </div>,
        )}
        <Checkbox
          label={t("services.catalogue.form.lockerOnly")}
          checked={draft.lockerOnly}
          onChange={(e) => set({ lockerOnly: e.currentTarget.checked })}
        />
        <Checkbox
          label={t("services.catalogue.form.mailOnly")}
          checked={draft.mailOnly}
          onChange={(e) => set({ mailOnly: e.currentTarget.checked })}
        />
        <Checkbox
          label={t("services.catalogue.form.exclusive")}
          checked={draft.exclusive}
          onChange={(e) => set({ exclusive: e.currentTarget.checked })}
        />
        <Checkbox
          label={t("services.catalogue.form.active")}
          checked={draft.active}
          onChange={(e) => set({ active: e.currentTarget.checked })}
        />
      </div>
    </ActionDialog>
  );
}
