import { sql, type SQL } from 'drizzle-orm';
import {
  VISIBLE_TO_CANDIDATE,
  VISIBLE_TO_COMPANY,
  type NoteVisibility,
} from '@portal/shared/applications/note-audience';

/** A note on a move and who reads it besides the agency. */
export interface MoveNote {
  nota: string | null;
  audiencia: NoteVisibility;
}

/** Who reads notes through a query: the agency reads them all; the others only those shared with them. */
export type NoteReader = 'agencia' | 'empresa' | 'candidato';

const shared: Record<Exclude<NoteReader, 'agencia'>, readonly NoteVisibility[]> = {
  empresa: VISIBLE_TO_COMPANY,
  candidato: VISIBLE_TO_CANDIDATE,
};

/**
 * The SQL condition that a note with this audience column may reach the reader (decision 0056): the
 * company's and the candidate's readers select notes through it, so an internal note never leaves
 * the database for them.
 */
export function noteVisibleTo(reader: NoteReader, audience: unknown): SQL {
  if (reader === 'agencia') return sql`true`;
  const list = sql.join(
    shared[reader].map((value) => sql`${value}`),
    sql`, `,
  );
  return sql`${audience} in (${list})`;
}

/** The note itself when the reader may read it, else null. */
export const noteFor = (reader: NoteReader, note: unknown, audience: unknown): SQL =>
  sql`case when ${noteVisibleTo(reader, audience)} then ${note} end`;
