import pg from 'pg';

/** What a listener is told: each message, and that some may have been missed (its connection dropped). */
export interface NotificationHandlers {
  onMessage(payload: string): void;
  /** Messages may have been missed: the listening connection dropped, or came back. */
  onGap(): void;
}

/**
 * Messages between the server processes that share a database: PostgreSQL's
 * LISTEN/NOTIFY, so that a change made through one process (an API key
 * revoked) reaches the caches of every other at once. On PGlite the process
 * is alone with its database: messages go to its own listeners directly.
 */
export interface DatabaseNotifications {
  notify(channel: string, payload: string): Promise<void>;
  /** Starts listening; resolves once listening, with the function that stops. */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
}

/** One process's own listeners: PGlite, where no other process shares the database. */
export function createLocalNotifications(): DatabaseNotifications {
  const listeners = new Map<string, Set<NotificationHandlers>>();
  return {
    notify: async (channel, payload) => {
      for (const handlers of listeners.get(channel) ?? []) handlers.onMessage(payload);
    },
    listen: async (channel, handlers) => {
      const set = listeners.get(channel) ?? new Set();
      listeners.set(channel, set.add(handlers));
      return async () => void set.delete(handlers);
    },
  };
}

const reconnectDelaysMs = [500, 1000, 2000, 5000, 10_000, 30_000];

/**
 * LISTEN on a connection of its own per channel (pooled connections cannot
 * listen), opened again after a drop with a growing delay; each drop and each
 * return tell the listener that messages may have been missed, so it can drop
 * everything it cached. NOTIFY goes through the pool.
 */
export function createPostgresNotifications(
  connectionString: string,
  send: (channel: string, payload: string) => Promise<void>,
  onConnectionError: (error: Error) => void,
): DatabaseNotifications {
  return {
    notify: send,
    listen: async (channel, handlers) => {
      let client: pg.Client | undefined;
      let isStopped = false;
      let failures = 0;
      let retry: NodeJS.Timeout | undefined;
      const connect = async (): Promise<void> => {
        const next = new pg.Client({ connectionString });
        next.on('notification', (message) => {
          if (message.channel === channel) handlers.onMessage(message.payload ?? '');
        });
        next.on('error', (error) => {
          onConnectionError(error);
          reconnect();
        });
        next.on('end', () => reconnect());
        await next.connect();
        await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        client = next;
        failures = 0;
      };
      const reconnect = () => {
        if (isStopped || retry) return;
        const dropped = client;
        client = undefined;
        void dropped?.end().catch(() => undefined);
        handlers.onGap();
        const delayMs = reconnectDelaysMs[Math.min(failures, reconnectDelaysMs.length - 1)]!;
        failures += 1;
        retry = setTimeout(() => {
          retry = undefined;
          connect()
            .then(() => handlers.onGap())
            .catch((error: Error) => {
              onConnectionError(error);
              reconnect();
            });
        }, delayMs);
        retry.unref();
      };
      await connect();
      return async () => {
        isStopped = true;
        clearTimeout(retry);
        await client?.end().catch(() => undefined);
      };
    },
  };
}
