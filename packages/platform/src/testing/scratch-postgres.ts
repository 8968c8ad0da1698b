import pg from 'pg';

/** The PostgreSQL that tests create their databases on (trust auth, database `test`, here and in CI). */
export const postgresAdminUrl = process.env.SCALE_OUT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function isPostgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresAdminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the PostgreSQL half of a test can run: without a server it is
 * skipped with a warning on a laptop, and fails in CI (where one must answer).
 */
export async function requirePostgresForTest(testName: string): Promise<boolean> {
  const isReachable = await isPostgresReachable();
  if (!isReachable && process.env.CI) throw new Error(`The ${testName} needs PostgreSQL at ${postgresAdminUrl} in CI, and none answered`);
  if (!isReachable) console.warn(`Skipping the PostgreSQL part of the ${testName}: no PostgreSQL answered at ${postgresAdminUrl}`);
  return isReachable;
}

async function runAdminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

export interface ScratchDatabase {
  url: string;
  /** Removes the database, whoever is still connected. */
  drop(): Promise<void>;
}

/** A fresh PostgreSQL database for one test file, named after the prefix, the process and the time. */
export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  await runAdminQuery(`create database ${name}`);
  return {
    url: postgresAdminUrl.replace(/\/[^/]*$/, `/${name}`),
    drop: () => runAdminQuery(`drop database if exists ${name} with (force)`),
  };
}
