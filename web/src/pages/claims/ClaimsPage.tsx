import { useState } from "react";
import { useTranslation } from "react-i18next";
import { claimsApi } from "../../api/claims";
import { useMessages } from "../../i18n/messages";
import { FormAlert } from "../../ui/Field";
import { useLoad } from "../../ui/useLoad";
import { ClaimState } from "../locker/ClaimDialog";
import { Pager } from "../../ui/Pager";

const PER_PAGE = 10;

/** The customer's claims, newest first, each with its state; a claim is filed from its shipped parcel. */
export function ClaimsPage() {
  const { t } = useTranslation();
  const { errorText } = useMessages();
  const [page, setPage] = useState(0);
  const list = useLoad((signal) => claimsApi.list(page, PER_PAGE, signal), [page]);
  const claims = list.data?.claims ?? [];
  const pages = Math.max(1, list.data?.pageCount ?? 1);
  return (
    <section className="container locker" aria-labelledby="claims-title">
      <h1 id="claims-title">{t("claims.listTitle")}</h1>
      {list.state === "failed" && <FormAlert>{errorText(list.error)}</FormAlert>}
      {list.state === "ready" && claims.length === 0 && <p className="empty-note">{t("claims.empty")}</p>}
      <ul className="claim-list">
        {claims.map((claim) => (
          <li key={claim._id} className="card claim-card">
            <h2 dir="ltr">{claim.packageId}</h2>
            <p>{t(`claims.kinds.${claim.kind}`)}</p>
            <ClaimState claim={claim} />
          </li>
        ))}
      </ul>
      <Pager page={page} pages={pages} onPage={setPage} />
    </section>
  );
}

export { ClaimsPage as Component };
