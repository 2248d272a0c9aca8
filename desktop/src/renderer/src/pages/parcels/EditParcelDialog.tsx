import { Button, Classes, FormGroup, HTMLSelect, InputGroup, ProgressBar, Switch } from "@blueprintjs/core";
import { COUNTRIES } from "@ipf/shared/data/countries";
import { ITEM_TYPES } from "@ipf/shared/schemas/parcels-fields";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDesk } from "../../devices/desk";
import { PhotoPanel } from "../../photos/PhotoPanel";
import { usePhotos } from "../../photos/photos";
import { useSession } from "../../session";
import { PRIVATE_FILE, useAssetBase } from "../../ui/asset-url";
import { ActionDialog, DialogError } from "../../ui/ActionDialog";
import { toast } from "../../ui/toaster";
import { useRuleCheckedForm } from "../../ui/useRuleCheckedForm";
import { ParcelHeading } from "./ParcelDialogs";
import { useFieldMessage } from "./parts";
import {
  checkEdit,
  editFormData,
  editFormFor,
  newLine,
  NEW_PHOTOS,
  TRACK_NUMBER_MAX,
  type EditForm,
  type EditScope,
  type LineForm,
  type Parcel,
} from "./rules";
import { photoProblem, photoState } from "../../photos/rules";
import { changeAt } from "../../ui/change-at";

const MEASURES = ["weight", "length", "width", "height"] as const;
const LINE_FIELDS = ["description", "quantity", "price", "madeIn", "type"] as const;

const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({
  value: country.iso2,
  label: regionNames.of(country.iso2) ?? country.names.en,
})).sort((a, b) => a.label.localeCompare(b.label, "en"));

/**
 * Edit a parcel: track number, weight, measures and fees, the declared lines,
 * dangerous and lithium, and its photos (remove some, add from the camera or
 * files). The expired list's form is the short one: track number, measures
 * and photos. Every field is checked with the API's schema before anything is
 * sent.
 */
export function EditParcelDialog(props: {
  parcel: Parcel;
  scope?: EditScope;
  onClose(): void;
  onStale(): void;
  onDone(updated: Parcel): void;
}) {
  const { parcel, scope = "full", onClose, onStale, onDone } = props;
  const { t } = useTranslation();
  const { api } = useSession();
  const desk = useDesk();
  const base = useAssetBase();
  const photos = usePhotos();
  const message = useFieldMessage();
  const { form, errors, update, checked } = useRuleCheckedForm(
    () => editFormFor(parcel),
    (next: EditForm) => checkEdit(next, scope),
    {},
  );
  const [progress, setProgress] = useState<number | null>(null);

  const set = <K extends keyof EditForm>(field: K, value: EditForm[K]) => update({ ...form, [field]: value });
  const setLine = (index: number, field: keyof LineForm, value: string) =>
    update({ ...form, lines: changeAt(form.lines, index, { [field]: value }) });

  const submit = async () => {
    const check = checked(t("packages.messages.checkFields"));
    const problem = photoProblem(photoState(photos), NEW_PHOTOS);
    if (problem) throw new DialogError(t(`packages.photoProblems.${problem}`));
    setProgress(photos.ready.length ? 0 : null);
    try {
      const answer = await api.updateParcel(
        parcel._id,
        editFormData(check.fields, photos.ready, parcel.revision),
        photos.ready.length ? setProgress : undefined,
      );
      toast(t("packages.updated"));
      onDone(answer.package);
    } finally {
      setProgress(null);
    }
  };

  const fieldError = (name: string) => message(name, errors[name]);

  const input = (name: "trackNumber" | (typeof MEASURES)[number] | "fees", autoFocus = false) => {
    const error = fieldError(name);
    const id = `edit-${name}`;
    return (
      <FormGroup
        key={name}
        className={name === "trackNumber" ? "ipf-edit-wide" : undefined}
        label={t(`packages.fields.${name}`)}
        labelFor={id}
        intent={error ? "danger" : "none"}
        helperText={error}
      >
        <InputGroup
          id={id}
          value={form[name]}
          autoFocus={autoFocus}
          autoComplete="off"
          spellCheck={false}
          inputMode={name === "trackNumber" ? undefined : "decimal"}
          intent={error ? "danger" : "none"}
          aria-invalid={error ? true : undefined}
          maxLength={name === "trackNumber" ? TRACK_NUMBER_MAX * 10 : 20}
          onChange={(event) => set(name, event.target.value)}
        />
      </FormGroup>
    );
  };

  return (
    <ActionDialog
      isOpen
      title={t(scope === "expired" ? "packages.editExpiredTitle" : "packages.editTitle", { code: parcel.packageId })}
      icon="edit"
      width={1100}
      action={t("packages.editAction")}
      onSubmit={submit}
      onClose={onClose}
      onStale={onStale}
      fieldLabels={Object.fromEntries(
        Object.entries(t("packages.fields", { returnObjects: true }) as Record<string, string>),
      )}
    >
      <div className="ipf-edit" data-testid="parcel-edit">
        <div className="ipf-edit-main">
          <p className={Classes.TEXT_MUTED}>{t("packages.editIntro")}</p>
          <ParcelHeading parcel={parcel} />
          <div className="ipf-edit-grid">
            {input("trackNumber", true)}
            {MEASURES.map((name) => input(name))}
            {scope === "full" ? input("fees") : null}
          </div>
          {scope === "full" ? (
            <>
              <div className="ipf-edit-flags">
                <Switch
                  label={t("packages.fields.hasDangerous")}
                  checked={form.hasDangerous}
                  onChange={(event) => set("hasDangerous", event.currentTarget.checked)}
                />
                <Switch
                  label={t("packages.fields.hasLithium")}
                  checked={form.hasLithium}
                  onChange={(event) => set("hasLithium", event.currentTarget.checked)}
                />
              </div>
              <h3 className="ipf-detail-heading">{t("packages.fields.details")}</h3>
              {errors.details ? (
                <p className="ipf-field-error" role="alert">
                  {t("packages.noLines")}
                </p>
              ) : null}
              <table className="ipf-edit-lines">
                <thead>
                  <tr>
                    {LINE_FIELDS.map((field) => (
                      <th key={field}>{t(`packages.fields.${field}`)}</th>
                    ))}
                    <th aria-hidden />
                  </tr>
                </thead>
                <tbody>
                  {form.lines.map((line, index) => (
                    <tr key={index}>
                      {LINE_FIELDS.map((field) => {
                        const error = fieldError(`details.${index}.${field}`);
                        const label = `${t(`packages.fields.${field}`)} ${index + 1}`;
                        return (
                          <td key={field} className={`ipf-line-${field}`}>
                            {field === "madeIn" || field === "type" ? (
                              <HTMLSelect
                                fill
                                aria-label={label}
                                value={line[field]}
                                onChange={(event) => setLine(index, field, event.target.value)}
                                options={
                                  field === "type"
                                    ? ITEM_TYPES.map((type) => ({ value: type, label: type }))
                                    : COUNTRY_OPTIONS
                                }
                              />
                            ) : (
                              <InputGroup
                                aria-label={label}
                                value={line[field]}
                                intent={error ? "danger" : "none"}
                                aria-invalid={error ? true : undefined}
                                inputMode={field === "description" ? undefined : "decimal"}
                                maxLength={field === "description" ? 400 : 20}
                                onChange={(event) => setLine(index, field, event.target.value)}
                              />
                            )}
                            {error ? <span className="ipf-field-error">{error}</span> : null}
                          </td>
                        );
                      })}
                      <td>
                        <Button
                          variant="minimal"
                          icon="cross"
                          aria-label={t("packages.removeLine", { number: index + 1 })}
                          onClick={() => update({ ...form, lines: form.lines.filter((_, i) => i !== index) })}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Button
                icon="add"
                variant="outlined"
                size="small"
                text={t("packages.addLine")}
                onClick={() => update({ ...form, lines: [...form.lines, newLine()] })}
              />
            </>
          ) : null}
        </div>
        <div className="ipf-edit-photos">
          <h3 className="ipf-detail-heading">{t("packages.photos.current")}</h3>
          {parcel.images.length === 0 ? (
            <p className={Classes.TEXT_MUTED}>{t("packages.photos.none")}</p>
          ) : (
            <ul className="ipf-edit-current" data-testid="current-photos">
              {parcel.images.map((image, index) => {
                const removing = form.removeImages.includes(image);
                return (
                  <li key={image} className={removing ? "ipf-photo-removing" : undefined}>
                    {base !== null ? (
                      <img
                        src={`${base}${image}`}
                        crossOrigin={PRIVATE_FILE}
                        alt={t("parcel.photo", { number: index + 1 })}
                      />
                    ) : null}
                    <Button
                      size="small"
                      icon={removing ? "undo" : "trash"}
                      intent={removing ? "none" : "danger"}
                      aria-label={t(removing ? "packages.photos.keep" : "packages.photos.remove", {
                        number: index + 1,
                      })}
                      title={t(removing ? "packages.photos.keep" : "packages.photos.remove", { number: index + 1 })}
                      onClick={() =>
                        set(
                          "removeImages",
                          removing ? form.removeImages.filter((path) => path !== image) : [...form.removeImages, image],
                        )
                      }
                    />
                    {removing ? (
                      <span className="ipf-photo-removing-tag">{t("packages.photos.willRemove")}</span>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
          <h3 className="ipf-detail-heading">{t("packages.photos.add")}</h3>
          <PhotoPanel photos={photos} cameraId={desk.settings.camera.deviceId} shutter={0} />
          {progress !== null ? <ProgressBar value={progress} intent="primary" stripes={progress < 1} /> : null}
        </div>
      </div>
    </ActionDialog>
  );
}
