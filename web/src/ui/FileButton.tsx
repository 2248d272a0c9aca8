import { useEffect, useRef } from "react";
import { Icon, IconButton } from "./Icon";

interface FileButtonProps {
  /** The button's text, e.g. "Attach a file". */
  label: string;
  /** The chosen file's remove button, for screen readers. */
  removeLabel: string;
  accept: string;
  /** The file chosen, shown by its name; null clears the input too. */
  file: File | null;
  onPick(file: File | undefined): void;
  id?: string;
  invalid?: boolean | undefined;
  /** The id of the message about the chosen file (why it is refused). */
  describedBy?: string | undefined;
}

/**
 * A file input drawn as one of the site's buttons, with the chosen file's name
 * and a button to remove it. The browser's own control speaks the browser's
 * language ("Choose File"), not the page's, and cannot be laid out right to left.
 */
export function FileButton({ label, removeLabel, accept, file, onPick, id, invalid, describedBy }: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  // Cleared (refused, removed or sent): the same file may be chosen again.
  useEffect(() => {
    if (!file && input.current) input.current.value = "";
  }, [file]);

  return (
    <>
      <label className="btn btn-ghost file-button">
        <Icon name="clip" />
        {label}
        <input
          ref={input}
          id={id}
          type="file"
          accept={accept}
          className="visually-hidden"
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => onPick(event.target.files?.[0])}
        />
      </label>
      {file && (
        <span className={invalid ? "chosen-file is-refused" : "chosen-file"}>
          <span dir="ltr">{file.name}</span>
          <IconButton label={removeLabel} icon={<Icon name="close" />} onClick={() => onPick(undefined)} />
        </span>
      )}
    </>
  );
}
