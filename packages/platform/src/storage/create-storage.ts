import { LocalStorage } from './local-storage.ts';
import type { StorageConfig } from './parse-storage-url.ts';
import { S3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';
import type { UrlSigner } from './url-signer.ts';

/** The Storage a parsed `STORAGE_URL` describes; the signer signs local read URLs (S3 presigns its own). */
export function createStorage(config: StorageConfig, signer: UrlSigner): Storage {
  switch (config.kind) {
    case 'local':
      return new LocalStorage({ rootDir: config.rootDir, signer });
    case 's3':
      return new S3Storage(config.options);
  }
}
