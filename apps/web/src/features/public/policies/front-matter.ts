export interface FrontMatterResult {
  /** The key: value pairs of the leading block; empty when there was none. */
  data: Record<string, string>;
  /** The text without the block. */
  body: string;
}

const FENCE = /^---[ \t]*$/;
const ENTRY = /^([A-Za-z0-9_-]+)[ \t]*:[ \t]*(.*?)[ \t]*$/;

function unquote(value: string): string {
  const quoted = /^(["'])(.*)\1$/.exec(value);
  return quoted ? (quoted[2] ?? '') : value;
}

/**
 * Splits a leading front-matter block (`---`, key: value lines, `---`) from a text (spec §2).
 * Anything else that starts with `---` (a thematic break, a block with other lines, a block that never
 * closes) is body text and is returned untouched.
 */
export function splitFrontMatter(text: string): FrontMatterResult {
  const source = text.replace(/^\uFEFF/, '');
  const lines = source.split(/\r?\n/);
  if (!FENCE.test(lines[0] ?? '')) return { data: {}, body: text };

  const data: Record<string, string> = {};
  for (let index = 1; index < lines.length; index++) {
    const line = lines[index] ?? '';
    if (FENCE.test(line)) {
      const body = lines.slice(index + 1).join('\n');
      return { data, body: body.replace(/^(?:[ \t]*\n)+/, '') };
    }
    if (line.trim() === '') continue;
    const entry = ENTRY.exec(line);
    if (!entry) return { data: {}, body: text };
    data[entry[1] as string] = unquote(entry[2] ?? '');
  }
  return { data: {}, body: text };
}
