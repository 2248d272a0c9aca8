import { OverlayToaster, Position, type Toaster } from "@blueprintjs/core";

let toaster: Promise<Toaster> | undefined;

/**
 * Success messages of the back office ("Request was approved Successfully"),
 * a few seconds: at the bottom, in the middle, clear of the header's user
 * name and Sign out and of the page's own buttons in its corners.
 */
export function toast(message: string, intent: "success" | "warning" | "danger" = "success", timeout = 4000): void {
  toaster ??= OverlayToaster.create({ position: Position.BOTTOM, maxToasts: 3 });
  void toaster.then((instance) =>
    instance.show({ message, intent, icon: intent === "success" ? "tick-circle" : "warning-sign", timeout }),
  );
}
