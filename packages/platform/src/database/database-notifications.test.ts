import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { createScratchDatabase, requirePostgresForTest, type ScratchDatabase } from '../testing/scratch-postgres.ts';
import { openDatabase, type Database } from './open-database.ts';

const reachable = await requirePostgresForTest('database notifications');

describe('database notifications on PGlite: the process is alone, so its own listeners hear', () => {
  it('delivers to every listener of the channel until it stops', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    try {
      const heard: string[] = [];
      const stop = await database.notifications.listen('keys', { onMessage: (payload) => heard.push(payload), onGap: () => heard.push('gap') });
      await database.notifications.notify('keys', 'owner-1');
      await database.notifications.notify('other', 'owner-2');
      await stop();
      await database.notifications.notify('keys', 'owner-3');
      expect(heard).toEqual(['owner-1']);
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(!reachable)('database notifications on PostgreSQL: LISTEN/NOTIFY between processes', () => {
  let scratch: ScratchDatabase;
  let sender: Database;
  let listener: Database;

  beforeAll(async () => {
    scratch = await createScratchDatabase('talkreel_notifications');
    sender = await openDatabase({ kind: 'postgres', connectionString: scratch.url });
    listener = await openDatabase({ kind: 'postgres', connectionString: scratch.url, onConnectionError: () => {} });
  }, 60_000);
  afterAll(async () => {
    await sender?.close();
    await listener?.close();
    await scratch?.drop();
  });

  it('hears what another connection sends, says when the listening connection dropped, and hears again once it is back', async () => {
    const heard: string[] = [];
    const stop = await listener.notifications.listen('talkreel_test_channel', {
      onMessage: (payload) => heard.push(payload),
      onGap: () => heard.push('gap'),
    });
    await sender.notifications.notify('talkreel_test_channel', 'owner-1');
    await vi.waitFor(() => expect(heard).toEqual(['owner-1']), { timeout: 10_000 });

    // The server ends the listening connection (a restart, a failover): the listener is told twice, when it drops and when it is back.
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`.execute(sender.db);
    await vi.waitFor(() => expect(heard).toEqual(['owner-1', 'gap', 'gap']), { timeout: 20_000, interval: 50 });
    await sender.notifications.notify('talkreel_test_channel', 'owner-2');
    await vi.waitFor(() => expect(heard).toEqual(['owner-1', 'gap', 'gap', 'owner-2']), { timeout: 10_000 });

    await stop();
    await sender.notifications.notify('talkreel_test_channel', 'owner-3');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toEqual(['owner-1', 'gap', 'gap', 'owner-2']);
  });
});
