import { sql, type SQL } from 'drizzle-orm';
import type { PoolSearchQuery } from '@portal/shared/talent-pool/search';
import { foldText } from '@portal/shared/text';

/** The words of a search, folded like the pool's text; at most 8, only [a-z0-9] (never tsquery syntax). */
export function searchWords(q: string | undefined): string[] {
  return q
    ? foldText(q)
        .split(/[^a-z0-9]+/)
        .filter(Boolean)
        .slice(0, 8)
    : [];
}

/**
 * One word matches by prefix ("montac" → "montacarguista", the tsvector index) or, from 4 letters,
 * by trigram word similarity ("montacargista" → "montacarguista", typo tolerant, the trigram index).
 * A number (a document) matches by prefix only: one digit off is another person.
 */
const typoTolerant = (word: string) => word.length >= 4 && /[a-z]/.test(word);

const wordMatches = (word: string) =>
  typoTolerant(word)
    ? sql`(p.busqueda @@ to_tsquery('simple', ${`${word}:*`}) or ${word} <% p.texto)`
    : sql`p.busqueda @@ to_tsquery('simple', ${`${word}:*`})`;

/** How well the words match, for 'relevancia': prefix rank plus trigram closeness. */
export function relevance(words: string[]): SQL {
  if (words.length === 0) return sql`0`;
  const query = words.map((word) => `${word}:*`).join(' & ');
  const closeness = sql.join(
    words.map((word) => sql`word_similarity(${word}, p.texto)`),
    sql` + `,
  );
  return sql`(ts_rank(p.busqueda, to_tsquery('simple', ${query})) + ${closeness})`;
}

/**
 * The filters of the pool's search as conditions on `candidatos_pool p`, one list for the page, the
 * count and the export. Only candidates whose authorization of treatment stands are in the pool.
 */
export function poolConditions(query: PoolSearchQuery, today: string): SQL {
  const where: SQL[] = [sql`p.tratamiento`];
  for (const word of searchWords(query.q)) where.push(wordMatches(word));
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
