import { z } from 'zod';

/** A true/false setting: `true`/`1`/`yes` or `false`/`0`/`no`. */
export const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** A URL whose scheme is one of these (`['http', 'https']`); the rule names them when it is not. */
export const urlWithScheme = (schemes: string[]) =>
  z.string().refine((value) => schemes.some((scheme) => value.startsWith(`${scheme}:`)), {
    message: `must start with ${schemes.map((scheme) => `${scheme}:`).join(' or ')}`,
  });

/** A whole number from min to max (both included), defaultValue when unset. */
export const wholeNumber = (min: number, max: number, defaultValue: number) =>
  z
    .string()
    .regex(/^\d+$/, { message: `must be a whole number from ${min} to ${max}` })
    .transform(Number)
    .refine((value) => value >= min && value <= max, { message: `must be a whole number from ${min} to ${max}` })
    .default(defaultValue);
