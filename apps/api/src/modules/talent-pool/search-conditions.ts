import { sql, type SQL } from 'drizzle-orm';
import type { PoolSearchQuery } from '@portal/shared/talent-pool/search';
import { foldText } from '@portal/shared/text';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';

/** The words of a search, folded like the pool's text; at most 8, only [a-z0-9] (never tsquery syntax). */
export function searchWords(q: string | undefined): string[] {
  return q
    ? foldText(q)
        .split(/[^a-z0-9]+/)
        .filter(Boolean)
        .slice(0, 8)
    : [];
}

/** A word of the search and the pool's words close to it that its prefix does not reach. */
export interface SearchTerm {
  word: string;
  similar: string[];
}

/** From 4 letters a word is typo tolerant; a number (a document) is not: one digit off is another person. */
const typoTolerant = (word: string) => word.length >= 4 && /[a-z]/.test(word);
/** The closest words kept for one typed word. */
const SIMILAR_WORDS = 20;

/**
 * The search's words, each with the pool's words close to it. A word matches by prefix ("montac" →
 * "montacarguista", the tsvector index) or, when typo tolerant, by any word of the pool whose trigram
 * word similarity to it passes pg_trgm's threshold ("montacargista" → "montacarguista"): those are
 * looked up in `candidatos_pool_palabras` (a trigram index over the pool's distinct words) and then
 * searched in the tsvector index like the prefix, never compared with every candidate's text.
 */
export async function searchTerms(db: Db, q: string | undefined): Promise<SearchTerm[]> {
  const words = searchWords(q);
  const tolerant = words.filter(typoTolerant);
  const similar = new Map<string, string[]>();
  if (tolerant.length > 0) {
    const rows = await queryRows<{ word: string; similar: string[] }>(
      db,
      sql`select w.word, array(
            select k.palabra from candidatos_pool_palabras k
            where w.word <% k.palabra and not starts_with(k.palabra, w.word)
            order by word_similarity(w.word, k.palabra) desc, k.palabra
            limit ${SIMILAR_WORDS}) as similar
          from unnest(${`{${tolerant.join(',')}}`}::text[]) as w(word)`,
    );
    for (const row of rows) similar.set(row.word, row.similar);
  }
  return words.map((word) => ({ word, similar: similar.get(word) ?? [] }));
}

const tsquery = (query: string) => sql`p.busqueda @@ to_tsquery('simple', ${query})`;
const prefix = (word: string) => `${word}:*`;

/** Every word, by its prefix or one of its close words. The pool's words are [a-z] only. */
const matching = (terms: SearchTerm[]) =>
  tsquery(
    terms
      .map(({ word, similar }) =>
        similar.length > 0 ? `(${[prefix(word), ...similar].join(' | ')})` : prefix(word),
      )
      .join(' & '),
  );

/**
 * 'relevancia' in tiers: every word whole, then every word by prefix, then by a close word (a typo);
 * the most recently active first within a tier. Each is a condition on `candidatos_pool p` that
 * excludes the tiers before it.
 */
export function relevanceTiers(terms: SearchTerm[]): SQL[] {
  const whole = tsquery(terms.map(({ word }) => word).join(' & '));
  const prefixed = tsquery(terms.map(({ word }) => prefix(word)).join(' & '));
  return [whole, sql`${prefixed} and not ${whole}`, sql`not ${prefixed}`];
}

/**
 * The filters of the pool's search as conditions on `candidatos_pool p`, one list for the page, the
 * count and the export. Only candidates whose authorization of treatment stands are in the pool.
 */
export function poolConditions(query: PoolSearchQuery, today: string, terms: SearchTerm[]): SQL {
  const where: SQL[] = [sql`p.tratamiento`];
  if (terms.length > 0) where.push(matching(terms));
  if (query.ciudad !== undefined)
    where.push(
      query.cercanas
        ? sql`p.departamento = (select departamento from ciudades where id_ciudad = ${query.ciudad})`
        : sql`p.id_ciudad = ${query.ciudad}`,
    );
  if (query.categoria !== undefined) where.push(sql`p.categorias @> array[${query.categoria}]::int[]`);
  if (query.documentos) where.push(sql`p.documentos_listos_hasta >= ${today}::date`);
  if (query.disponibilidad) where.push(sql`p.disponibilidad = ${query.disponibilidad}`);
  if (query.actividad)
    where.push(sql`p.ultima_actividad >= now() - make_interval(days => ${query.actividad}::int)`);
  if (query.contactables) where.push(sql`p.acepta_alertas`);
  if (query.contratados)
    where.push(query.contratados === 'si' ? sql`p.contrataciones > 0` : sql`p.contrataciones = 0`);
  if (query.misiones === 'en_mision') where.push(sql`p.en_mision_hasta is not null`);
  if (query.misiones === 'con_historial') where.push(sql`p.misiones > 0 and p.en_mision_hasta is null`);
  if (query.misiones === 'sin_misiones') where.push(sql`p.misiones = 0`);
  return sql.join(where, sql` and `);
}
