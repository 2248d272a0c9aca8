import { MAX_CLAIM_TEXT } from "@ipf/shared/schemas/claims";
import { formatDate } from "@ipf/shared/format";
import { isolate } from "@ipf/shared/rules/bidi";
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { claimsApi, type Claim, type ClaimForm } from "../../api/claims";
import type { Parcel } from "../../api/parcels";
import { useLang } from "../../app/useLang";
import { useMessages } from "../../i18n/messages";
import { Dialog, DialogActions } from "../../ui/Dialog";
import { FormAlert, LongTextField } from "../../ui/Field";
import { useSubmit } from "../../ui/useSubmit";
import { formatMoney } from "./rules";
import { Spinner } from "../../ui/LoadNotice";
import { RadioList } from "../../ui/RadioList";

type Kind = "lost" | "damaged";

/** A claim's state as the customer reads it: on the parcel's claim dialog and in the claims list. */
export function ClaimState({ claim }: { claim: Claim }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="claim-state" data-testid="claim-state">
      <p>
        <strong>{t("claims.state", { state: t(`claims.states.${claim.state}`) })}</strong>
      </p>
      <p className="field-hint">{t("claims.filedOn", { date: isolate(formatDate(claim.createdAt)) })}</p>
      {claim.approved !== null && (
        <p>
          {t("claims.approvedText", { amount: isolate(formatMoney(claim.approved, claim.currency, lang)) })}{" "}
          {claim.refundState && t(`claims.refund.${claim.refundState}`)}
        </p>
      )}
      {claim.rejectReason && <p>{t("claims.rejectedText", { reason: claim.rejectReason })}</p>}
    </div>
  );
}

/**
 * Claim a shipped parcel as lost or damaged. The form says what is covered
 * (the insured cover, or the shipping fee) and why a kind is not open yet
 * ("from 12 Dec"); once filed, the dialog shows the claim's state.
 */
export function ClaimDialog({ parcel, onClose }: { parcel: Parcel; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { errorText } = useMessages();
  const [form, setForm] = useState<ClaimForm | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [kind, setKind] = useState<Kind | "">("");
  const [description, setDescription] = useState("");
  const [photos, setPhotos] = useState<File[]>([]);
  const [sent, setSent] = useState(false);
  const { busy, failure, text, run } = useSubmit();

  useEffect(() => {
    const abort = new AbortController();
    claimsApi.form(parcel._id, abort.signal).then(setForm, (error: unknown) => {
      if (!abort.signal.aborted) setLoadError(error);
    });
    return () => abort.abort();
  }, [parcel._id]);

  const closedText = (window: ClaimForm["lost"]) =>
    window.reason
      ? t(`claims.closed.${window.reason}`, { date: window.date ? isolate(formatDate(window.date)) : "" })
      : "";
  const openKinds = form ? (["lost", "damaged"] as const).filter((k) => form[k].open) : [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(async () => {
      const { claim } = await claimsApi.file(parcel._id, { kind, description }, photos);
      setForm((shown) => (shown ? { ...shown, claim } : shown));
      setSent(true);
    });
  };

  return (
    <Dialog open onClose={onClose} title={t("claims.title", { packageId: parcel.packageId })}>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        {loadError !== null && <FormAlert>{errorText(loadError)}</FormAlert>}
        {failure !== null && <FormAlert>{text ?? errorText(failure)}</FormAlert>}
        {sent && (
          <p role="status" className="alert alert-success">
            {t("claims.sent")}
          </p>
        )}
        {!form && loadError === null && <Spinner />}
        {form?.claim && <ClaimState claim={form.claim} />}
        {form && !form.claim && (
          <>
            <p data-testid="claim-cover">
              {t(form.insured ? "claims.coveredInsured" : "claims.coveredShipping", {
                amount: isolate(formatMoney(form.covered, form.currency, lang)),
              })}
            </p>
            {(["lost", "damaged"] as const)
              .filter((k) => !form[k].open)
              .map((k) => (
                <p key={k} className="alert alert-info" data-testid={`claim-closed-${k}`}>
                  {closedText(form[k])}
                </p>
              ))}
            {openKinds.length > 0 && (
              <>
                <RadioList
                  legend={t("claims.kind")}
                  name="claim-kind"
                  choices={openKinds}
                  value={kind}
                  onChange={setKind}
                  label={(choice) => t(`claims.kinds.${choice}`)}
                />
                <LongTextField
                  label={t("claims.description")}
                  rows={4}
                  maxChars={MAX_CLAIM_TEXT}
                  value={description}
                  onChange={(event) => setDescription(event.target.value)}
                />
                {kind === "damaged" && (
                  <div className="field">
                    <label htmlFor="claim-photos">{t("claims.photos")}</label>
                    <input
                      id="claim-photos"
                      type="file"
                      accept="image/*"
                      multiple
                      onChange={(event) => setPhotos([...(event.target.files ?? [])])}
                    />
                    <p className="field-hint">{t("claims.photosHint")}</p>
                  </div>
                )}
                <DialogActions onCancel={onClose} label={t("claims.submit")} busy={busy} disabled={!kind} />
              </>
            )}
          </>
        )}
      </form>
    </Dialog>
  );
}
