import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { defaultReadUrlExpiresInSeconds, getReadUrlWindow } from './read-url-lifetime.ts';
import { isValidStorageKey } from './storage-key.ts';
import { InvalidStorageKeyError, StorageNotFoundError } from './storage.ts';
import type { ComponentCheck, Storage, StoredObjectInfo } from './storage.ts';
import { currentUnixSeconds, type UrlSigner } from './url-signer.ts';

/** Options for LocalStorage. */
export interface LocalStorageOptions {
  /** Directory holding the files; resolved to an absolute path once. */
  rootDir: string;
  signer: UrlSigner;
  /**
   * Put in front of `/files/<key>` in read URLs: '' (the default) gives
   * server-relative URLs, `https://talkreel.example` absolute ones, `/api` a
   * mounted path. Signatures always cover `/files/<key>` alone.
   */
  publicBasePath?: string;
}

/** Half-written files, renamed into place only once complete. */
const temporaryDirName = '.tmp';
/** Content types, one file per object at the same relative path, since a plain file has nowhere to keep one. */
const contentTypeDirName = '.content-type';
const reservedTopLevelNames = new Set([temporaryDirName, contentTypeDirName]);

/**
 * Files on the local disk under one root directory, served by the server's
 * `/files/<key>` route with HMAC-signed expiring URLs. Writes go to a temporary
 * file in `<rootDir>/.tmp` and are renamed into place, so a reader sees either
 * the old object or the whole new one, never a partial file.
 */
export class LocalStorage implements Storage {
  readonly kind = 'local' as const;
  readonly rootDir: string;
  readonly #signer: UrlSigner;
  readonly #publicBasePath: string;
  /** Pathname prefix that keyFromUrl expects in front of the key, e.g. `/files/` or `/api/files/`. */
  readonly #filesPathnamePrefix: string;

  constructor(options: LocalStorageOptions) {
    this.rootDir = path.resolve(options.rootDir);
    this.#signer = options.signer;
    this.#publicBasePath = (options.publicBasePath ?? '').replace(/\/+$/, '');
    const basePathname = new URL(this.#publicBasePath || '/', 'http://base.invalid').pathname.replace(/\/+$/, '');
    this.#filesPathnamePrefix = `${basePathname}/files/`;
  }

  async put(key: string, body: Readable | Buffer, options: { contentType: string }): Promise<{ sizeBytes: number }> {
    const targetPath = this.#pathForKey(key);
    const contentTypePath = this.#contentTypePathForKey(key);
    const temporaryDir = path.join(this.rootDir, temporaryDirName);
    await mkdir(temporaryDir, { recursive: true });
    const temporaryDataPath = path.join(temporaryDir, `${randomUUID()}.data`);
    const temporaryContentTypePath = path.join(temporaryDir, `${randomUUID()}.content-type`);
    try {
      let sizeBytes = 0;
      if (Buffer.isBuffer(body)) {
        await writeFile(temporaryDataPath, body, { flag: 'wx' });
        sizeBytes = body.length;
      } else {
        const countBytes = new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            sizeBytes += chunk.length;
            callback(null, chunk);
          },
        });
        // pipeline rejects on an error or a premature close of any stage, which is what an aborted upload looks like.
        await pipeline(body, countBytes, createWriteStream(temporaryDataPath, { flags: 'wx' }));
      }
      await writeFile(temporaryContentTypePath, options.contentType, { flag: 'wx' });
      await mkdir(path.dirname(targetPath), { recursive: true });
      await mkdir(path.dirname(contentTypePath), { recursive: true });
      // Content type first: a crash between the two renames leaves a stray type file, never an object without its type.
      await rename(temporaryContentTypePath, contentTypePath);
      await rename(temporaryDataPath, targetPath);
      return { sizeBytes };
    } finally {
      await Promise.all([unlinkIfPresent(temporaryDataPath), unlinkIfPresent(temporaryContentTypePath)]);
    }
  }

  async read(key: string, range?: { start: number; endInclusive: number }): Promise<Readable> {
    const filePath = this.#pathForKey(key);
    if (range) assertValidRange(range);
    let handle;
    try {
      handle = await open(filePath, 'r');
    } catch (error) {
      if (isMissingFileError(error)) throw new StorageNotFoundError(key);
      throw error;
    }
    try {
      const info = await handle.stat();
      if (!info.isFile()) throw new StorageNotFoundError(key);
      if (range && range.start >= info.size) {
        throw new RangeError(`Range starts at byte ${range.start} but ${key} has ${info.size} bytes`);
      }
    } catch (error) {
      await handle.close();
      throw error;
    }
    return handle.createReadStream(range ? { start: range.start, end: range.endInclusive } : {});
  }

  async stat(key: string): Promise<StoredObjectInfo | undefined> {
    const filePath = this.#pathForKey(key);
    try {
      const info = await stat(filePath);
      if (!info.isFile()) return undefined;
      return { sizeBytes: info.size, contentType: await this.#readContentType(key) };
    } catch (error) {
      if (isMissingFileError(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const filePath = this.#pathForKey(key);
    await unlinkIfPresent(filePath);
    await unlinkIfPresent(this.#contentTypePathForKey(key));
  }

  async createReadUrl(key: string, options?: { expiresInSeconds?: number }): Promise<string> {
    this.#pathForKey(key);
    const expiresInSeconds = options?.expiresInSeconds ?? defaultReadUrlExpiresInSeconds;
    const query = this.#signer.signedQuery({
      method: 'GET',
      path: filesPath(key),
      expiresAtSeconds: getReadUrlWindow(expiresInSeconds, currentUnixSeconds()).expiresAtSeconds,
    });
    return `${this.#publicBasePath}${filesPath(key)}?${query}`;
  }

  /** For the server's `/files/<key>` route: true when the query carries a valid, unexpired signature for GET of this key. */
  verifyReadUrl(key: string, query: { expires?: string; signature?: string }, nowSeconds?: number): boolean {
    if (!this.#isUsableKey(key)) return false;
    return this.#signer.verifyQuery({
      method: 'GET',
      path: filesPath(key),
      query,
      ...(nowSeconds === undefined ? {} : { nowSeconds }),
    });
  }

  keyFromUrl(url: string): string | undefined {
    let parsed: URL;
    try {
      parsed = new URL(url, 'http://base.invalid');
    } catch {
      return undefined;
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
    if (!parsed.pathname.startsWith(this.#filesPathnamePrefix)) return undefined;
    let key: string;
    try {
      key = decodeURIComponent(parsed.pathname.slice(this.#filesPathnamePrefix.length));
    } catch {
      return undefined;
    }
    return this.#isUsableKey(key) ? key : undefined;
  }

  async check(): Promise<ComponentCheck> {
    const detail = `local disk ${this.rootDir}`;
    const probePath = path.join(this.rootDir, temporaryDirName, `probe-${randomUUID()}`);
    const probeText = `talkreel storage probe ${Date.now()}`;
    try {
      await mkdir(path.dirname(probePath), { recursive: true });
      await writeFile(probePath, probeText, { flag: 'wx' });
      const readBack = await readFile(probePath, 'utf8');
      if (readBack !== probeText) return { ok: false, detail: `${detail}: probe file read back differently` };
      return { ok: true, detail };
    } catch (error) {
      return { ok: false, detail: `${detail}: ${error instanceof Error ? error.message : String(error)}` };
    } finally {
      await unlinkIfPresent(probePath);
    }
  }

  #isUsableKey(key: string): boolean {
    return isValidStorageKey(key) && !reservedTopLevelNames.has(key.split('/')[0] ?? '');
  }

  /** Absolute path for a key, refusing invalid keys, the reserved top-level folders, and anything resolving outside rootDir. */
  #pathForKey(key: string): string {
    if (!this.#isUsableKey(key)) throw new InvalidStorageKeyError(key);
    return resolveInside(this.rootDir, key);
  }

  #contentTypePathForKey(key: string): string {
    return resolveInside(path.join(this.rootDir, contentTypeDirName), key);
  }

  async #readContentType(key: string): Promise<string | undefined> {
    try {
      return await readFile(this.#contentTypePathForKey(key), 'utf8');
    } catch (error) {
      if (isMissingFileError(error)) return undefined;
      throw error;
    }
  }
}

/** The path a read URL's signature covers and the server's route serves. */
function filesPath(key: string): string {
  return `/files/${key}`;
}

/** Second line of defence after key validation: the resolved path must be strictly inside `dir`. */
function resolveInside(dir: string, key: string): string {
  const resolved = path.resolve(dir, ...key.split('/'));
  const relative = path.relative(dir, resolved);
  if (relative === '' || relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) {
    throw new InvalidStorageKeyError(key);
  }
  return resolved;
}

function assertValidRange(range: { start: number; endInclusive: number }): void {
  if (!Number.isSafeInteger(range.start) || !Number.isSafeInteger(range.endInclusive) || range.start < 0 || range.endInclusive < range.start) {
    throw new RangeError(`Invalid byte range ${range.start}-${range.endInclusive}`);
  }
}

/** ENOTDIR: a key such as `a/b` where `a` is a file names nothing, just like a missing file. */
function isMissingFileError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

async function unlinkIfPresent(filePath: string): Promise<void> {
  try {
    await unlink(filePath);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // EISDIR/EPERM: the key names a folder of other keys, which is not an object, so there is nothing to delete.
    if (isMissingFileError(error) || code === 'EISDIR' || code === 'EPERM') return;
    throw error;
  }
}
