import { useTranslation } from "react-i18next";

/** Previous and next under a list of the customer area's pages (`page` counts from 0); nothing for one page. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const label = t("transactions.page", { page: page + 1, pages });
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="btn btn-ghost btn-sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {t("transactions.previous")}
      </button>
      <span>{label}</span>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        disabled={page + 1 >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t("transactions.next")}
      </button>
    </nav>
  );
}
