import "react";

// The Element Timing API's attribute (Chromium): the browser records when the element was first painted.
declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merging needs React's own type parameter
  interface HTMLAttributes<T> {
    elementtiming?: string;
  }
}
