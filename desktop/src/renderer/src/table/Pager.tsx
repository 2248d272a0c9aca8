import { Button, ButtonGroup, Spinner } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { pageButtons, rowRange } from "./rules";
import { PER_PAGE, type ListState } from "./useList";

/** Seven page buttons at most, previous and next, and which rows are shown of how many. */
export function Pager<Row, Tab extends string>({ list }: { list: ListState<Row, Tab> }) {
  const { t } = useTranslation();
  const current = list.params.page;
  const pageCount = list.page?.pageCount ?? 0;
  const range = rowRange(current, PER_PAGE, list.page?.rows.length ?? 0, list.page?.total ?? 0);

  return (
    <nav className="ipf-pager" aria-label={t("table.pages")}>
      <span className="ipf-pager-range" aria-live="polite">
        {list.page
          ? t("table.range", {
              first: range.first.toLocaleString("en-US"),
              last: range.last.toLocaleString("en-US"),
              total: range.total.toLocaleString("en-US"),
            })
          : null}
        {list.status === "loading" && list.page ? <Spinner size={14} className="ipf-pager-spinner" /> : null}
      </span>
      {pageCount > 1 ? (
        <ButtonGroup>
          <Button
            icon="chevron-left"
            aria-label={t("table.previous")}
            disabled={current === 0}
            onClick={() => list.setPage(current - 1)}
          />
          {pageButtons(current, pageCount).map((button) =>
            "page" in button ? (
              <Button
                key={button.page}
                text={button.page + 1}
                active={button.page === current}
                aria-current={button.page === current ? "page" : undefined}
                aria-label={t("table.page", { page: button.page + 1 })}
                onClick={() => list.setPage(button.page)}
              />
            ) : (
              <Button key={button.gap} text="…" disabled aria-hidden />
            ),
          )}
          <Button
            icon="chevron-right"
            aria-label={t("table.next")}
            disabled={current >= pageCount - 1}
            onClick={() => list.setPage(current + 1)}
          />
        </ButtonGroup>
      ) : null}
    </nav>
  );
}
