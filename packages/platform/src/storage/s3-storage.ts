import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Readable } from 'node:stream';
import { defaultReadUrlExpiresInSeconds, getReadUrlWindow } from './read-url-lifetime.ts';
import { assertValidStorageKey, isValidStorageKey } from './storage-key.ts';
import { StorageNotFoundError } from './storage.ts';
import { currentUnixSeconds } from './url-signer.ts';
import type { ComponentCheck, Storage, StoredObjectInfo } from './storage.ts';

/** Static credentials; leave them out to use the SDK's default chain (`AWS_ACCESS_KEY_ID`, profiles, instance roles). */
export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/** Where an S3-compatible bucket is and how to reach it (AWS, MinIO, R2, ...). */
export interface S3StorageOptions {
  bucket: string;
  /** Folder inside the bucket that all keys live under, without leading or trailing slash; '' or undefined for the bucket root. */
  prefix?: string;
  /** Base URL of a non-AWS service, e.g. `http://127.0.0.1:9000`; undefined for AWS itself. */
  endpoint?: string;
  region: string;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>`; MinIO usually needs it. */
  forcePathStyle: boolean;
  credentials?: S3Credentials;
  /**
   * Largest streamed body put() accepts, in bytes. Without `@aws-sdk/lib-storage`
   * a stream of unknown length is collected in memory and sent with one
   * PutObject, so this bounds the memory one upload can take. Default 1 GiB.
   */
  maxBufferedPutBytes?: number;
}

/** Default cap on a streamed put, in bytes. */
export const defaultMaxBufferedPutBytes = 1024 * 1024 * 1024;

/**
 * Objects in an S3-compatible bucket, read by browsers and workers through
 * presigned GET URLs. PutObject is atomic on every S3 implementation: an object
 * appears whole or not at all.
 */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  readonly #client: S3Client;
  readonly #bucket: string;
  /** '' or `folder/` with its trailing slash, ready to put in front of a key. */
  readonly #keyPrefix: string;
  readonly #endpoint: URL | undefined;
  readonly #region: string;
  readonly #maxBufferedPutBytes: number;

  constructor(options: S3StorageOptions) {
    const prefix = (options.prefix ?? '').replace(/^\/+|\/+$/g, '');
    if (prefix !== '') assertValidStorageKey(prefix);
    this.#bucket = options.bucket;
    this.#keyPrefix = prefix === '' ? '' : `${prefix}/`;
    this.#endpoint = options.endpoint === undefined ? undefined : new URL(options.endpoint);
    this.#region = options.region;
    this.#maxBufferedPutBytes = options.maxBufferedPutBytes ?? defaultMaxBufferedPutBytes;
    this.#client = new S3Client({
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      ...(options.endpoint === undefined
        ? {}
        : {
            endpoint: options.endpoint,
            // Many S3-compatible services reject the CRC32 checksums the SDK adds by default since 3.729; send them only when an operation requires one.
            requestChecksumCalculation: 'WHEN_REQUIRED' as const,
            responseChecksumValidation: 'WHEN_REQUIRED' as const,
          }),
      ...(options.credentials === undefined ? {} : { credentials: options.credentials }),
    });
  }

  async put(key: string, body: Readable | Buffer, options: { contentType: string }): Promise<{ sizeBytes: number }> {
    const objectKey = this.#objectKey(key);
    const bytes = Buffer.isBuffer(body) ? body : await collectBytes(body, this.#maxBufferedPutBytes);
    await this.#client.send(
      new PutObjectCommand({
        Bucket: this.#bucket,
        Key: objectKey,
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: options.contentType,
      }),
    );
    return { sizeBytes: bytes.length };
  }

  async read(key: string, range?: { start: number; endInclusive: number }): Promise<Readable> {
    const objectKey = this.#objectKey(key);
    if (range && (!Number.isSafeInteger(range.start) || !Number.isSafeInteger(range.endInclusive) || range.start < 0 || range.endInclusive < range.start)) {
      throw new RangeError(`Invalid byte range ${range.start}-${range.endInclusive}`);
    }
    try {
      const response = await this.#client.send(
        new GetObjectCommand({
          Bucket: this.#bucket,
          Key: objectKey,
          ...(range ? { Range: `bytes=${range.start}-${range.endInclusive}` } : {}),
        }),
      );
      const body = response.Body;
      if (body instanceof Readable) return body;
      if (body && 'transformToWebStream' in body) {
        return Readable.fromWeb(body.transformToWebStream() as import('node:stream/web').ReadableStream);
      }
      throw new Error(`S3 returned no body for ${objectKey}`);
    } catch (error) {
      if (isNotFound(error)) throw new StorageNotFoundError(key);
      // Same error as LocalStorage for a range starting past the end, so callers can answer 416 either way.
      if (range && httpStatusOf(error) === 416) {
        throw new RangeError(`Range starts at byte ${range.start}, past the end of ${key}`);
      }
      throw error;
    }
  }

  async stat(key: string): Promise<StoredObjectInfo | undefined> {
    const objectKey = this.#objectKey(key);
    try {
      const response = await this.#client.send(new HeadObjectCommand({ Bucket: this.#bucket, Key: objectKey }));
      return { sizeBytes: response.ContentLength ?? 0, contentType: response.ContentType };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 for a missing key too, so a missing object is not an error here either.
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: this.#objectKey(key) }));
  }

  async createReadUrl(key: string, options?: { expiresInSeconds?: number }): Promise<string> {
    const command = new GetObjectCommand({ Bucket: this.#bucket, Key: this.#objectKey(key) });
    // Signed at the bucket's start with the bucket's expiry: the same key gives the same URL for the whole bucket.
    const window = getReadUrlWindow(options?.expiresInSeconds ?? defaultReadUrlExpiresInSeconds, currentUnixSeconds());
    return getSignedUrl(this.#client, command, {
      signingDate: new Date(window.signedAtSeconds * 1000),
      expiresIn: window.expiresAtSeconds - window.signedAtSeconds,
    });
  }

  /**
   * Recognises `s3://<bucket>/<prefix>/<key>` and http(s) URLs of this bucket,
   * path-style (`<host>/<bucket>/<prefix>/<key>`) or virtual-host style
   * (`<bucket>.<host>/<prefix>/<key>`), where host is the configured endpoint or
   * AWS's `s3[.<region>].amazonaws.com`. Query strings (presigning) are ignored.
   */
  keyFromUrl(url: string): string | undefined {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return undefined;
    }
    const objectPath = this.#objectPathFromUrl(parsed);
    if (objectPath === undefined || !objectPath.startsWith(this.#keyPrefix)) return undefined;
    let key: string;
    try {
      key = decodeURIComponent(objectPath.slice(this.#keyPrefix.length));
    } catch {
      return undefined;
    }
    return isValidStorageKey(key) ? key : undefined;
  }

  async check(): Promise<ComponentCheck> {
    const where = `s3 bucket ${this.#bucket}${this.#keyPrefix === '' ? '' : `/${this.#keyPrefix.slice(0, -1)}`} at ${this.#endpoint?.origin ?? `AWS ${this.#region}`}`;
    try {
      await this.#client.send(new HeadBucketCommand({ Bucket: this.#bucket }));
      return { ok: true, detail: where };
    } catch (error) {
      return { ok: false, detail: `${where}: ${describeError(error)}` };
    }
  }

  #objectKey(key: string): string {
    assertValidStorageKey(key);
    return `${this.#keyPrefix}${key}`;
  }

  /** The still-encoded object path after the bucket, or undefined when the URL is not of this bucket. */
  #objectPathFromUrl(url: URL): string | undefined {
    if (url.protocol === 's3:') {
      return url.hostname === this.#bucket ? url.pathname.replace(/^\//, '') : undefined;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    const hosts = this.#serviceHosts();
    const basePathname = this.#endpoint ? this.#endpoint.pathname.replace(/\/+$/, '') : '';
    if (!url.pathname.startsWith(`${basePathname}/`)) return undefined;
    const pathAfterBase = url.pathname.slice(basePathname.length + 1);
    if (hosts.includes(url.host)) {
      const bucketPrefix = `${this.#bucket}/`;
      return pathAfterBase.startsWith(bucketPrefix) ? pathAfterBase.slice(bucketPrefix.length) : undefined;
    }
    if (hosts.some((host) => url.host === `${this.#bucket}.${host}`)) return pathAfterBase;
    return undefined;
  }

  /** Hosts (with port where one is set) that serve this bucket. */
  #serviceHosts(): string[] {
    if (this.#endpoint) return [this.#endpoint.host];
    return [`s3.${this.#region}.amazonaws.com`, 's3.amazonaws.com'];
  }
}

async function collectBytes(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let totalBytes = 0;
  for await (const chunk of stream) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    totalBytes += bytes.length;
    if (totalBytes > maxBytes) {
      stream.destroy();
      throw new RangeError(`Body exceeds the ${maxBytes}-byte limit for a streamed S3 put`);
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks, totalBytes);
}

function httpStatusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

function isNotFound(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  // A missing bucket is misconfiguration, not a missing object; check() reports it.
  if (name === 'NoSuchBucket') return false;
  return name === 'NoSuchKey' || name === 'NotFound' || httpStatusOf(error) === 404;
}

function describeError(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const { name, message, $metadata } = error as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
  const status = $metadata?.httpStatusCode === undefined ? '' : ` (HTTP ${$metadata.httpStatusCode})`;
  // HEAD responses carry no body, so the SDK's message is often just the error name or 'UnknownError'.
  return `${name ?? 'Error'}${status}${message && message !== name && message !== 'UnknownError' ? `: ${message}` : ''}`;
}
