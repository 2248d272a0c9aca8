import type { ContentCatalogue } from "@ipf/shared/i18n/content/en";
import { useTranslation } from "react-i18next";
import { PageHeader, Paragraphs } from "./PageHeader";

type DocumentKey = "legal" | "privacy" | "terms";
type SectionKey<K extends DocumentKey> = keyof ContentCatalogue[K]["sections"] & string;

/** Legal information, privacy policy and terms: a dated document of titled sections, with a table of contents. */
export function LegalDocument<K extends DocumentKey>({
  doc,
  title,
  sections,
}: {
  doc: K;
  title: string;
  sections: readonly SectionKey<K>[];
}) {
  const { t } = useTranslation("content");
  // The keys are checked by the generic above; i18next's own typing cannot follow a computed document key.
  const text = (key: string) => t(`${doc}.${key}` as "legal.updated");
  const intro = doc === "legal" ? undefined : text("intro");
  return (
    <>
      <PageHeader title={title} lead={intro} meta={text("updated")} />
      <section className="section section-tight" aria-label={title}>
        <div className="container narrow legal">
          <nav className="toc" aria-labelledby={`${doc}-toc`}>
            <h2 id={`${doc}-toc`} className="toc-title">
              {t("contents", { ns: "translation" })}
            </h2>
            <ol>
              {sections.map((key) => (
                <li key={key}>
                  <a href={`#${doc}-${key}`}>{text(`sections.${key}.title`)}</a>
                </li>
              ))}
            </ol>
          </nav>
          {sections.map((key) => (
            <section key={key} id={`${doc}-${key}`} className="legal-section" aria-labelledby={`${doc}-${key}-title`}>
              <h2 id={`${doc}-${key}-title`}>{text(`sections.${key}.title`)}</h2>
              <Paragraphs text={text(`sections.${key}.body`)} />
            </section>
          ))}
        </div>
      </section>
    </>
  );
}
