import { act } from "react";
import { settle } from "./root";

/**
 * Reading and driving what a component test drew, as a person would: the
 * buttons by their text, the open dialog's text, typing and clicking.
 */

/** The first button whose text holds `text`. */
export const button = (text: string) =>
  [...document.querySelectorAll("button")].find((b) => b.textContent?.includes(text));

/** The open dialog's whole text; "" when none is open. */
export const dialogText = () => document.querySelector(".bp6-dialog")?.textContent ?? "";

/** Sets a box's value the way typing does (through its own setter), so React sees the input. */
export async function type(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, "value")!.set!.call(element, value);
    element.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

/** Clicks, then lets what the click started run. */
export async function click(element: HTMLElement | undefined | null) {
  await act(async () => element!.click());
  await settle();
}
