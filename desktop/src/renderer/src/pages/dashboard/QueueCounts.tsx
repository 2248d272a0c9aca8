import { Classes, Icon, Spinner } from "@blueprintjs/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useLiveEvents } from "../../live/LiveProvider";
import { useSession, useStaff } from "../../session";
import { queuesFor, type Queue } from "./queues";

type Counts = Partial<Record<Queue["id"], number | "failed">>;

/** The requests waiting in each queue the staff member works from, each a link to it, kept live. */
export function QueueCounts() {
  const { t } = useTranslation();
  const { api } = useSession();
  const staff = useStaff();
  const queues = queuesFor(staff.groupId);
  const [counts, setCounts] = useState<Counts>({});
  const alive = useRef(true);

  const refresh = useCallback(
    (only?: Queue[]) => {
      for (const queue of only ?? queuesFor(staff.groupId)) {
        queue.count(api).then(
          (count) => alive.current && setCounts((current) => ({ ...current, [queue.id]: count })),
          () => alive.current && setCounts((current) => ({ ...current, [queue.id]: "failed" })),
        );
      }
    },
    [api, staff.groupId],
  );

  useEffect(() => {
    alive.current = true;
    refresh();
    return () => {
      alive.current = false;
    };
  }, [refresh]);

  const events = [...new Set(queues.flatMap((queue) => queue.events))];
  useLiveEvents(events, () => refresh(), 500);

  if (queues.length === 0) return null;
  return (
    <>
      <h2 className="ipf-subheading">{t("dashboard.queues")}</h2>
      <ul className="ipf-tiles ipf-queue-tiles" aria-label={t("dashboard.queues")}>
        {queues.map((queue) => {
          const count = counts[queue.id];
          return (
            <li key={queue.id}>
              <Link
                className={`${Classes.CARD} ${Classes.INTERACTIVE} ipf-tile ipf-queue-tile`}
                to={queue.href}
                data-testid={`queue-${queue.id}`}
              >
                <Icon icon={queue.icon} size={20} className="ipf-tile-icon" />
                <span className="ipf-queue-name">{t(`dashboard.queue.${queue.id}`)}</span>
                <span className="ipf-queue-count" aria-live="polite">
                  {count === undefined ? (
                    <Spinner size={16} aria-label={t("table.loading")} />
                  ) : count === "failed" ? (
                    <span title={t("dashboard.countFailed")}>—</span>
                  ) : (
                    count.toLocaleString("en-US")
                  )}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}
