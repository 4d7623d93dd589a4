import { splitHighlight } from './highlight';

/**
 * Text with the search terms in <mark>. Everything renders as React text nodes, so markup in a
 * title (or in the query) shows as characters and never runs.
 */
export function HighlightedText({ text, terms }: { text: string; terms: readonly string[] | undefined }) {
  if (!terms || terms.length === 0) return <>{text}</>;
  return (
    <>
      {splitHighlight(text, terms).map((part, index) =>
        part.match ? (
          <mark key={index} className="gd-highlight">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
