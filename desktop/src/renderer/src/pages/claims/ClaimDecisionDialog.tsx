import { FormGroup, HTMLTable, InputGroup, Radio, RadioGroup, Spinner, Tag, TextArea } from "@blueprintjs/core";
import { MAX_CLAIM_TEXT, type ClaimEvidence } from "@ipf/shared/schemas/claims";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../i18n";
import { useSession } from "../../session";
import { ActionDialog, DialogError, type DialogProps } from "../../ui/ActionDialog";
import { formatDate, formatDateTime } from "../../ui/format";
import { toast } from "../../ui/toaster";
import { useRead } from "../../ui/useRead";
import { amountProblem, money, suggestedAmount, weightGap } from "./rules";
import "./claims.css";

/**
 * The decision on a claim, with the evidence beside it: the claim and its
 * photos on one side; the parcel's intake photos and weights, its declared
 * contents, its tracking and the payment with its cover on the other.
 * Approve an amount (at most what is covered) or reject with a reason; an
 * approved card claim whose refund failed can be sent again.
 */
export function ClaimDecisionDialog({ claimId, onClose, onDone, onStale }: DialogProps & { claimId: string }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const [evidence, setEvidence] = useState<ClaimEvidence | null>(null);
  const [decision, setDecision] = useState<"approve" | "reject">("approve");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");

  useRead(
    () => api.claimEvidence(claimId),
    (answer) => {
      setEvidence(answer);
      setAmount(suggestedAmount(answer.claim));
    },
    (error) => toast(errorMessage((error as { code?: string }).code ?? "INTERNAL"), "danger"),
    [api, claimId],
  );

  const claim = evidence?.claim;
  const open = claim?.state === "open";
  const retry = claim?.state === "approved" && (claim.refundState === "failed" || claim.refundState === "pending");

  const submit = async () => {
    if (!claim) return;
    if (retry) {
      await api.retryClaimRefund(claim._id);
      toast(t("claims.refundSent"));
      onDone();
      return;
    }
    if (decision === "approve") {
      const problem = amountProblem(amount, claim.covered);
      if (problem) {
        throw new DialogError(
          problem === "tooMuch"
            ? t("claims.amountHelper", { max: money(claim.covered, claim.currency) })
            : t("claims.amount", { currency: claim.currency }),
        );
      }
      await api.approveClaim(claim._id, Number(amount.replace(",", ".")));
      toast(t("claims.approved"));
    } else {
      if (!reason.trim()) throw new DialogError(t("claims.reason"));
      await api.rejectClaim(claim._id, reason);
      toast(t("claims.rejected"));
    }
    onDone();
  };

  return (
    <ActionDialog
      isOpen
      title={claim ? t("claims.title", { code: claim.packageId, name: claim.user.fullName }) : t("claims.label")}
      icon="shield"
      width={1100}
      action={
        open ? t(decision === "approve" ? "claims.approve" : "claims.reject") : retry ? t("claims.retry") : undefined
      }
      intent={decision === "reject" && open ? "danger" : "primary"}
      onClose={onClose}
      onStale={onStale}
      fieldLabels={{ amount: t("claims.amount", { currency: claim?.currency ?? "" }), reason: t("claims.reason") }}
      onSubmit={open || retry ? submit : undefined}
      disabled={!evidence}
    >
      {!evidence || !claim ? (
        <Spinner />
      ) : (
        <div className="ipf-claim-columns" data-testid="claim-decision">
          <section>
            <h4>{t("claims.claim")}</h4>
            <p>
              <Tag intent={claim.kind === "lost" ? "danger" : "warning"}>{t(`claims.kinds.${claim.kind}`)}</Tag>{" "}
              {formatDateTime(claim.createdAt)}
            </p>
            <p>
              {t(claim.insured ? "claims.insured" : "claims.shippingOnly", {
                amount: money(claim.covered, claim.currency),
              })}
            </p>
            <h5>{t("claims.description")}</h5>
            <p className="ipf-claim-text" dir="auto">
              {claim.description}
            </p>
            <h5>{t("claims.photos")}</h5>
            <Photos links={claim.photos} empty={t("claims.noPhotos")} />
            {claim.state !== "open" && (
              <p>
                <strong>
                  {t("claims.decidedBy", {
                    state: t(`claims.tabs.${claim.state}`),
                    name: claim.decidedBy ?? "—",
                    date: formatDateTime(claim.decidedAt),
                  })}
                </strong>
                {claim.approved !== null && (
                  <>
                    {" "}
                    {money(claim.approved, claim.currency)} · {t(`claims.refund.${claim.refundState ?? "pending"}`)}
                  </>
                )}
                {claim.rejectReason && <> · {claim.rejectReason}</>}
              </p>
            )}
            {open && (
              <>
                <RadioGroup
                  inline
                  selectedValue={decision}
                  onChange={(event) => setDecision(event.currentTarget.value as "approve" | "reject")}
                >
                  <Radio value="approve" label={t("claims.approve")} />
                  <Radio value="reject" label={t("claims.reject")} />
                </RadioGroup>
                {decision === "approve" ? (
                  <FormGroup
                    label={t("claims.amount", { currency: claim.currency })}
                    labelFor="ipf-claim-amount"
                    helperText={t("claims.amountHelper", { max: money(claim.covered, claim.currency) })}
                  >
                    <InputGroup id="ipf-claim-amount" value={amount} onValueChange={setAmount} inputMode="decimal" />
                  </FormGroup>
                ) : (
                  <FormGroup label={t("claims.reason")} labelFor="ipf-claim-reason">
                    <TextArea
                      id="ipf-claim-reason"
                      fill
                      value={reason}
                      maxLength={MAX_CLAIM_TEXT}
                      onChange={(event) => setReason(event.target.value)}
                    />
                  </FormGroup>
                )}
              </>
            )}
          </section>
          <Evidence evidence={evidence} />
        </div>
      )}
    </ActionDialog>
  );
}

function Photos({ links, empty }: { links: readonly string[]; empty: string }) {
  if (links.length === 0) return <p className="ipf-claim-muted">{empty}</p>;
  return (
    <div className="ipf-claim-photos">
      {links.map((link) => (
        <a key={link} href={link} target="_blank" rel="noreferrer">
          <img src={link} alt="" />
        </a>
      ))}
    </div>
  );
}

function Evidence({ evidence }: { evidence: ClaimEvidence }) {
  const { t } = useTranslation();
  const { parcel, payment, tracking } = evidence;
  const gap = weightGap(parcel);
  return (
    <section>
      <h4>{t("claims.evidence")}</h4>
      <h5>{t("claims.intakePhotos")}</h5>
      <Photos links={parcel.photos} empty={t("claims.noPhotos")} />
      <p>
        {t("claims.weights", { intake: parcel.weight, shipped: parcel.shipWeight ?? "—" })}
        {gap !== null && gap > 0 && (
          <Tag minimal intent="warning">
            −{gap} kg
          </Tag>
        )}
      </p>
      <p>
        {t("claims.shipped", {
          date: formatDate(parcel.shippedAt),
          carrier: parcel.carrier ?? "—",
          days: parcel.maxShipDays ?? "—",
        })}
      </p>
      <h5>{t("claims.declared")}</h5>
      <HTMLTable compact striped className="ipf-claim-table">
        <tbody>
          {parcel.declared.map((line, index) => (
            <tr key={index}>
              <td dir="auto">{line.description}</td>
              <td>× {line.quantity}</td>
              <td>{money(line.price, "EUR")}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <h5>
        {t("claims.payment", {
          id: payment.paymentId,
          type: payment.type,
          amount: money(payment.amount, payment.currency),
        })}
      </h5>
      <p>
        {payment.cover === null
          ? t("claims.uninsured")
          : t("claims.premium", {
              premium: money(payment.premium, payment.currency),
              cover: money(payment.cover, payment.currency),
            })}
      </p>
      <h5>{t("claims.tracking", { status: evidence.trackingStatus ?? "—" })}</h5>
      {tracking.length === 0 ? (
        <p className="ipf-claim-muted">{t("claims.noTracking")}</p>
      ) : (
        <HTMLTable compact className="ipf-claim-table">
          <tbody>
            {tracking.map((event, index) => (
              <tr key={index}>
                <td>{formatDateTime(event.at)}</td>
                <td>{event.status}</td>
                <td>
                  {event.description}
                  {event.location ? ` (${event.location})` : ""}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}
