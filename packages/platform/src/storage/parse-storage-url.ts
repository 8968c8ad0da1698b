import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { S3StorageOptions } from './s3-storage.ts';
import { isValidStorageKey } from './storage-key.ts';

/**
 * Where files live, as read from `STORAGE_URL`. Holds the secret key when the
 * URL carried one, so log `kind` and the bucket, never the whole value.
 */
export type StorageConfig = { kind: 'local'; rootDir: string } | { kind: 's3'; options: S3StorageOptions };

/** Region used when an `s3://` URL names none: what MinIO and most S3-compatible services expect. */
export const defaultS3Region = 'us-east-1';

const knownS3Params = new Set(['endpoint', 'region', 'path_style', 'access_key_id', 'secret_access_key', 'session_token']);
/** S3's bucket naming rules (lowercase, digits, dots, hyphens; 3 to 63 characters). */
const bucketPattern = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * Reads `STORAGE_URL`:
 * - unset or empty: local disk at `<dataDir>/files`;
 * - `file:///abs/path`: local disk at that path;
 * - `s3://bucket[/prefix]?endpoint=http://127.0.0.1:9000&region=us-east-1&path_style=true`
 *   with optional `access_key_id`, `secret_access_key`, `session_token`; without
 *   keys the AWS SDK's default chain (`AWS_ACCESS_KEY_ID`, ...) is used.
 *   `path_style` defaults to true when an endpoint is given, false for AWS.
 *
 * Throws an Error naming STORAGE_URL for anything else, including unknown
 * query parameters, so a typo stops the process at boot instead of silently
 * writing somewhere unexpected. Messages never repeat the value, which may hold
 * a secret.
 */
export function parseStorageUrl(value: string | undefined, dataDir: string): StorageConfig {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return { kind: 'local', rootDir: path.resolve(dataDir, 'files') };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new StorageUrlError('is not a URL; expected file:///absolute/path or s3://bucket[/prefix]?endpoint=...');
  }
  if (url.protocol === 'file:') return parseFileUrl(url);
  if (url.protocol === 's3:') return { kind: 's3', options: parseS3Url(url) };
  throw new StorageUrlError(`has unsupported scheme ${url.protocol}; expected file: or s3:`);
}

/** The error parseStorageUrl throws; its message starts with `STORAGE_URL`. */
export class StorageUrlError extends Error {
  constructor(problem: string) {
    super(`STORAGE_URL ${problem}`);
    this.name = 'StorageUrlError';
  }
}

function parseFileUrl(url: URL): StorageConfig {
  if (url.search !== '' || url.hash !== '') throw new StorageUrlError('file: URL takes no query string or fragment');
  let rootDir: string;
  try {
    rootDir = fileURLToPath(url);
  } catch (error) {
    throw new StorageUrlError(`file: URL is not a local absolute path (${error instanceof Error ? error.message : String(error)})`);
  }
  return { kind: 'local', rootDir: path.resolve(rootDir) };
}

function parseS3Url(url: URL): S3StorageOptions {
  const bucket = url.hostname;
  if (!bucketPattern.test(bucket)) {
    throw new StorageUrlError('s3: URL needs a bucket name of 3 to 63 lowercase letters, digits, dots or hyphens: s3://bucket[/prefix]');
  }
  if (url.username !== '' || url.password !== '' || url.port !== '') {
    throw new StorageUrlError('s3: URL takes credentials as access_key_id and secret_access_key query parameters, not user:password@');
  }
  if (url.hash !== '') throw new StorageUrlError('s3: URL takes no fragment');

  const prefix = decodePrefix(url.pathname);
  const params = url.searchParams;
  for (const name of new Set(params.keys())) {
    if (!knownS3Params.has(name)) {
      throw new StorageUrlError(`has unknown parameter ${name}; known: ${[...knownS3Params].join(', ')}`);
    }
    if (params.getAll(name).length > 1) throw new StorageUrlError(`repeats parameter ${name}`);
  }

  const endpoint = params.get('endpoint') ?? undefined;
  if (endpoint !== undefined) assertHttpEndpoint(endpoint);
  const region = params.get('region') ?? defaultS3Region;
  if (region === '') throw new StorageUrlError('has an empty region');
  const forcePathStyle = parseBoolean(params.get('path_style'), endpoint !== undefined);

  const accessKeyId = params.get('access_key_id') ?? undefined;
  const secretAccessKey = params.get('secret_access_key') ?? undefined;
  const sessionToken = params.get('session_token') ?? undefined;
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new StorageUrlError('needs both access_key_id and secret_access_key, or neither');
  }
  if (sessionToken !== undefined && accessKeyId === undefined) {
    throw new StorageUrlError('has session_token without access_key_id and secret_access_key');
  }

  return {
    bucket,
    ...(prefix === '' ? {} : { prefix }),
    ...(endpoint === undefined ? {} : { endpoint }),
    region,
    forcePathStyle,
    ...(accessKeyId !== undefined && secretAccessKey !== undefined
      ? { credentials: { accessKeyId, secretAccessKey, ...(sessionToken === undefined ? {} : { sessionToken }) } }
      : {}),
  };
}

function decodePrefix(pathname: string): string {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return '';
  let prefix: string;
  try {
    prefix = decodeURIComponent(trimmed);
  } catch {
    prefix = '';
  }
  if (!isValidStorageKey(prefix)) {
    throw new StorageUrlError('s3: URL prefix must be slash-separated segments of letters, digits, ".", "_" or "-"');
  }
  return prefix;
}

function assertHttpEndpoint(endpoint: string): void {
  let parsed: URL;
  try {
    parsed = new URL(endpoint);
  } catch {
    throw new StorageUrlError('endpoint parameter is not a URL; expected e.g. endpoint=http://127.0.0.1:9000');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new StorageUrlError('endpoint parameter must be an http: or https: URL');
  }
}

function parseBoolean(value: string | null, whenMissing: boolean): boolean {
  if (value === null) return whenMissing;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new StorageUrlError(`path_style must be true or false, not ${JSON.stringify(value)}`);
}
