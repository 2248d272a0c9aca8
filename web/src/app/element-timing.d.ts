import "react";

// The Element Timing API's attribute (Chromium): the browser records when the element was first painted.
declare module "react" {
  interface HTMLAttributes<T> {
    elementtiming?: string;
  }
}
