export * from './storage.ts';
export * from './storage-key.ts';
export * from './url-signer.ts';
export * from './read-url-lifetime.ts';
export * from './local-storage.ts';
export * from './s3-storage.ts';
export * from './parse-storage-url.ts';
export * from './create-storage.ts';
