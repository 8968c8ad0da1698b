import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseStorageUrl, StorageUrlError } from './parse-storage-url.ts';

describe('parseStorageUrl', () => {
  it('defaults to local disk at <dataDir>/files when unset or blank', () => {
    expect(parseStorageUrl(undefined, '/srv/talkreel/data')).toEqual({ kind: 'local', rootDir: '/srv/talkreel/data/files' });
    expect(parseStorageUrl('  ', '/srv/talkreel/data')).toEqual({ kind: 'local', rootDir: '/srv/talkreel/data/files' });
  });

  it('resolves a relative dataDir against the working directory', () => {
    expect(parseStorageUrl(undefined, 'data')).toEqual({ kind: 'local', rootDir: path.resolve('data', 'files') });
  });

  it('reads file:///abs/path as local disk at that path, decoding escapes', () => {
    expect(parseStorageUrl('file:///var/lib/talkreel/files', '/ignored')).toEqual({ kind: 'local', rootDir: '/var/lib/talkreel/files' });
    expect(parseStorageUrl('file:///mnt/my%20disk/', '/ignored')).toEqual({ kind: 'local', rootDir: '/mnt/my disk' });
  });

  it('reads an s3 URL for MinIO with endpoint, region, path style and keys', () => {
    const config = parseStorageUrl(
      's3://talkreel-media/prod/files?endpoint=http://127.0.0.1:9000&region=eu-central-1&path_style=true&access_key_id=minio&secret_access_key=minio-secret',
      '/ignored',
    );
    expect(config).toEqual({
      kind: 's3',
      options: {
        bucket: 'talkreel-media',
        prefix: 'prod/files',
        endpoint: 'http://127.0.0.1:9000',
        region: 'eu-central-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
      },
    });
  });

  it('leaves credentials to the SDK default chain and picks defaults for AWS', () => {
    expect(parseStorageUrl('s3://talkreel-media', '/ignored')).toEqual({
      kind: 's3',
      options: { bucket: 'talkreel-media', region: 'us-east-1', forcePathStyle: false },
    });
  });

  it('defaults to path style when an endpoint is given, and honours path_style=false', () => {
    const minio = parseStorageUrl('s3://bucket-a/?endpoint=http://minio:9000', '/ignored');
    expect(minio).toMatchObject({ kind: 's3', options: { endpoint: 'http://minio:9000', forcePathStyle: true } });
    expect(minio.kind === 's3' && 'prefix' in minio.options).toBe(false);
    const r2 = parseStorageUrl('s3://bucket-a?endpoint=https://acct.r2.cloudflarestorage.com&region=auto&path_style=false', '/ignored');
    expect(r2).toMatchObject({ kind: 's3', options: { region: 'auto', forcePathStyle: false } });
  });

  it('carries a session token with the keys', () => {
    const config = parseStorageUrl('s3://bucket-a?access_key_id=a&secret_access_key=b&session_token=c', '/ignored');
    expect(config).toMatchObject({ options: { credentials: { accessKeyId: 'a', secretAccessKey: 'b', sessionToken: 'c' } } });
  });

  it.each([
    ['not a url', 'is not a URL'],
    ['/var/lib/files', 'is not a URL'],
    ['https://bucket.s3.amazonaws.com', 'unsupported scheme https:'],
    ['file://remote-host/share', 'not a local absolute path'],
    ['file:///data?x=1', 'no query string'],
    ['s3://', 'bucket name'],
    ['s3://Upper_Case', 'bucket name'],
    ['s3://ab', 'bucket name'],
    ['s3://user:pass@bucket-a', 'access_key_id and secret_access_key query parameters'],
    ['s3://bucket-a/a%2F..%2F..', 'prefix'],
    ['s3://bucket-a/a b', 'prefix'],
    ['s3://bucket-a/a%5Cb', 'prefix'],
    ['s3://bucket-a?endpoint=minio:9000', 'endpoint parameter must be an http: or https: URL'],
    ['s3://bucket-a?endpoint=not%20a%20url', 'endpoint parameter is not a URL'],
    ['s3://bucket-a?pathstyle=true', 'unknown parameter pathstyle'],
    ['s3://bucket-a?path_style=yes', 'path_style must be true or false'],
    ['s3://bucket-a?region=', 'empty region'],
    ['s3://bucket-a?region=a&region=b', 'repeats parameter region'],
    ['s3://bucket-a?access_key_id=only', 'both access_key_id and secret_access_key'],
    ['s3://bucket-a?session_token=t', 'session_token without'],
  ])('refuses %j with a message naming STORAGE_URL', (value, problem) => {
    expect(() => parseStorageUrl(value, '/data')).toThrow(StorageUrlError);
    expect(() => parseStorageUrl(value, '/data')).toThrow(/^STORAGE_URL /);
    expect(() => parseStorageUrl(value, '/data')).toThrow(problem);
  });

  it('never repeats a secret in its error message', () => {
    let message = '';
    try {
      parseStorageUrl('s3://bucket-a?secret_access_key=SUPER-SECRET-VALUE&typo=1', '/data');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('STORAGE_URL');
    expect(message).not.toContain('SUPER-SECRET-VALUE');
  });
});
