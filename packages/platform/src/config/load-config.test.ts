import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './load-config.ts';

const noDotenv = '/nonexistent/.env';

describe('loadConfig', () => {
  it('gives the embedded defaults when nothing is set', () => {
    const config = loadConfig({}, noDotenv);
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', RUN_WORKER: true, WORKER_CONCURRENCY: 2 });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.STORAGE_URL).toBeUndefined();
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }, noDotenv).PORT).toBe(3000);
  });

  it('names the variable and the rule for a bad port', () => {
    expect(() => loadConfig({ PORT: 'abc' }, noDotenv)).toThrowError(
      'Invalid configuration: PORT must be an integer between 1 and 65535 (got "abc")',
    );
    expect(() => loadConfig({ PORT: '70000' }, noDotenv)).toThrowError(ConfigError);
  });

  it('rejects a database URL that is not PostgreSQL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' }, noDotenv)).toThrowError(
      /^Invalid configuration: DATABASE_URL must start with postgres: or postgresql:/,
    );
  });

  it('parses flags', () => {
    expect(loadConfig({ RUN_WORKER: 'false' }, noDotenv).RUN_WORKER).toBe(false);
    expect(() => loadConfig({ RUN_WORKER: 'maybe' }, noDotenv)).toThrowError(/RUN_WORKER must be true or false/);
  });
});
