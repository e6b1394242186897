import type { Readable } from 'node:stream';
import { strToU8 } from 'fflate';
import { myDataMessages } from '@portal/shared/messages';
import type { StorageProvider } from '../../infra/storage/provider.js';
import { zipStream, type ZipEntry } from '../../lib/zip-stream.js';

/** Where the JSON says what became of a document's file. */
export interface FileNote {
  archivo: string | null;
  archivo_bytes: number | null;
  nota_archivo: string | null;
}

/** A stored file to put in the archive, and the document entry of the JSON that tells about it. */
export interface ExportFile {
  key: string;
  /** The document type's name: the file's folder in the archive. */
  folder: string;
  modified: Date;
  note: FileNote;
}

/** PDF, JPG and PNG are compressed already: deflating them again costs time and saves nothing. */
const STORED_AS_IS = /\.(pdf|jpe?g|png)$/i;

/** A folder or file name any unzip tool accepts: no separators, reserved or control characters. */
const safeName = (name: string) =>
  // eslint-disable-next-line no-control-regex
  name.replace(/[\u0000-\u001f<>:"/\\|?*]+/g, '-').trim() || 'documento';

/** `a.pdf`, then `a (2).pdf`, `a (3).pdf`…: two files of one type with the same name both fit. */
function unique(taken: Set<string>, path: string): string {
  const dot = path.lastIndexOf('.');
  const [stem, extension] = dot > path.lastIndexOf('/') ? [path.slice(0, dot), path.slice(dot)] : [path, ''];
  let name = path;
  for (let n = 2; taken.has(name); n++) name = `${stem} (${n})${extension}`;
  taken.add(name);
  return name;
}

/**
 * The files, one at a time as the download goes (each read from storage as a stream), under
 * `archivos/<tipo de documento>/<nombre>`; then `mis-datos.json`, last, so that it tells which files
 * are in the archive and which storage no longer had.
 */
async function* entries(
  json: unknown,
  files: ExportFile[],
  storage: StorageProvider,
): AsyncGenerator<ZipEntry> {
  const taken = new Set<string>();
  for (const file of files) {
    const opened = await storage.open(file.key);
    if (!opened) {
      file.note.nota_archivo = myDataMessages.fileMissing;
      continue;
    }
    const name = file.key.slice(file.key.lastIndexOf('/') + 1);
    const path = unique(taken, `archivos/${safeName(file.folder)}/${safeName(name)}`);
    Object.assign(file.note, { archivo: path, archivo_bytes: opened.size });
    yield { name: path, body: opened.stream, compress: !STORED_AS_IS.test(path), modified: file.modified };
  }
  yield { name: 'mis-datos.json', body: strToU8(JSON.stringify(json, null, 2)), compress: true };
}

export const archiveOf = (json: unknown, files: ExportFile[], storage: StorageProvider): Readable =>
  zipStream(entries(json, files, storage));
