import { z } from 'zod';

/**
 * Who reads a note or comment on an application (Ley 1581, decision 0056). Each is chosen where it
 * is written; internal by default. `todos` is only reached by forwarding a company's note to the
 * candidate: nobody writes it directly.
 */
export const NOTE_AUDIENCES = ['interna', 'empresa', 'candidato'] as const;
export type NoteAudience = (typeof NOTE_AUDIENCES)[number];
export const NOTE_VISIBILITIES = [...NOTE_AUDIENCES, 'todos'] as const;
export type NoteVisibility = (typeof NOTE_VISIBILITIES)[number];

/** The audience a writer chooses: omitted means internal. */
export const noteAudienceSchema = z
  .enum(NOTE_AUDIENCES, 'Elige quién puede leer la nota: interna, la empresa o el candidato.')
  .default('interna');

/** The choice as the writer sees it. */
export const noteAudienceOptions: Record<NoteAudience, string> = {
  interna: 'Interna (solo la agencia)',
  empresa: 'Compartida con la empresa',
  candidato: 'Compartida con el candidato',
};

/** The label beside a note wherever staff read it. */
export const noteVisibilityLabels: Record<NoteVisibility, string> = {
  interna: 'Interna',
  empresa: 'Compartida con la empresa',
  candidato: 'Compartida con el candidato',
  todos: 'Compartida con la empresa y el candidato',
};

/** Who reads each visibility besides the agency; the readers' SQL uses the same lists. */
export const VISIBLE_TO_COMPANY: readonly NoteVisibility[] = ['empresa', 'todos'];
export const VISIBLE_TO_CANDIDATE: readonly NoteVisibility[] = ['candidato', 'todos'];

/** The visibility a note reaches once staff forward it to the candidate. */
export const forwardedToCandidate = (current: NoteVisibility): NoteVisibility =>
  current === 'empresa' || current === 'todos' ? 'todos' : 'candidato';
