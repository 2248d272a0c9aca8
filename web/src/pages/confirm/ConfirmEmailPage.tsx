import type { Customer } from "@ipf/shared";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLoaderData, useLocation, useNavigate } from "react-router-dom";
import { ApiError } from "../../api/error";
import { usersApi } from "../../api/users";
import { useLocalePath } from "../../app/useLang";
import { forgetCustomer, loadCustomer } from "../../auth/customer";
import { getToken } from "../../auth/session";
import { useMessages } from "../../i18n/messages";
import { FormAlert, FormSuccess } from "../../ui/Field";
import { Icon } from "../../ui/Icon";
import { useCountdown } from "../../ui/useCountdown";
import { CodeBoxes } from "./CodeBoxes";
import { emptyCode, isComplete } from "./codeInput";
import { EditEmailDialog } from "./EditEmailDialog";

/** Seconds before another code may be sent. */
const RESEND_SECONDS = 60;

/** Arriving from sign-up: the first code was just sent, so resending waits. */
export interface ConfirmEmailState {
  codeSent?: boolean;
  /** Sent here by the API's refusal of another call (403 EMAIL_NOT_CONFIRMED): the page says why. */
  refused?: boolean;
}

/** The access guard has checked the session; this reads the customer it found (cached). */
export async function loader(): Promise<{ user: Customer | null }> {
  return { user: await loadCustomer() };
}

type Notice = { kind: "success" | "error"; text: string } | null;

/** Six boxes for the e-mailed code, resend with its countdown, and the edit-e-mail dialog. */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const location = useLocation();
  const { errorText } = useMessages();
  const data = useLoaderData<typeof loader>();
  const [email, setEmail] = useState(data.user?.email ?? "");
  const [boxes, setBoxes] = useState(emptyCode);
  const [checking, setChecking] = useState(false);
  const [sending, setSending] = useState(false);
  const refused = (location.state as ConfirmEmailState | null)?.refused === true;
  const [notice, setNotice] = useState<Notice>(() =>
    refused ? { kind: "error", text: t("errors.EMAIL_NOT_CONFIRMED") } : null,
  );
  const [editing, setEditing] = useState(false);
  const [focusKey, setFocusKey] = useState(0);
  const codeSent = (location.state as ConfirmEmailState | null)?.codeSent === true;
  const countdown = useCountdown(codeSent ? RESEND_SECONDS : 0);
  const lastChecked = useRef("");

  /** What a refusal of the code or of a resend says. */
  const refusal = useCallback(
    (error: unknown): string => {
      if (!(error instanceof ApiError)) return t("errors.generic");
      if (error.code === "CODE_EXPIRED") return t("confirm.expiredCode");
      if (error.code === "INVALID_CODE" || error.code === "VALIDATION") return t("confirm.invalidCode");
      if (error.code === "USER_CONFIRMED") return t("confirm.confirmedMessage");
      if (error.code === "LIMIT_EXCEEDED") return t("confirm.limitMessage");
      if (error.code === "RESEND_TOO_SOON")
        return t("confirm.waitSeconds", { seconds: error.retryAfter ?? RESEND_SECONDS });
      return errorText(error);
    },
    [t, errorText],
  );

  const check = useCallback(
    async (code: string) => {
      setChecking(true);
      setNotice(null);
      try {
        await usersApi.confirmOtp(getToken() ?? "", { otp: code });
        forgetCustomer();
        navigate(`${to("dashboard")}?confirmed=confirmed`, { replace: true });
      } catch (error) {
        if (error instanceof ApiError && error.code === "USER_CONFIRMED") {
          forgetCustomer();
          navigate(to("dashboard"), { replace: true });
          return;
        }
        setNotice({ kind: "error", text: refusal(error) });
        // Expired and wrong codes empty the boxes; so does a locked code.
        setBoxes(emptyCode());
        lastChecked.current = "";
        setFocusKey((key) => key + 1);
      } finally {
        setChecking(false);
      }
    },
    [navigate, to, refusal],
  );

  // The check fires by itself once six digits are in and nothing is loading.
  useEffect(() => {
    const code = boxes.join("");
    if (isComplete(boxes) && !checking && code !== lastChecked.current) {
      lastChecked.current = code;
      void check(code);
    }
  }, [boxes, checking, check]);

  const resend = async () => {
    if (countdown.seconds > 0) {
      setNotice({ kind: "error", text: t("confirm.waitSeconds", { seconds: countdown.seconds }) });
      return;
    }
    setSending(true);
    setNotice(null);
    try {
      await usersApi.generateConfirmation(getToken() ?? "");
      setNotice({ kind: "success", text: t("confirm.emailSent") });
      countdown.start(RESEND_SECONDS);
    } catch (error) {
      if (error instanceof ApiError && error.code === "RESEND_TOO_SOON")
        countdown.start(error.retryAfter ?? RESEND_SECONDS);
      setNotice({ kind: "error", text: refusal(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="auth" aria-labelledby="confirm-title">
      <div className="container confirm">
        <div className="auth-card confirm-card">
          <span className="confirm-icon" aria-hidden="true">
            <Icon name="mail" />
          </span>
          <h1 id="confirm-title">{t("pages.confirmEmail")}</h1>
          <p className="auth-subtitle">
            {t("confirm.sentTo")}{" "}
            <strong dir="ltr" className="confirm-email">
              {email}
            </strong>
          </p>
          <div aria-live="polite">
            {notice?.kind === "error" && <FormAlert>{notice.text}</FormAlert>}
            {notice?.kind === "success" && <FormSuccess>{notice.text}</FormSuccess>}
          </div>
          <CodeBoxes
            boxes={boxes}
            onChange={setBoxes}
            disabled={checking}
            invalid={notice?.kind === "error"}
            describedBy="confirm-help"
            focusKey={focusKey}
          />
          <p id="confirm-help" className="field-hint confirm-help">
            {checking ? t("confirm.checking") : t("confirm.help")}
          </p>
          <div className="confirm-actions">
            <button
              type="button"
              className="btn btn-ghost"
              onClick={resend}
              disabled={sending}
              aria-disabled={countdown.seconds > 0 || undefined}
            >
              <Icon name="refresh" />
              {countdown.seconds > 0 ? t("confirm.resendIn", { seconds: countdown.seconds }) : t("confirm.resend")}
            </button>
            <button type="button" className="btn btn-quiet" onClick={() => setEditing(true)}>
              <Icon name="mail" />
              {t("confirm.editEmail.open")}
            </button>
          </div>
        </div>
      </div>
      <EditEmailDialog
        open={editing}
        onClose={() => setEditing(false)}
        onDone={(user) => {
          setEditing(false);
          setEmail(user.email);
          setBoxes(emptyCode());
          lastChecked.current = "";
          setNotice({ kind: "success", text: t("confirm.emailUpdated") });
          countdown.start(RESEND_SECONDS);
        }}
      />
    </section>
  );
}

export { ConfirmEmailPage as Component };
