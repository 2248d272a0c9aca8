import type { Handled, HandledActor } from "@ipf/shared/schemas/handled";
import { groupName, i18next } from "../i18n";
import { formatDate, formatDateTime } from "./format";

/** "14:02" on the day it happened, "2026-11-24 14:02" after; in the desk's time zone. */
export function handledTime(iso: string, now: Date = new Date()): string {
  const full = formatDateTime(iso);
  return formatDate(iso) === formatDate(now.toISOString()) ? full.slice(-5) : full;
}

function who(by: HandledActor | null): string {
  if (!by) return i18next.t("dialog.handledBy.unknown");
  if (by.kind === "customer") return i18next.t("dialog.handledBy.customer");
  return i18next.t("dialog.handledBy.staff", { name: by.name, group: groupName(by.groupId) });
}

/**
 * What the desk that lost a race is told: what became of the request, who
 * did it and when ("The customer cancelled this request at 14:02.").
 */
export function handledMessage(handled: Handled, now: Date = new Date()): string {
  return i18next.t(`dialog.handled.${handled.state}`, { who: who(handled.by), time: handledTime(handled.at, now) });
}
