import { isImageLink } from "@ipf/shared/rules/attachments";
import type { SupportMessage } from "@ipf/shared/schemas/support";
import { useTranslation } from "react-i18next";
import { Icon } from "../../ui/Icon";

/**
 * One message of a ticket's thread: who wrote it and when, the parcel it
 * reports, its text and its attachment (a picture as a thumbnail, either
 * under the name it was sent with). The text is a paragraph of its own
 * direction (`dir="auto"`): a staff reply in English keeps its "!" at the
 * end in an Arabic thread, and an Arabic message reads right to left on an
 * English page.
 */
export function ThreadMessage({ entry, when }: { entry: SupportMessage; when: Intl.DateTimeFormat }) {
  const { t } = useTranslation();
  return (
    <li className={entry.isAdmin ? "bubble bubble-staff" : "bubble bubble-customer"}>
      <p className="bubble-who">
        {entry.isAdmin ? t("support.team") : t("support.you")}
        <time dateTime={entry.createdAt}>{when.format(new Date(entry.createdAt))}</time>
      </p>
      {entry.report && (
        <p>
          <span className="badge badge-accent">
            {t("support.reported", {
              kind: t(`locker.report.kinds.${entry.report.kind}`),
              packageId: entry.report.packageId,
            })}
          </span>
        </p>
      )}
      {entry.message && (
        <p className="bubble-text" dir="auto">
          {entry.message}
        </p>
      )}
      {entry.file && (
        <a
          href={entry.file}
          target="_blank"
          rel="noopener noreferrer"
          className={isImageLink(entry.file) ? "text-link bubble-file bubble-picture" : "text-link bubble-file"}
        >
          {isImageLink(entry.file) ? (
            // The name under the picture names the link; the picture adds nothing to read.
            <img className="bubble-thumb" src={entry.file} alt="" loading="lazy" />
          ) : (
            <Icon name="clip" />
          )}
          <bdi className="bubble-file-name">{entry.fileName ?? t("support.attachment")}</bdi>
        </a>
      )}
    </li>
  );
}
