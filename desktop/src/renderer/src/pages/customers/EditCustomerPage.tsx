import { Button, Card, NonIdealState, Spinner } from "@blueprintjs/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { editCustomerRequestSchema, type EditCustomerRequest } from "@ipf/shared/schemas/customers-admin";
import { useState } from "react";
import type { Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router-dom";
import { ApiError } from "../../api";
import { errorMessage } from "../../i18n";
import { useSession } from "../../session";
import { PageHeader } from "../../shell/PageHeader";
import { FormField } from "../../ui/FormField";
import { PageForm, usePageForm } from "../../ui/PageForm";
import { toast } from "../../ui/toaster";
import { useRead } from "../../ui/useRead";
import { customerMessage } from "./messages";
import type { EditField } from "./rules";
import "./customers.css";

const FIELDS: { name: EditField; type: string; autoComplete: string }[] = [
  { name: "firstName", type: "text", autoComplete: "off" },
  { name: "lastName", type: "text", autoComplete: "off" },
  { name: "email", type: "email", autoComplete: "off" },
  { name: "phone", type: "tel", autoComplete: "off" },
];

/**
 * Edit user: a customer's names, e-mail and phone, all four required
 * ("Please fill all fields"), checked by the same schema as the API; a taken
 * e-mail is said on its field.
 */
export function EditCustomerPage() {
  const { id = "" } = useParams();
  const { api } = useSession();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [load, setLoad] = useState<{ status: "loading" } | { status: "ready" } | { status: "error"; code: string }>({
    status: "loading",
  });
  const [name, setName] = useState("");
  const { form, failure, submit } = usePageForm<EditCustomerRequest, Record<string, unknown>>({
    resolver: zodResolver(editCustomerRequestSchema),
    defaultValues: { firstName: "", lastName: "", email: "", phone: "" },
  });
  const { register, reset } = form;
  const { errors, isSubmitting, isDirty } = form.formState;

  useRead(
    () => api.customer(id),
    (customer) => {
      reset({
        firstName: customer.firstName,
        lastName: customer.lastName,
        email: customer.email,
        phone: customer.phone,
      });
      setName(customer.fullName);
      setLoad({ status: "ready" });
    },
    (error) => setLoad({ status: "error", code: error instanceof ApiError ? error.code : "INTERNAL" }),
    [api, id, reset],
  );

  const toCustomer = () => navigate(`/user/${encodeURIComponent(id)}`);

  const onSubmit = submit(
    async (values) => {
      await api.editCustomer(id, {
        firstName: String(values.firstName),
        lastName: String(values.lastName),
        email: String(values.email),
        phone: String(values.phone),
      });
      toast(t("customers.updated"));
      toCustomer();
    },
    (error) => {
      // Each field's message on it; the summary above the fields still shows.
      for (const [field, key] of Object.entries(error.fields ?? {}))
        form.setError(field as Path<EditCustomerRequest>, { message: key });
      return false;
    },
  );

  const header = (
    <PageHeader icon="edit" title={name ? t("customers.editTitle", { name }) : t("areas.editCustomer")}>
      <Button icon="arrow-left" variant="minimal" text={t("customers.cancel")} onClick={toCustomer} />
    </PageHeader>
  );

  if (load.status !== "ready") {
    return (
      <>
        {header}
        {load.status === "loading" ? (
          <NonIdealState icon={<Spinner size={32} />} description={t("table.loading")} />
        ) : (
          <NonIdealState
            icon="error"
            title={load.code === "NOT_FOUND" ? t("customers.notFound") : t("customers.loadFailed")}
            description={load.code === "NOT_FOUND" ? undefined : errorMessage(load.code)}
          />
        )}
      </>
    );
  }

  return (
    <>
      {header}
      <Card className="ipf-edit-card">
        <PageForm
          label={t("areas.editCustomer")}
          intro={t("customers.editIntro")}
          introClassName="bp6-text-muted"
          failure={failure}
          onSubmit={onSubmit}
          onEscape={toCustomer}
        >
          <div className="ipf-edit-grid">
            {FIELDS.map((field, index) => (
              <FormField
                key={field.name}
                id={`edit-${field.name}`}
                label={t(`customers.fields.${field.name}`)}
                registration={register(field.name)}
                message={customerMessage(errors[field.name]?.message)}
                type={field.type}
                autoComplete={field.autoComplete}
                autoFocus={index === 0}
                maxLength={field.name === "email" ? 254 : 100}
                placeholder={field.name === "phone" ? t("customers.phonePlaceholder") : undefined}
              />
            ))}
          </div>
          <div className="ipf-edit-actions">
            {isDirty ? <span className="bp6-text-muted">{t("customers.unsaved")}</span> : null}
            <Button text={t("customers.cancel")} onClick={toCustomer} disabled={isSubmitting} />
            <Button
              type="submit"
              intent="primary"
              icon="floppy-disk"
              loading={isSubmitting}
              text={t("customers.save")}
            />
          </div>
        </PageForm>
      </Card>
    </>
  );
}
