import { InvalidStorageKeyError } from './storage.ts';

/** Longest accepted key in characters (keys are ASCII, so also bytes); S3 allows 1024, which leaves room for a bucket prefix. */
export const maxStorageKeyLength = 512;

const segmentPattern = /^[A-Za-z0-9._-]+$/;

/**
 * Throws InvalidStorageKeyError unless `key` is one or more `/`-separated
 * segments of `[A-Za-z0-9._-]`, none of them empty, `.` or `..`. That rules out
 * absolute paths, backslashes, percent-escapes and every other way a key could
 * name something outside the storage root, on disk or in a bucket.
 */
export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(String(key));
}

/** The boolean form of assertValidStorageKey, for callers that treat a bad key as "not ours". */
export function isValidStorageKey(key: string): boolean {
  if (typeof key !== 'string' || key.length === 0 || key.length > maxStorageKeyLength) return false;
  return key.split('/').every((segment) => segment !== '.' && segment !== '..' && segmentPattern.test(segment));
}
