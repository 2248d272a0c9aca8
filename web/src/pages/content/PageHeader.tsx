import type { ReactNode } from "react";

/**
 * The title band of an inner page: heading, optional lead and a line under
 * it (the date of a policy). `wide` aligns it with a full-width page below.
 */
export function PageHeader({
  title,
  lead,
  meta,
  wide,
}: {
  title: string;
  lead?: string;
  meta?: ReactNode;
  wide?: boolean;
}) {
  return (
    <header className="page-header">
      <div className={wide ? "container" : "container narrow"}>
        <h1>{title}</h1>
        {lead && <p className="lead">{lead}</p>}
        {meta && <p className="page-meta">{meta}</p>}
      </div>
    </header>
  );
}

/** A text of the catalogues with blank-line paragraph breaks, as paragraphs. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </>
  );
}
