import { formatMoney } from "@ipf/shared/format";
import type { ParcelServicesResponse, ServiceRequestView } from "@ipf/shared/schemas/services";
import { MAX_SERVICE_NOTE } from "@ipf/shared/schemas/services";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Parcel } from "../../api/parcels";
import { servicesApi } from "../../api/services";
import { useLang } from "../../app/useLang";
import { useMessages } from "../../i18n/messages";
import { Dialog } from "../../ui/Dialog";
import { FormAlert } from "../../ui/Field";
import { Icon } from "../../ui/Icon";
import { Photo } from "../../ui/Photo";
import { UserText } from "../../ui/UserText";

type Loaded = ParcelServicesResponse;

/**
 * A parcel's services: its requests first (state, fee, the result staff
 * handed back: a pass/fail report, photos, a PDF scan; or why it was
 * refused), then what it can take, each with its fee for this parcel and
 * its promise, or why not now. Asking opens a note; a request staff have
 * not started can be cancelled.
 */
export function ServicesDialog({
  parcel,
  onClose,
}: {
  parcel: Pick<Parcel, "_id" | "packageId">;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { errorText } = useMessages();
  const [data, setData] = useState<Loaded | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [asking, setAsking] = useState<string | null>(null);
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const loaded = await servicesApi.forParcel(parcel._id, signal);
        setData(loaded);
      } catch (error) {
        if (!signal?.aborted) setFailure(error);
      }
    },
    [parcel._id],
  );
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const act = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setFailure(null);
    setNotice(null);
    try {
      await action();
      setNotice(done);
      setAsking(null);
      setNote("");
      await load();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} title={t("services.title", { packageId: parcel.packageId })} wide>
      <div className="form services-dialog">
        {failure !== null && <FormAlert>{errorText(failure)}</FormAlert>}
        {notice !== null && (
          <p role="status" className="alert alert-success">
            {notice}
          </p>
        )}
        <p className="field-hint">{t("services.intro")}</p>
        {data === null && failure === null && <p role="status">{t("services.loading")}</p>}
        {data && (
          <>
            <section aria-labelledby="services-requests">
              <h3 id="services-requests">{t("services.requests")}</h3>
              {data.requests.length === 0 ? (
                <p className="field-hint">{t("services.none")}</p>
              ) : (
                <ul className="service-requests">
                  {data.requests.map((request) => (
                    <RequestItem
                      key={request._id}
                      request={request}
                      busy={busy}
                      onCancel={() =>
                        void act(() => servicesApi.cancel(parcel._id, request._id), t("services.cancelled"))
                      }
                    />
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="services-available">
              <h3 id="services-available">{t("services.available")}</h3>
              <ul className="service-list">
                {data.services.map((service) => (
                  <ServiceItem
                    key={service.code}
                    service={service}
                    asking={asking === service.code}
                    busy={busy}
                    note={note}
                    onNote={setNote}
                    onAsk={() => {
                      setAsking(service.code);
                      setNote("");
                    }}
                    onSend={() =>
                      void act(
                        () => servicesApi.request(parcel._id, { code: service.code, note: note.trim() || undefined }),
                        t("services.sent"),
                      )
                    }
                  />
                ))}
              </ul>
            </section>
          </>
        )}
        <div className="modal-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t("common.close")}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

function ServiceItem({
  service,
  asking,
  busy,
  note,
  onNote,
  onAsk,
  onSend,
}: {
  service: Loaded["services"][number];
  asking: boolean;
  busy: boolean;
  note: string;
  onNote: (note: string) => void;
  onAsk: () => void;
  onSend: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const noteId = `service-note-${service.code}`;
  return (
    <li className="service-item card" data-testid={`service-${service.code}`}>
      <div className="service-head">
        <strong>{service.name[lang]}</strong>
        <span className="service-fee" dir="ltr">
          {formatMoney(service.fee, "USD", lang)}
        </span>
      </div>
      <p className="field-hint">{service.description[lang]}</p>
      <p className="field-hint">
        <Icon name="clock" /> {t("services.promise", { count: service.turnaroundHours })}
      </p>
      {service.unavailable ? (
        <p className="badge">{t(`services.unavailable.${service.unavailable}`)}</p>
      ) : asking ? (
        <div className="field">
          <label htmlFor={noteId}>{t("services.note")}</label>
          <textarea
            id={noteId}
            className="input"
            rows={2}
            maxLength={MAX_SERVICE_NOTE}
            value={note}
            onChange={(event) => onNote(event.target.value)}
          />
          <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={onSend}>
            {t("services.send")}
          </button>
        </div>
      ) : (
        <button type="button" className="btn btn-ghost btn-sm" onClick={onAsk}>
          {t("services.ask")}
        </button>
      )}
    </li>
  );
}

function RequestItem({
  request,
  busy,
  onCancel,
}: {
  request: ServiceRequestView;
  busy: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const result = request.result;
  return (
    <li className="service-request card" data-testid="service-request">
      <div className="service-head">
        <strong>{request.name[lang]}</strong>
        <span className={`badge${request.state === "completed" ? " badge-success" : " badge-info"}`}>
          {t(`services.states.${request.state}`)}
        </span>
      </div>
      {request.note && (
        <p className="field-hint">
          <UserText>{request.note}</UserText>
        </p>
      )}
      {request.fee !== null && (
        <p>
          {t("services.fee")}: <span dir="ltr">{formatMoney(request.fee, "USD", lang)}</span> —{" "}
          {request.paid ? t("services.feePaid") : t("services.feeDue")}
        </p>
      )}
      {request.state === "refused" && (
        <p className="alert alert-info">{t("services.refused", { reason: request.refuseReason ?? "" })}</p>
      )}
      {result && (
        <div className="service-result" data-testid="service-result">
          <h4>{t("services.result")}</h4>
          {result.note && (
            <p>
              <UserText>{result.note}</UserText>
            </p>
          )}
          {result.checklist.length > 0 && (
            <table className="data-table">
              <tbody>
                {result.checklist.map((item, index) => (
                  <tr key={index} data-testid={item.passed ? "check-passed" : "check-failed"}>
                    <td>
                      <UserText>{item.item}</UserText>
                    </td>
                    <td>
                      <span className={`badge ${item.passed ? "badge-success" : "badge-danger"}`}>
                        {item.passed ? t("services.passed") : t("services.failed")}
                      </span>
                    </td>
                    <td>{item.note && <UserText>{item.note}</UserText>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {result.photos.length > 0 && (
            <div className="service-photos" aria-label={t("services.photos")}>
              {result.photos.map((photo) => (
                <a key={photo} href={photo} target="_blank" rel="noreferrer">
                  <Photo src={photo} fallback={t("services.photos")} />
                </a>
              ))}
            </div>
          )}
          {result.scan && (
            <a className="btn btn-ghost btn-sm" href={result.scan} target="_blank" rel="noreferrer">
              <Icon name="invoice" /> {t("services.scan")}
            </a>
          )}
        </div>
      )}
      {request.state === "requested" && (
        <button type="button" className="btn btn-danger btn-sm" disabled={busy} onClick={onCancel}>
          <Icon name="close" /> {t("services.cancel")}
        </button>
      )}
    </li>
  );
}
