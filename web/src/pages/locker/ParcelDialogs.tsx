import type { Parcel } from "../../api/parcels";
import type { OutcomeDialogProps } from "../../ui/Dialog";
import { CancelDialog } from "./CancelDialog";
import { ClaimDialog } from "./ClaimDialog";
import { DetailsDialog } from "./DetailsDialog";
import type { ParcelDialogKind } from "./ParcelCard";
import { PayDialog } from "./PayDialog";
import { ReportDialog } from "./ReportDialog";
import { AssembleDialog, DisassembleDialog, ModifyDialog, PhotoRequestDialog } from "./RequestDialogs";
import { ShipDialog } from "./ShipDialog";
import { ServicesDialog } from "./ServicesDialog";

export interface OpenDialog {
  kind: ParcelDialogKind;
  parcel: Parcel;
}

/** The one dialog open on a list of parcels, by kind. */
export function ParcelDialogs({
  open,
  parcels,
  onClose,
  onDone,
}: {
  open: OpenDialog | null;
  /** The locker, for the assemble dialog's choice. */ parcels: readonly Parcel[];
} & OutcomeDialogProps<string>) {
  if (!open) return null;
  const props = { parcel: open.parcel, onClose, onDone };
  switch (open.kind) {
    case "details":
      return <DetailsDialog parcel={open.parcel} onClose={onClose} />;
    case "tracking":
      return <DetailsDialog parcel={open.parcel} onClose={onClose} showTracking />;
    case "modify":
      return <ModifyDialog {...props} />;
    case "photos":
      return <PhotoRequestDialog {...props} />;
    case "assemble":
      return <AssembleDialog {...props} parcels={parcels} />;
    case "disassemble":
      return <DisassembleDialog {...props} />;
    case "ship":
      return <ShipDialog {...props} />;
    case "pay":
      return <PayDialog {...props} />;
    case "report":
      return <ReportDialog {...props} />;
    case "claim":
      return <ClaimDialog parcel={open.parcel} onClose={onClose} />;
    case "services":
      return <ServicesDialog parcel={open.parcel} onClose={onClose} />;
    case "cancelApproval":
      return <CancelDialog target={{ kind: "approval", parcel: open.parcel }} onClose={onClose} onDone={onDone} />;
  }
}
