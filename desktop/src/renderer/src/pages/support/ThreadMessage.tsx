import { Icon } from "@blueprintjs/core";
import { isImageLink } from "@ipf/shared/rules/attachments";
import type { SupportMessage } from "@ipf/shared/schemas/support";
import { useTranslation } from "react-i18next";
import { PRIVATE_FILE, useAssetBase } from "../../ui/asset-url";
import { formatDateTime } from "../../ui/format";
import { UserText } from "../../ui/UserText";
import { ParcelReport } from "./ParcelReport";

/**
 * One message of a ticket's thread: its author and time, the parcel it
 * reports, its text and its attachment (a picture as a thumbnail, either
 * under the name it was sent with). The text is a paragraph of its own
 * direction (`dir="auto"`): a customer's Arabic message reads right to left
 * with its "!" at its end, and a reply in English stays left to right.
 */
export function ThreadMessage({ message, customer }: { message: SupportMessage; customer: string }) {
  const { t } = useTranslation();
  const base = useAssetBase();
  const link = message.file && base !== null ? `${base}${message.file}` : null;
  return (
    <li className={`ipf-message ${message.isAdmin ? "ipf-message-staff" : "ipf-message-customer"}`}>
      <div className="ipf-message-meta">
        <strong>{message.isAdmin ? t("support.fromStaff") : <UserText>{customer}</UserText>}</strong>
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
      </div>
      {message.report ? <ParcelReport report={message.report} /> : null}
      {message.message ? (
        <p className="ipf-message-text" dir="auto">
          {message.message}
        </p>
      ) : null}
      {link ? (
        <a
          href={link}
          target="_blank"
          rel="noreferrer noopener"
          className={isImageLink(link) ? "ipf-message-file ipf-message-picture" : "ipf-message-file"}
        >
          {isImageLink(link) ? (
            // The name under the picture names the link; the picture adds nothing to read.
            <img src={link} crossOrigin={PRIVATE_FILE} alt="" loading="lazy" />
          ) : (
            <Icon icon="document" />
          )}
          <bdi className="ipf-message-file-name">{message.fileName ?? t("support.attachment")}</bdi>
        </a>
      ) : null}
    </li>
  );
}
