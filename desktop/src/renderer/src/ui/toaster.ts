import { OverlayToaster, Position, type Toaster } from "@blueprintjs/core";

let toaster: Promise<Toaster> | undefined;

/** Success messages of the back office ("Request was approved Successfully"): top right, a few seconds. */
export function toast(message: string, intent: "success" | "warning" | "danger" = "success", timeout = 4000): void {
  toaster ??= OverlayToaster.create({ position: Position.TOP_RIGHT, maxToasts: 3 });
  void toaster.then((instance) =>
    instance.show({ message, intent, icon: intent === "success" ? "tick-circle" : "warning-sign", timeout }),
  );
}
