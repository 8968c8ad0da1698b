import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeValidationFailure } from './validation-message.ts';

/** The first issue of a failed parse, shaped as fastify-type-provider-zod hands it to the error handler. */
function firstFailure(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  const { code, path, message, ...params } = result.error.issues[0]!;
  return { keyword: code, instancePath: `/${path.join('/')}`, message, params };
}

describe('describeValidationFailure', () => {
  const cases: [string, z.ZodType, unknown, string][] = [
    ['an invalid UUID', z.object({ project_id: z.string().uuid() }), { project_id: 'x' }, 'The project id is not valid.'],
    ['a missing field', z.object({ voice_id: z.string() }), {}, 'The voice id is missing.'],
    ['an empty required text', z.object({ filename: z.string().trim().min(1) }), { filename: ' ' }, 'The file name is missing.'],
    ['a text too long', z.object({ script: z.string().max(2000) }), { script: 'a'.repeat(2001) }, 'The script is too long: at most 2000 characters.'],
    [
      'a number too large in a list',
      z.object({ workspaces: z.array(z.object({ index: z.number().int().max(9) })) }),
      { workspaces: [{ index: 1 }, { index: 10 }] },
      'The index of workspace 2 is too large: at most 9.',
    ],
    ['a fraction', z.object({ version: z.number().int() }), { version: 1.5 }, 'The version must be a whole number.'],
    ['a wrong type', z.object({ page: z.coerce.number() }), { page: 'abc' }, 'The page must be a number.'],
    ['an enum', z.object({ use_to: z.enum(['generic', 'audio']) }), { use_to: 'x' }, 'The upload purpose must be one of: generic, audio.'],
    [
      'a union of literals',
      z.object({ aspect_ratio: z.union([z.literal(0), z.literal(1), z.literal(2)]) }),
      { aspect_ratio: 9 },
      'The aspect ratio must be one of: 0, 1, 2.',
    ],
    ['too many entries', z.object({ tasks: z.array(z.number()).max(2) }), { tasks: [1, 2, 3] }, 'The tasks list is too long: at most 2 entries.'],
    ['an empty list', z.object({ tasks: z.array(z.number()).min(1) }), { tasks: [] }, 'The tasks list needs at least 1 entry.'],
    ['an email', z.object({ email: z.string().email() }), { email: 'x' }, 'The email address is not a valid email address.'],
    [
      'a custom message',
      z.object({ code: z.string().regex(/^\d{6}$/, { message: 'Please enter your verification code' }) }),
      { code: 'x' },
      'Please enter your verification code',
    ],
    ['an unknown field', z.object({}).strict(), { extra: 1 }, 'The request body has a field this call does not accept (extra).'],
  ];
  for (const [name, schema, input, sentence] of cases) {
    it(`reads ${name} as a sentence`, () => {
      const message = describeValidationFailure(firstFailure(schema, input), 'body');
      expect(message).toBe(sentence);
      expect(message).not.toMatch(/Invalid|expected|received|_/);
      expect(message).toMatch(/^[A-Z]/);
    });
  }

  it('names the query or the body when the failure is about the whole of it', () => {
    expect(describeValidationFailure(firstFailure(z.object({ a: z.string() }), 'text'), 'querystring')).toBe('The query must be an object.');
  });
});
