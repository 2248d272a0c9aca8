import { ButtonGroup, Spinner } from "@blueprintjs/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { PlainButton } from "./PlainButton";
import { pageButtons, rowRange } from "./rules";
import { PER_PAGE, wholeNumber, type ListState } from "./useList";

/** How long a load runs before the pager shows a spinner: a page turn that answers sooner does not flicker. */
const SPINNER_AFTER_MS = 250;

/** True once `on` has held for `delayMs`; false again as soon as it ends. */
function useLasting(on: boolean, delayMs: number): boolean {
  const [lasted, setLasted] = useState(false);
  useEffect(() => {
    if (!on) {
      setLasted(false);
      return;
    }
    const timer = setTimeout(() => setLasted(true), delayMs);
    return () => clearTimeout(timer);
  }, [on, delayMs]);
  return on && lasted;
}

/** Seven page buttons at most, previous and next, and which rows are shown of how many. */
export function Pager<Row, Tab extends string>({ list }: { list: ListState<Row, Tab> }) {
  const { t } = useTranslation();
  const current = list.params.page;
  const pageCount = list.page?.pageCount ?? 0;
  const slow = useLasting(list.status === "loading" && list.page !== null, SPINNER_AFTER_MS);
  const range = rowRange(current, PER_PAGE, list.page?.rows.length ?? 0, list.page?.total ?? 0);

  return (
    <nav className="ipf-pager" aria-label={t("table.pages")}>
      <span className="ipf-pager-range" aria-live="polite">
        {list.page
          ? t(list.page.capped ? "table.rangeCapped" : "table.range", {
              first: wholeNumber(range.first),
              last: wholeNumber(range.last),
              total: wholeNumber(range.total),
            })
          : null}
        {slow ? <Spinner size={14} className="ipf-pager-spinner" /> : null}
      </span>
      {pageCount > 1 ? (
        <ButtonGroup>
          <PlainButton
            icon="chevron-left"
            aria-label={t("table.previous")}
            disabled={current === 0}
            onClick={() => list.setPage(current - 1)}
            onIntent={() => list.readPage(current - 1)}
          />
          {pageButtons(current, pageCount).map((button) =>
            "page" in button ? (
              <PlainButton
                key={button.page}
                text={button.page + 1}
                active={button.page === current}
                aria-current={button.page === current ? "page" : undefined}
                aria-label={t("table.page", { page: button.page + 1 })}
                onClick={() => list.setPage(button.page)}
                onIntent={() => list.readPage(button.page)}
              />
            ) : (
              <PlainButton key={button.gap} text="…" disabled aria-hidden />
            ),
          )}
          <PlainButton
            icon="chevron-right"
            aria-label={t("table.next")}
            disabled={current >= pageCount - 1}
            onClick={() => list.setPage(current + 1)}
            onIntent={() => list.readPage(current + 1)}
          />
        </ButtonGroup>
      ) : null}
    </nav>
  );
}
