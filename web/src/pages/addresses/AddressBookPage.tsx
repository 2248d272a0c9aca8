import { countryName } from "@ipf/shared/data/countries";
import { formatAddressTitle } from "@ipf/shared/format";
import { isolate } from "@ipf/shared/rules/bidi";
import type { Address } from "@ipf/shared/schemas/addresses";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { accountApi } from "../../api/account";
import { useLang } from "../../app/useLang";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { Icon } from "../../ui/Icon";
import { useToast } from "../../ui/Toast";
import { LoadNotice } from "../../ui/LoadNotice";
import { LockerHeading } from "../../ui/LockerHeading";
import { useLoad } from "../../ui/useLoad";
import { AddressDialog } from "./AddressDialog";

/** The address book: cards with edit and delete, and the add dialog. */
export function AddressBookPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { toast, show } = useToast();
  const book = useLoad((signal) => accountApi.addresses(signal), []);
  const [editing, setEditing] = useState<Address | "new" | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const addresses = book.data?.addresses ?? [];

  const done = (message: string) => {
    setEditing(null);
    setDeleting(null);
    show(message);
    book.reload();
  };

  return (
    <section className="container locker" aria-labelledby="book-title">
      <LockerHeading
        id="book-title"
        title={t("pages.addressBook")}
        lead={t("addressBook.lead")}
        addLabel={t("addressBook.add")}
        onAdd={() => setEditing("new")}
      />
      <LoadNotice load={book} empty={addresses.length === 0} emptyText={t("addressBook.empty")} />
      <ul className="tile-grid">
        {addresses.map((address) => (
          <li key={address._id} className="card address-entry">
            <h2>{formatAddressTitle(address.title, lang)}</h2>
            <address dir="ltr" lang="en">
              <span>{address.name}</span>
              <span>{address.addressLineOne}</span>
              {address.addressLineTwo && <span>{address.addressLineTwo}</span>}
              <span>
                {address.zip} {address.city}
              </span>
              <span lang={lang}>{countryName(address.country, lang)}</span>
              <span>{address.phone}</span>
            </address>
            {address.nationalID && (
              <p className="address-id">{t("addressBook.nationalIDLine", { id: isolate(address.nationalID) })}</p>
            )}
            <div className="address-actions">
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(address)}>
                <Icon name="edit" />
                {t("addressBook.edit")}
                <span className="visually-hidden">{formatAddressTitle(address.title, lang)}</span>
              </button>
              <button
                type="button"
                className="btn btn-ghost btn-sm btn-danger-text"
                onClick={() => setDeleting(address)}
              >
                <Icon name="trash" />
                {t("addressBook.delete")}
                <span className="visually-hidden">{formatAddressTitle(address.title, lang)}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      {editing && (
        <AddressDialog
          address={editing === "new" ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={(_address, message) => done(message)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t("addressBook.deleteTitle")}
          text={t("addressBook.deleteText", { title: formatAddressTitle(deleting.title, lang) })}
          confirmLabel={t("addressBook.deleteConfirm")}
          action={async () => {
            await accountApi.deleteAddress(deleting._id);
            return t("addressBook.deleted");
          }}
          onClose={() => setDeleting(null)}
          onDone={done}
        />
      )}
      {toast}
    </section>
  );
}

export { AddressBookPage as Component };
