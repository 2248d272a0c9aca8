import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { backspaceFrom, CODE_LENGTH, typeInto } from "./codeInput";

interface CodeBoxesProps {
  boxes: readonly string[];
  onChange: (boxes: string[]) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** Bumped by the page to put focus back in the first box (after a wrong code). */
  focusKey?: number;
}

/**
 * Six single-character boxes: focus moves on as digits are typed, back on
 * Backspace, and a pasted code fills them all. The group is labelled; each
 * box says which digit it holds.
 */
export function CodeBoxes({ boxes, onChange, disabled, invalid, describedBy, focusKey }: CodeBoxesProps) {
  const { t } = useTranslation();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => {
    const input = inputs.current[index];
    input?.focus();
    input?.select();
  };

  useEffect(() => {
    if (focusKey !== undefined) inputs.current[0]?.focus();
  }, [focusKey]);

  const apply = (result: { boxes: string[]; focus: number }) => {
    onChange(result.boxes);
    // Focus moves at once, so a fast typist's next digit lands in the next box;
    // the selection waits for React to write the new digit.
    inputs.current[result.focus]?.focus();
    requestAnimationFrame(() => inputs.current[result.focus]?.select());
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    // Arrow keys follow the boxes on screen: in Arabic the first box is on the right, but the code reads left to right.
    if (event.key === "Backspace") {
      event.preventDefault();
      apply(backspaceFrom(boxes, index));
    } else if (event.key === "ArrowLeft" && index > 0) {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === "ArrowRight" && index < CODE_LENGTH - 1) {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    apply(typeInto(boxes, index, event.clipboardData.getData("text")));
  };

  return (
    <div
      className={`code-boxes${invalid ? " has-error" : ""}`}
      role="group"
      aria-label={t("confirm.codeLabel")}
      aria-describedby={describedBy}
      dir="ltr"
    >
      {boxes.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            inputs.current[index] = element;
          }}
          className="code-box"
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? "one-time-code" : "off"}
          // One digit shows; a paste or an autofill of the whole code still arrives whole.
          maxLength={index === 0 ? CODE_LENGTH : 1}
          aria-label={t("confirm.digit", { n: index + 1, total: CODE_LENGTH })}
          aria-invalid={invalid ? true : undefined}
          disabled={disabled}
          value={digit}
          onChange={(event) =>
            apply(typeInto(boxes, index, event.target.value.replace(digit, "") || event.target.value))
          }
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
