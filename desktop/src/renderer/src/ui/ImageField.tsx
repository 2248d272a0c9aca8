import { FileInput } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { describedBy, FieldGroup } from "./FieldGroup";

/**
 * A labelled picker of one image (a logo, a flag, a post's picture): the
 * chosen file's name on the button, its message in place of the helper text.
 * The screen checks the file (`checkImage`) and keeps it.
 */
export function ImageField({
  id,
  label,
  file,
  choose,
  message,
  helper,
  onChoose,
}: {
  id: string;
  label: ReactNode;
  /** The file chosen, if any. */
  file: { name: string } | null;
  /** The button's text while no file is chosen. */
  choose: string;
  message: string | undefined;
  helper: ReactNode;
  onChoose: (file: File | null) => void;
}) {
  return (
    <FieldGroup id={id} label={label} message={message} helper={helper}>
      <FileInput
        fill
        text={file?.name ?? choose}
        hasSelection={Boolean(file)}
        inputProps={{ id, accept: "image/*", ...describedBy(id, message) }}
        onInputChange={(event) => onChoose((event.target as HTMLInputElement).files?.[0] ?? null)}
      />
    </FieldGroup>
  );
}
