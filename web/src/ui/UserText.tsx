/**
 * Text a person typed (a name, an address line, a store, a description, a
 * ticket's subject) inside a line of the page: isolated in a `<bdi>`, so its
 * direction is that of its own first letter ("Thank you!" keeps its "!" at
 * the end on an Arabic page) and it reorders nothing around it. A block that
 * holds one such text alone takes `dir="auto"` instead (see ThreadMessage).
 */
export function UserText({ children, className }: { children: string; className?: string }) {
  return <bdi className={className}>{children}</bdi>;
}
