import { FileInput, FormGroup } from "@blueprintjs/core";
import { useState } from "react";

/** A file picked for a form, and what is wrong with it. */
export interface CheckedFile {
  /** The file picked; null when none is, or when the one picked was refused. */
  file: File | null;
  /** Why the file picked was refused, as the screen says it. */
  error: string | null;
  pick: (picked: File | null) => void;
}

/** A file field's state: each file picked is checked at once by `problemOf` (its message, or null). */
export function useCheckedFile(problemOf: (file: File) => string | null): CheckedFile {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  return {
    file,
    error,
    pick(picked) {
      const problem = picked ? problemOf(picked) : null;
      setError(problem);
      setFile(problem ? null : picked);
    },
  };
}

/**
 * A labelled file field (a receipt, a scan): the file's name once picked,
 * and a refused file's reason in place of the help.
 */
export function CheckedFileField(props: {
  id: string;
  label: string;
  help: string;
  /** What the field says before a file is picked. */
  placeholder: string;
  buttonText?: string;
  accept: string;
  picked: CheckedFile;
}) {
  const { id, picked } = props;
  return (
    <FormGroup
      label={props.label}
      labelFor={id}
      helperText={picked.error ?? props.help}
      intent={picked.error ? "danger" : "none"}
    >
      <FileInput
        fill
        text={picked.file?.name ?? props.placeholder}
        buttonText={props.buttonText}
        inputProps={{ id, accept: props.accept }}
        onInputChange={(event) => picked.pick(event.currentTarget.files?.[0] ?? null)}
      />
    </FormGroup>
  );
}
