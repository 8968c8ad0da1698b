import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { configDocs } from './config-docs.ts';
import { urlWithScheme, wholeNumber } from './config-fields.ts';
import { composeConfigSchema, defineConfigSlice } from './config-slice.ts';
import { renderConfigTable, replaceConfigTable } from './render-config-table.ts';
import { renderEnvExample } from './render-env-example.ts';

const first = defineConfigSlice({
  SPEED_SECONDS: wholeNumber(1, 9, 4).register(configDocs, { comment: ['How fast (1-9).'], row: { with: ['SLOWNESS_SECONDS'], what: 'speeds' } }),
  SLOWNESS_SECONDS: wholeNumber(1, 9, 8).register(configDocs, {}),
});
const second = defineConfigSlice({
  SERVICE_URL: urlWithScheme(['http', 'https'])
    .optional()
    .register(configDocs, { comment: ['A service.', 'Unset: none.'], row: { optional: ['SECRET'], default: 'off', what: 'a service' } }),
  SECRET: z.string().optional().register(configDocs, { envLine: 'left-out' }),
  MODE: z.enum(['a', 'b']).optional().register(configDocs, { example: 'b', envLine: 'commented-out' }),
});
const schema = composeConfigSchema(first, second);

describe('config documentation', () => {
  it("writes .env.example in the schema's order, with defaults, examples and shared comments", () => {
    expect(renderEnvExample(schema, ['Preamble.'])).toBe(
      ['# Preamble.', '', '# How fast (1-9).', 'SPEED_SECONDS=4', 'SLOWNESS_SECONDS=8', '# A service.', '# Unset: none.', 'SERVICE_URL=', '# MODE=b', ''].join(
        '\n',
      ),
    );
  });

  it('writes one table row per leading variable, the defaults from the schema unless the row gives them', () => {
    expect(renderConfigTable(schema)).toBe(
      [
        '| variable | default | what |',
        '|---|---|---|',
        '| `SPEED_SECONDS`, `SLOWNESS_SECONDS` | `4`, `8` | speeds |',
        '| `SERVICE_URL` (+ `SECRET`) | off | a service |',
      ].join('\n'),
    );
  });

  it('refuses an undocumented variable, a row naming an unknown one, a row without a default, a variable in two slices', () => {
    const bare = defineConfigSlice({ BARE: z.string().optional() });
    expect(() => renderEnvExample(composeConfigSchema(bare), [])).toThrowError('BARE has no documentation');
    const stray = defineConfigSlice({
      A: z
        .string()
        .optional()
        .register(configDocs, { row: { with: ['B'], default: 'off', what: 'a' } }),
    });
    expect(() => renderConfigTable(composeConfigSchema(stray))).toThrowError("A's table row names B, which is not a configuration variable");
    const noDefault = defineConfigSlice({
      C: z
        .string()
        .optional()
        .register(configDocs, { row: { what: 'c' } }),
    });
    expect(() => renderConfigTable(composeConfigSchema(noDefault))).toThrowError("C's table row needs a default column");
    expect(() => composeConfigSchema(first, first)).toThrowError('SPEED_SECONDS is in two configuration slices');
  });

  it('replaces only what lies between the README markers', () => {
    const readme = 'intro\n<!-- config-table:start -->\nold\n<!-- config-table:end -->\noutro\n';
    expect(replaceConfigTable(readme, 'new')).toBe('intro\n<!-- config-table:start -->\nnew\n<!-- config-table:end -->\noutro\n');
    expect(() => replaceConfigTable('no markers', 'new')).toThrowError(/has no <!-- config-table:start -->/u);
  });

  it("runs each slice's rules on the composed configuration", () => {
    const ruled = defineConfigSlice({ D: z.string().optional().register(configDocs, {}) }, (config, context) => {
      if (config.D === 'bad') context.addIssue({ code: 'custom', path: ['D'], message: 'must not be bad' });
    });
    const composed = composeConfigSchema(first, ruled);
    expect(composed.safeParse({ D: 'bad' }).error?.issues[0]).toMatchObject({ path: ['D'], message: 'must not be bad' });
    expect(composed.parse({ D: 'good' })).toEqual({ SPEED_SECONDS: 4, SLOWNESS_SECONDS: 8, D: 'good' });
  });
});
