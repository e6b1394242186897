import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

const require = createRequire(import.meta.url);
const fontFile = (name: string) => require.resolve(`dejavu-fonts-ttf/ttf/${name}`);

let files: Promise<{ regular: Buffer; bold: Buffer }> | undefined;
/** DejaVu Sans, read once: it has every letter Spanish needs (á, ñ, ü, ¿, ¡) and the peso sign. */
const fontFiles = () =>
  (files ??= Promise.all([
    readFile(fontFile('DejaVuSans.ttf')),
    readFile(fontFile('DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold })));

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** The two fonts embedded in the document, subset to the letters it uses (a contract stays small). */
export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  doc.registerFontkit(fontkit);
  const { regular, bold } = await fontFiles();
  return {
    regular: await doc.embedFont(regular, { subset: true }),
    bold: await doc.embedFont(bold, { subset: true }),
  };
}
