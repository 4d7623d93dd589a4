import * as COPY from '@growday/contracts/copy';
import { type TermsDocument } from '@growday/contracts/client';
import styles from './terms-document.module.css';

/** A terms page's body: title, effective date, summary, contents and the numbered sections. */
export function TermsDocumentView({ document }: { document: TermsDocument }) {
  return (
    <article className={styles.terms}>
      <h1 className="gd-page-head__title">{document.title}</h1>
      <p className={styles.date}>
        <time dateTime={document.effectiveDate}>{COPY.terms.effectiveDate(document.effectiveDate)}</time>
      </p>
      <p className={styles.summary}>{document.summary}</p>
      <nav className={styles.toc} aria-labelledby="gd-terms-toc">
        <h2 id="gd-terms-toc">{COPY.terms.contents}</h2>
        <ol>
          {document.sections.map((section, index) => (
            <li key={section.heading}>
              <a href={`#gd-terms-${index + 1}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section, index) => (
        <section key={section.heading} id={`gd-terms-${index + 1}`} className={styles.section}>
          <h2>{section.heading}</h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items ? (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
