/**
 * The Markdown a contract template is written in, as blocks a PDF page lays out: headings (# and ##),
 * paragraphs (soft line breaks joined, as Markdown does) and "- " list items, with **bold** runs. The
 * templates use nothing else; any other mark stays as typed, so nothing a template says is lost.
 */

export interface TextRun {
  text: string;
  bold: boolean;
}

export type Block =
  | { kind: 'heading'; level: 1 | 2; runs: TextRun[] }
  | { kind: 'paragraph'; runs: TextRun[] }
  | { kind: 'item'; runs: TextRun[] };

/** "a **b** c" → [a ][b, bold][ c]; an unpaired ** stays as text. */
export function runsOf(text: string): TextRun[] {
  const parts = text.split('**');
  if (parts.length % 2 === 0) return [{ text, bold: false }];
  return parts.flatMap((part, i) => (part ? [{ text: part, bold: i % 2 === 1 }] : []));
}

export function markdownBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const closeParagraph = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', runs: runsOf(paragraph.join(' ')) });
    paragraph = [];
  };
  for (const line of markdown
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((raw) => raw.trim())) {
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (!line) closeParagraph();
    else if (heading) {
      closeParagraph();
      blocks.push({ kind: 'heading', level: heading[1]!.length === 1 ? 1 : 2, runs: runsOf(heading[2]!) });
    } else if (/^[-*]\s+/.test(line)) {
      closeParagraph();
      blocks.push({ kind: 'item', runs: runsOf(line.replace(/^[-*]\s+/, '')) });
    } else paragraph.push(line);
  }
  closeParagraph();
  return blocks;
}
