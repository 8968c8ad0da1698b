import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` (int4) column: indexes, versions and counts are stored as int4. */
export const MAX_DATABASE_INTEGER = 2_147_483_647;

/**
 * A whole number that fits the int4 column it ends up in, from `minimum` up.
 * A bigger value would reach PostgreSQL and fail there ("out of range"), so it
 * is refused at the door as invalid input.
 */
export function databaseInteger(minimum = 0) {
  return z.number().int().min(minimum).max(MAX_DATABASE_INTEGER);
}

/** The same bounds for a query parameter, which arrives as text. */
export function databaseIntegerFromQuery(minimum = 0) {
  return z.coerce.number().int().min(minimum).max(MAX_DATABASE_INTEGER);
}
