import { Button, KeyComboTag, type IconName } from "@blueprintjs/core";
import type { KeyboardEvent } from "react";

/** The keydown of a form: Ctrl+Enter (⌘+Enter on a Mac) runs `send` from any of its fields. */
export function onCtrlEnter(send: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send();
    }
  };
}

/** The send shortcut, as the main button of a form shows it. */
export function SendCombo() {
  const mac = typeof navigator !== "undefined" && /Mac/i.test(navigator.platform);
  return <KeyComboTag combo={mac ? "mod+enter" : "ctrl+enter"} minimal className="ipf-combo" />;
}

/** The main button of a form that Ctrl+Enter sends: it submits the form, busy while it is sent, the shortcut shown. */
export function SendButton(props: { icon: IconName; text: string; loading: boolean; disabled?: boolean }) {
  return <Button type="submit" intent="primary" {...props} endIcon={<SendCombo />} />;
}
