/**
 * Text a customer typed (a name, a store, a description), inside a line of
 * the back office: isolated in a `<bdi>`, so an Arabic name reads right to
 * left with its punctuation in place and reorders nothing around it. A block
 * holding one such text alone takes `dir="auto"` instead (the table kit's
 * cells, a thread's messages).
 */
export function UserText({ children, className }: { children: string; className?: string }) {
  return <bdi className={className}>{children}</bdi>;
}
