import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config/platform-config.ts';
import { getAppSecret } from '../database/get-app-secret.ts';
import { openDatabase, type Database } from '../database/open-database.ts';
import type { Logger } from '../logging/create-logger.ts';
import { backgroundNiceness } from '../media/background-priority.ts';
import { resolveFfmpegPath, resolveFfprobePath } from '../media/ffmpeg-paths.ts';
import { JobQueue } from '../queue/job-queue.ts';
import { createRepositories, type Repositories } from '../repositories/repositories.ts';
import { createStorage } from '../storage/create-storage.ts';
import { parseStorageUrl } from '../storage/parse-storage-url.ts';
import type { Storage } from '../storage/storage.ts';
import { UrlSigner } from '../storage/url-signer.ts';
import { CpuPool } from '../threads/cpu-pool.ts';

/** Everything a server or worker process shares: one per process. */
export interface Runtime {
  config: Config;
  logger: Logger;
  database: Database;
  /**
   * Every repository, built once over `database` (`inTransaction` and
   * `boundTo` give them bound to one transaction): services and job handlers
   * reach the database only through these.
   */
  repositories: Repositories;
  storage: Storage;
  signer: UrlSigner;
  queue: JobQueue;
  /**
   * Threads for CPU work someone is waiting on (voice previews, captchas, face
   * analysis of a just-uploaded photo): never queued behind a render.
   */
  interactivePool: CpuPool;
  /**
   * Threads for long job steps (renders and their encodes), at background
   * priority: they use idle CPU and yield it to the API and `interactivePool`.
   */
  batchPool: CpuPool;
  /** Absolute DATA_DIR. */
  dataDir: string;
  /** Scratch space for uploads in flight and media work; files here are removed when done. */
  tempDir: string;
  ffmpegPath: string;
  ffprobePath: string;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  /** Tests use an in-memory PGlite. */
  inMemoryDatabase?: boolean;
  queueMaintenanceIntervalSeconds?: number;
}

export async function createRuntime(config: Config, logger: Logger, options: RuntimeOptions = {}): Promise<Runtime> {
  const dataDir = path.resolve(config.DATA_DIR);
  const tempDir = path.join(dataDir, 'tmp');
  mkdirSync(tempDir, { recursive: true });
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', connectionString: config.DATABASE_URL, onConnectionError: (error) => logger.warn({ err: error }, 'database connection dropped') }
      : {
          kind: 'pglite',
          dataDir: options.inMemoryDatabase ? 'memory://' : path.join(dataDir, 'db'),
          ...(config.PGLITE_TEMPLATE_DIR ? { templateDir: path.resolve(config.PGLITE_TEMPLATE_DIR) } : {}),
        },
  );
  const signer = new UrlSigner(config.SIGNING_SECRET ?? (await getAppSecret(database.db, 'url-signing')));
  const storage = createStorage(parseStorageUrl(config.STORAGE_URL, dataDir), signer);
  const repositories = createRepositories(database.db, { keyFromUrl: (url) => storage.keyFromUrl(url) });
  const queue = new JobQueue(database, {
    heartbeatSeconds: config.JOB_HEARTBEAT_SECONDS,
    stallSeconds: config.JOB_STALL_SECONDS,
    ...(options.queueMaintenanceIntervalSeconds ? { maintenanceIntervalSeconds: options.queueMaintenanceIntervalSeconds } : {}),
  });
  await queue.start((error) => logger.error({ err: error }, 'job queue error'));
  const interactivePool = new CpuPool();
  const batchPool = new CpuPool({ niceIncrement: backgroundNiceness });
  return {
    config,
    logger,
    database,
    repositories,
    storage,
    signer,
    queue,
    interactivePool,
    batchPool,
    dataDir,
    tempDir,
    ffmpegPath: resolveFfmpegPath(config.FFMPEG_PATH),
    ffprobePath: resolveFfprobePath(config.FFPROBE_PATH),
    close: async () => {
      await queue.stop();
      await Promise.all([interactivePool.close(), batchPool.close()]);
      await database.close();
    },
  };
}
