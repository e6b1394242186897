import { z } from 'zod';

/** The largest value of a PostgreSQL integer column: a larger id is refused at the edge, not by the database. */
export const MAX_ID = 2_147_483_647;

/**
 * A row id from a path, a query or a form, as text or number. `message` is what a person reads when
 * it is missing or wrong, such as an option left unchosen in a select.
 */
export const rowId = (message?: string) =>
  z.coerce.number<unknown>(message).int(message).positive(message).max(MAX_ID, message);
