import { isIP } from 'node:net';
import { z } from 'zod';
import { configDocs } from './config-docs.ts';
import { booleanFlag, urlWithScheme, wholeNumber } from './config-fields.ts';
import { composeConfigSchema, defineConfigSlice } from './config-slice.ts';

/** proxy-addr's names for whole address ranges, accepted beside IPs and CIDRs. */
const namedProxyRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (namedProxyRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const trustProxyMessage =
  'must be false, a hop count (1-10), or a comma-separated list of proxy IPs or CIDRs (never true: anyone could then pick their own IP)';

/**
 * Whose X-Forwarded-For to believe. Off by default: every per-IP limit then
 * counts the connecting address, which a client cannot choose.
 */
const trustProxy = z
  .string()
  .transform((value, context): false | number | string[] => {
    const text = value.trim().toLowerCase();
    if (text === 'false' || text === '0' || text === 'no') return false;
    if (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= 10) return Number(text);
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry.length > 0);
    if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
    context.addIssue({ code: 'custom', message: trustProxyMessage });
    return z.NEVER;
  })
  .default(false);

/**
 * What every process reads: server, database, storage, jobs, logging, media
 * tools, mail, sign-in, test hooks and the fetching of user-given sources.
 * Unset means the embedded default. The engine packages own their settings
 * (speech, face, looks, writer); the product composes them with this one.
 */
export const platformConfigSlice = defineConfigSlice(
  {
    NODE_ENV: z
      .enum(['development', 'production', 'test'], { message: 'must be development, production or test' })
      .default('development')
      .register(configDocs, { comment: ['development | production | test. production turns off development-only helpers.'] }),
    PORT: z
      .string()
      .regex(/^\d+$/, { message: 'must be an integer between 1 and 65535' })
      .transform(Number)
      .refine((port) => port >= 1 && port <= 65535, { message: 'must be an integer between 1 and 65535' })
      .default(3000)
      .register(configDocs, { comment: ['HTTP port of the web app and API (1-65535).'], row: { what: 'HTTP port' } }),
    HOST: z
      .string()
      .min(1)
      .default('0.0.0.0')
      .register(configDocs, { comment: ['Interface to listen on.'], row: { what: 'interface to listen on' } }),
    DATA_DIR: z
      .string()
      .min(1)
      .default('./data')
      .register(configDocs, {
        comment: ['Where the embedded database, local files and scratch space live.'],
        row: { what: 'embedded database, local files, scratch space' },
      }),
    DATABASE_URL: urlWithScheme(['postgres', 'postgresql'])
      .optional()
      .register(configDocs, {
        comment: ['PostgreSQL instead of the embedded PGlite: postgres://user:pass@host:5432/db', 'Required to run more than one server or worker process.'],
        row: { default: 'PGlite in `DATA_DIR/db`', what: '`postgres://…` to use PostgreSQL' },
      }),
    PGLITE_TEMPLATE_DIR: z
      .string()
      .min(1)
      .optional()
      .register(configDocs, {
        comment: [
          'A folder to keep a migrated empty embedded database in, so that new ones start from it',
          '(the tests set it; it saves about 2 s per new database). Unset: each starts from scratch.',
        ],
        row: {
          default: 'unset',
          what: 'a folder where a migrated empty PGlite database is kept; new embedded databases start from it (the tests set it)',
        },
      }),
    STORAGE_URL: urlWithScheme(['file', 's3'])
      .optional()
      .register(configDocs, {
        comment: [
          'Where files live. Unset: DATA_DIR/files. Local folder: file:///srv/talkreel/files',
          'S3-compatible (AWS, MinIO, R2): s3://bucket[/prefix]?endpoint=http://127.0.0.1:9000&region=us-east-1&path_style=true',
          'Credentials: access_key_id=...&secret_access_key=... in the URL, or the AWS_* variables of the AWS SDK.',
        ],
        row: { default: '`DATA_DIR/files`', what: '`file:///path`, or `s3://bucket[/prefix]?endpoint=…&region=…&path_style=true`' },
      }),
    PUBLIC_URL: urlWithScheme(['http', 'https'])
      .optional()
      .register(configDocs, {
        comment: ['The address users reach the server at (used in absolute links such as upload sign URLs), e.g. https://talkreel.example.com'],
        row: { default: '—', what: 'the address users reach, for absolute links' },
      }),
    TRUST_PROXY: trustProxy.register(configDocs, {
      comment: [
        "Behind a reverse proxy: whose X-Forwarded-For to believe, so per-IP limits see the client's address.",
        'false (default: the connecting address counts), proxy IPs/CIDRs: 127.0.0.1,10.0.0.0/8 (also loopback, linklocal,',
        'uniquelocal), or a hop count (1 = the nearest hop, whatever its address: only when nothing but the proxy can reach',
        'the server). Never true: anyone could then pick their own IP.',
      ],
      row: {
        what: "behind a reverse proxy: a hop count (`1`) or the proxies' IPs/CIDRs (`127.0.0.1,10.0.0.0/8`) whose `X-Forwarded-For` sets the client IP that per-IP limits count; never `true`",
      },
    }),
    SIGNING_SECRET: z
      .string()
      .min(32, { message: 'must be at least 32 characters' })
      .optional()
      .register(configDocs, {
        comment: [
          'HMAC key for signed file and upload URLs (32+ characters). Unset: generated once and kept in the database,',
          'so every process on the same database shares it.',
        ],
        row: { default: 'generated once, kept in the database', what: 'HMAC key of signed file and upload URLs' },
      }),
    RUN_WORKER: booleanFlag.default(true).register(configDocs, {
      comment: ['Run the job worker inside the server process (true) or not (false: run `npm run worker` elsewhere).'],
      row: { what: 'run the job worker inside the server' },
    }),
    WORKER_CONCURRENCY: z
      .string()
      .regex(/^\d+$/, { message: 'must be a whole number from 1 to 64' })
      .transform(Number)
      .refine((count) => count >= 1 && count <= 64, { message: 'must be a whole number from 1 to 64' })
      .default(2)
      .register(configDocs, {
        comment: ['Jobs of one kind that one worker process runs at once (1-64).'],
        row: { what: 'jobs of one kind a worker process runs at once' },
      }),
    JOB_HEARTBEAT_SECONDS: wholeNumber(1, 60, 5).register(configDocs, {
      comment: [
        "A running job's worker writes a heartbeat every JOB_HEARTBEAT_SECONDS (1-60). A job whose heartbeat is older",
        'than JOB_STALL_SECONDS (3-600, at least twice the heartbeat) lost its worker (killed, power loss): every process',
        're-queues it within seconds, or fails it with a reason once its retries are spent.',
      ],
      row: {
        with: ['JOB_STALL_SECONDS'],
        what: "a running job's heartbeat; a job silent for the stall limit lost its worker and runs again elsewhere",
      },
    }),
    /** A running job whose heartbeat is older than this is taken from its (dead) worker and runs again elsewhere. */
    JOB_STALL_SECONDS: wholeNumber(3, 600, 30).register(configDocs, {}),
    HEAVY_JOBS_PER_USER: wholeNumber(1, 1000, 20).register(configDocs, {
      comment: [
        'Heavy jobs (renders, MOV conversions) one user runs at once (1-1000); the rest wait queued without holding a',
        'worker or delaying other users.',
      ],
      row: { what: 'renders and conversions one user runs at once; the rest wait without blocking others' },
    }),
    SITE_VIDEOS: booleanFlag.optional().register(configDocs, {
      comment: [
        "Render the public site's videos (content/site/videos) on start, behind users' renders, and cache them.",
        'Unset: on, except when NODE_ENV=test. false: serve only what is already cached.',
      ],
      example: 'true',
      envLine: 'commented-out',
      row: {
        default: '`true` (`false` when `NODE_ENV=test`)',
        what: "render the public site's videos from `content/site/videos` on start, behind users' renders, and cache them with posters under their recipe's hash (`/site/videos/<name>.mp4`, `.jpg`); `false`: serve only what is already cached",
      },
    }),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        message: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info')
      .register(configDocs, { comment: ['fatal | error | warn | info | debug | trace | silent'], row: { what: 'pino log level' } }),
    FFMPEG_PATH: z
      .string()
      .min(1)
      .optional()
      .register(configDocs, {
        comment: ['ffmpeg / ffprobe binaries. Unset: the static builds shipped in @ffmpeg-installer/ffmpeg and @ffprobe-installer/ffprobe.'],
        row: { with: ['FFPROBE_PATH'], default: 'the static builds from npm', what: 'media tools' },
      }),
    FFPROBE_PATH: z.string().min(1).optional().register(configDocs, {}),
    SMTP_URL: urlWithScheme(['smtp', 'smtps'])
      .optional()
      .register(configDocs, {
        comment: [
          'Mail: smtp://user:pass@host:587 or smtps://…:465. Unset: mails go to a dev outbox, logged and listed at',
          'GET /api/dev/outbox (never when NODE_ENV=production).',
        ],
        row: { with: ['MAIL_FROM'], default: 'dev outbox', what: '`smtp://user:pass@host:587` to really send mail' },
      }),
    MAIL_FROM: z.string().min(3).default('Talkreel <no-reply@talkreel.local>').register(configDocs, {}),
    GOOGLE_CLIENT_ID: z
      .string()
      .min(1)
      .optional()
      .register(configDocs, {
        comment: ['Google sign-in: the OAuth client id; its ID tokens are verified against GOOGLE_JWKS_URL and GOOGLE_ISSUER.'],
        row: { optional: ['GOOGLE_JWKS_URL', 'GOOGLE_ISSUER'], default: 'off', what: "'Continue with Google' (ID tokens verified against the JWKS)" },
      }),
    GOOGLE_JWKS_URL: urlWithScheme(['http', 'https']).default('https://www.googleapis.com/oauth2/v3/certs').register(configDocs, {}),
    GOOGLE_ISSUER: z.string().min(1).default('https://accounts.google.com').register(configDocs, {}),
    DISCORD_CLIENT_ID: z
      .string()
      .min(1)
      .optional()
      .register(configDocs, {
        comment: ['Discord sign-in: both or neither. DISCORD_API_URL is the API base (token exchange and /users/@me).'],
        row: { with: ['DISCORD_CLIENT_SECRET'], optional: ['DISCORD_API_URL'], default: 'off', what: "'Continue with Discord' (OAuth code flow)" },
      }),
    DISCORD_CLIENT_SECRET: z.string().min(1).optional().register(configDocs, {}),
    DISCORD_API_URL: urlWithScheme(['http', 'https']).default('https://discord.com/api').register(configDocs, {}),
    TEST_HOOKS: booleanFlag.default(false).register(configDocs, {
      comment: ["Test-only endpoints (GET /api/dev/captcha/<id> reveals a captcha's answer). Refused when NODE_ENV=production."],
      row: { what: 'test-only endpoints; refused with `NODE_ENV=production`' },
    }),
    /** Tests only (needs TEST_HOOKS): `address:port` pairs, comma-separated, that the fetcher of user-given links may reach although they are not public. */
    FETCH_ALLOW_HOSTS: z
      .string()
      .regex(/^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:]+\]):\d{1,5}(,(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:]+\]):\d{1,5})*$/u, {
        message: 'must be address:port pairs separated by commas',
      })
      .optional()
      .register(configDocs, { envLine: 'left-out' }),
    WEBHOOKS_ALLOW_PRIVATE: booleanFlag.default(false).register(configDocs, {
      comment: [
        'Webhook deliveries may go to private, loopback and link-local addresses (a receiver on your own network).',
        'Off: only public addresses, checked at every delivery after DNS.',
      ],
      row: { what: 'webhooks may reach private networks (off: public addresses only)' },
    }),
    API_KEY_REQUESTS_PER_MINUTE: wholeNumber(1, 100_000, 120).register(configDocs, {
      comment: ['Requests one API key may make per minute, across every server process; more answer 429 (42900).'],
      row: { what: 'requests per minute per API key' },
    }),
    /** Read by the script job through `runtime.config` (and handed to @talkreel/sources), so it is the platform's. */
    YOUTUBE_BASE_URL: urlWithScheme(['http', 'https'])
      .optional()
      .register(configDocs, {
        comment: ["YouTube's origin for caption look-ups (https://www.youtube.com unless set)."],
        row: { default: '`https://www.youtube.com`', what: 'where YouTube captions are read from' },
      }),
  },
  (config, context) => {
    if (config.TEST_HOOKS && config.NODE_ENV === 'production') {
      context.addIssue({ code: 'custom', path: ['TEST_HOOKS'], message: 'must not be true when NODE_ENV=production' });
    }
    if (config.FETCH_ALLOW_HOSTS && !config.TEST_HOOKS) {
      context.addIssue({ code: 'custom', path: ['FETCH_ALLOW_HOSTS'], message: 'is for tests only and needs TEST_HOOKS=true' });
    }
    if (config.JOB_STALL_SECONDS < config.JOB_HEARTBEAT_SECONDS * 2) {
      context.addIssue({ code: 'custom', path: ['JOB_STALL_SECONDS'], message: 'must be at least twice JOB_HEARTBEAT_SECONDS' });
    }
    if (Boolean(config.DISCORD_CLIENT_ID) !== Boolean(config.DISCORD_CLIENT_SECRET)) {
      context.addIssue({ code: 'custom', path: ['DISCORD_CLIENT_SECRET'], message: 'must be set together with DISCORD_CLIENT_ID' });
    }
  },
);

/** The platform's variables alone: what a process that runs no engine (a probe, a test's runtime) reads. */
export const platformConfigSchema = composeConfigSchema(platformConfigSlice);

/** The platform's settings, parsed: what `Runtime.config` holds. */
export type Config = z.output<typeof platformConfigSchema>;
