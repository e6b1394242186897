/** Splits plain text at its blank lines: one entry per paragraph, without empty ones. */
export const paragraphsOf = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/**
 * Plain text typed in a textarea, shown as it was written: a paragraph per blank-line block, single
 * line breaks kept. Always React text, never HTML, so what staff type cannot inject markup.
 */
export function Paragraphs({ text }: { text: string }) {
  return paragraphsOf(text).map((paragraph, index) => (
    <p key={index} className="whitespace-pre-line">
      {paragraph}
    </p>
  ));
}
