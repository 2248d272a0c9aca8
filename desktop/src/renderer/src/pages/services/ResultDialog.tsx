import { Button, Callout, FormGroup, HTMLTable, InputGroup, Radio, RadioGroup, TextArea } from "@blueprintjs/core";
import type { ServiceDeliverable } from "@ipf/shared/rules/services";
import type { StaffServiceRequest } from "@ipf/shared/schemas/services";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDesk } from "../../devices/desk";
import { PhotoPanel } from "../../photos/PhotoPanel";
import { usePhotos } from "../../photos/photos";
import { photoProblem, photoState } from "../../photos/rules";
import { useSession } from "../../session";
import { ActionDialog, DialogError, type DialogProps } from "../../ui/ActionDialog";
import { CheckedFileField, useCheckedFile } from "../../ui/CheckedFileField";
import { UserText } from "../../ui/UserText";
import { changeAt } from "../../ui/change-at";
import { missingDeliverables, resultForm, scanProblem, undecided, type CheckRow } from "./rules";

const PHOTOS = { required: false, max: 10 } as const;

/**
 * The result of a service request: photos from the desk camera or files
 * (the intake's photo panel), a PDF scan (checked for its size and kind
 * when picked), a pass/fail checklist with notes, a note to the customer.
 * Complete sends it all at once; the customer is told.
 */
export function ResultDialog({ request, onClose, onDone, onStale }: DialogProps & { request: StaffServiceRequest }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const desk = useDesk();
  const photos = usePhotos();
  const needs = request.deliverables;
  const [checklist, setChecklist] = useState<CheckRow[]>(
    needs.includes("checklist") ? [{ item: "", passed: null, note: "" }] : [],
  );
  const [note, setNote] = useState("");
  const scanField = useCheckedFile((file) => {
    const problem = scanProblem(file);
    return problem ? t(`services.result.${problem}`) : null;
  });
  const scan = scanField.file;

  const edit = (index: number, change: Partial<CheckRow>) => setChecklist((rows) => changeAt(rows, index, change));
  const list = (deliverables: readonly ServiceDeliverable[]) =>
    deliverables.map((deliverable) => t(`services.result.deliverables.${deliverable}`)).join(", ");

  return (
    <ActionDialog
      isOpen
      title={t("services.result.title", { service: request.name.en, parcel: request.parcel.packageId })}
      icon="clipboard"
      width={1000}
      action={t("services.result.complete")}
      intent="success"
      onClose={onClose}
      onStale={onStale}
      fieldLabels={{
        images: t("services.result.photos"),
        scan: t("services.result.scan"),
        checklist: t("services.result.checklist"),
        photos: t("services.result.photos"),
        note: t("services.result.note"),
      }}
      onSubmit={async () => {
        const problem = photoProblem(photoState(photos), PHOTOS);
        if (problem) throw new DialogError(t(`imageRequests.${problem}`));
        if (scanField.error) throw new DialogError(scanField.error);
        const draft = { checklist, note, photos: photos.ready, scan };
        const missing = missingDeliverables(needs, draft);
        if (missing.length) throw new DialogError(t("services.result.missing", { list: list(missing) }));
        if (undecided(checklist)) throw new DialogError(t("services.validation.checklistResultRequired"));
        await api.completeServiceRequest(request._id, resultForm(draft));
        onDone();
      }}
    >
      <div className="ipf-upload">
        <div>
          <p>{t("services.result.needs", { list: list(needs) })}</p>
          {request.note && (
            <Callout title={t("services.result.customerNote")}>
              <UserText>{request.note}</UserText>
            </Callout>
          )}
          {needs.includes("checklist") || checklist.length > 0 ? (
            <FormGroup label={t("services.result.checklist")}>
              <HTMLTable compact className="ipf-checklist">
                <tbody>
                  {checklist.map((row, index) => (
                    <tr key={index}>
                      <td>
                        <InputGroup
                          aria-label={`${t("services.result.item")} ${index + 1}`}
                          placeholder={t("services.result.item")}
                          value={row.item}
                          onChange={(event) => edit(index, { item: event.target.value })}
                        />
                      </td>
                      <td>
                        <RadioGroup
                          inline
                          name={`check-${index}`}
                          selectedValue={row.passed === null ? undefined : row.passed ? "pass" : "fail"}
                          onChange={(event) => edit(index, { passed: event.currentTarget.value === "pass" })}
                        >
                          <Radio value="pass" label={t("services.result.passed")} />
                          <Radio value="fail" label={t("services.result.failed")} />
                        </RadioGroup>
                      </td>
                      <td>
                        <InputGroup
                          aria-label={`${t("services.result.itemNote")} ${index + 1}`}
                          placeholder={t("services.result.itemNote")}
                          value={row.note}
                          onChange={(event) => edit(index, { note: event.target.value })}
                        />
                      </td>
                      <td>
                        <Button
                          minimal
                          icon="cross"
                          aria-label={t("services.result.removeItem")}
                          onClick={() => setChecklist((rows) => rows.filter((_, at) => at !== index))}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
              <Button
                small
                icon="add"
                text={t("services.result.addItem")}
                onClick={() => setChecklist((rows) => [...rows, { item: "", passed: null, note: "" }])}
              />
            </FormGroup>
          ) : null}
          <CheckedFileField
            id="service-scan"
            label={t("services.result.scan")}
            help={t("services.result.scanHelp")}
            placeholder={t("services.result.scan")}
            accept="application/pdf"
            picked={scanField}
          />
          <FormGroup label={t("services.result.note")} labelFor="service-note">
            <TextArea id="service-note" fill value={note} onChange={(event) => setNote(event.target.value)} />
          </FormGroup>
        </div>
        <PhotoPanel photos={photos} cameraId={desk.settings.camera.deviceId} shutter={0} />
      </div>
    </ActionDialog>
  );
}
