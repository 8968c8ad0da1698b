import type { Readable } from 'node:stream';

/** Health of one component as `/api/health` reports it. */
export interface ComponentCheck {
  ok: boolean;
  detail: string;
}

export interface StoredObjectInfo {
  sizeBytes: number;
  contentType: string | undefined;
}

/**
 * Where files live: local disk by default, any S3-compatible bucket at scale.
 * Keys are relative, slash-separated, lowercase-safe paths such as
 * `uploads/<owner>/<uuid>.png`; implementations refuse keys that could escape
 * their root (`..`, absolute paths, backslashes, empty segments).
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /**
   * Writes the whole body under `key`. Nothing is visible under `key` until the
   * write has finished; a failed or aborted write leaves nothing behind.
   */
  put(key: string, body: Readable | Buffer, options: { contentType: string }): Promise<{ sizeBytes: number }>;
  /** The object's bytes; rejects with StorageNotFoundError when missing. */
  read(key: string, range?: { start: number; endInclusive: number }): Promise<Readable>;
  /** Size and type, or undefined when there is no such object. */
  stat(key: string): Promise<StoredObjectInfo | undefined>;
  delete(key: string): Promise<void>;
  /**
   * A URL a browser or the worker can GET: local disk gives a server path
   * `/files/<key>?expires=<unix s>&signature=<hmac>`, S3 a presigned URL.
   */
  createReadUrl(key: string, options?: { expiresInSeconds?: number }): Promise<string>;
  /** The key a URL from createReadUrl (or a stored full_path) points at, if it is one of ours. */
  keyFromUrl(url: string): string | undefined;
  check(): Promise<ComponentCheck>;
}

export class StorageNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored file at ${key}`);
    this.name = 'StorageNotFoundError';
  }
}

export class InvalidStorageKeyError extends Error {
  constructor(readonly key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
    this.name = 'InvalidStorageKeyError';
  }
}
