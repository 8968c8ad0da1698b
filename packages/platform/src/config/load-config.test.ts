import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './load-config.ts';
import { platformConfigSchema } from './platform-config.ts';

const noDotenv = '/nonexistent/.env';

describe('loadConfig', () => {
  it('gives the embedded defaults when nothing is set', () => {
    const config = loadConfig(platformConfigSchema, {}, noDotenv);
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', RUN_WORKER: true, WORKER_CONCURRENCY: 2 });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.STORAGE_URL).toBeUndefined();
  });

  it("takes a dead worker's job back within 60 s by default, and refuses a stall limit a live worker could miss", () => {
    const config = loadConfig(platformConfigSchema, {}, noDotenv);
    expect(config).toMatchObject({ JOB_HEARTBEAT_SECONDS: 5, JOB_STALL_SECONDS: 30, HEAVY_JOBS_PER_USER: 20 });
    // Worst case: the stall limit, plus one monitor tick, plus a worker's poll.
    expect(config.JOB_STALL_SECONDS + config.JOB_HEARTBEAT_SECONDS + 2).toBeLessThan(60);
    expect(() => loadConfig(platformConfigSchema, { JOB_HEARTBEAT_SECONDS: '10', JOB_STALL_SECONDS: '15' }, noDotenv)).toThrowError(
      'Invalid configuration: JOB_STALL_SECONDS must be at least twice JOB_HEARTBEAT_SECONDS (got "15")',
    );
    expect(() => loadConfig(platformConfigSchema, { HEAVY_JOBS_PER_USER: '0' }, noDotenv)).toThrowError(
      'Invalid configuration: HEAVY_JOBS_PER_USER must be a whole number from 1 to 1000 (got "0")',
    );
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig(platformConfigSchema, { PORT: '', DATABASE_URL: '' }, noDotenv).PORT).toBe(3000);
  });

  it('names the variable and the rule for a bad port', () => {
    expect(() => loadConfig(platformConfigSchema, { PORT: 'abc' }, noDotenv)).toThrowError(
      'Invalid configuration: PORT must be an integer between 1 and 65535 (got "abc")',
    );
    expect(() => loadConfig(platformConfigSchema, { PORT: '70000' }, noDotenv)).toThrowError(ConfigError);
  });

  it('rejects a database URL that is not PostgreSQL', () => {
    expect(() => loadConfig(platformConfigSchema, { DATABASE_URL: 'mysql://x' }, noDotenv)).toThrowError(
      /^Invalid configuration: DATABASE_URL must start with postgres: or postgresql:/,
    );
  });

  it('parses flags', () => {
    expect(loadConfig(platformConfigSchema, { RUN_WORKER: 'false' }, noDotenv).RUN_WORKER).toBe(false);
    expect(() => loadConfig(platformConfigSchema, { RUN_WORKER: 'maybe' }, noDotenv)).toThrowError(/RUN_WORKER must be true or false/);
  });

  it('trusts no proxy by default, and only the hop count or addresses it is given', () => {
    expect(loadConfig(platformConfigSchema, {}, noDotenv).TRUST_PROXY).toBe(false);
    expect(loadConfig(platformConfigSchema, { TRUST_PROXY: 'false' }, noDotenv).TRUST_PROXY).toBe(false);
    expect(loadConfig(platformConfigSchema, { TRUST_PROXY: '1' }, noDotenv).TRUST_PROXY).toBe(1);
    expect(loadConfig(platformConfigSchema, { TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback' }, noDotenv).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['true', '*', '10.0.0.0/33', '300.1.1.1', '11', '10.0.0.1/8/2', 'example.com']) {
      expect(() => loadConfig(platformConfigSchema, { TRUST_PROXY: bad }, noDotenv)).toThrowError(
        /^Invalid configuration: TRUST_PROXY must be false, a hop count \(1-10\)/,
      );
    }
  });
});
