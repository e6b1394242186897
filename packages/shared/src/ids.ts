import { z } from 'zod';

/** The largest value of a PostgreSQL integer column: a larger id is refused at the edge, not by the database. */
export const MAX_ID = 2_147_483_647;

/** A number as a person writes it in a form or a URL: digits, an optional sign and decimals. */
const PLAIN_NUMBER = /^\s*-?\d+(\.\d+)?\s*$/;

/**
 * `schema` over a value from JSON, a form or a URL: written digits become the number; anything else
 * (null, '', true, [], '0x10', '1e1') reaches `schema` as it came and is refused, where
 * `z.coerce.number()` would read 0, 1 or 16. Request schemas only: Fastify cannot serialize an answer
 * through a preprocess, so a schema also used to answer (like `rowId`'s many uses) keeps coerce.
 */
export const fromPlainNumber = <T extends z.ZodType<number>>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && PLAIN_NUMBER.test(value) ? Number(value) : value),
    schema,
  );

const ROW_ID_MESSAGE = `No es un número de registro válido: debe ser un entero de 1 a ${MAX_ID}.`;

/**
 * A row id from a path, a query or a form, as text or number. `message` is what a person reads when
 * it is missing or wrong, such as an option left unchosen in a select.
 */
export const rowId = (message = ROW_ID_MESSAGE) =>
  z.coerce.number<unknown>(message).int(message).positive(message).max(MAX_ID, message);

/** A row id inside a JSON body, where it is already a number: the same bounds as `rowId`. */
export const bodyId = (message = ROW_ID_MESSAGE) =>
  z.number(message).int(message).positive(message).max(MAX_ID, message);
