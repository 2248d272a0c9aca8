import { useTranslation } from "react-i18next";

/** The head row of a parcel's contents table; `madeIn` adds the country of origin. */
export function ContentsHead({ madeIn = false }: { madeIn?: boolean }) {
  const { t } = useTranslation();
  return (
    <thead>
      <tr>
        <th scope="col">{t("locker.details.description")}</th>
        <th scope="col">{t("locker.details.quantity")}</th>
        <th scope="col">{t("locker.details.price")}</th>
        {madeIn && <th scope="col">{t("locker.details.madeIn")}</th>}
      </tr>
    </thead>
  );
}
