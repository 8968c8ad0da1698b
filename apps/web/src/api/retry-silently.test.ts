import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { retrySilently } from './retry-silently.ts';

const options = { codes: [10102, 10103], maxRetries: 3, delayMs: () => 0 };

/** A call that fails with these codes in turn, then answers 'ok'. */
function failingWith(codes: number[]) {
  const calls: number[] = [];
  const call = async () => {
    calls.push(calls.length);
    const code = codes[calls.length - 1];
    if (code !== undefined) throw new ApiError(code, `failed with ${code}`);
    return 'ok';
  };
  return { call, calls };
}

describe('retrySilently (spec §8: 10102 and 10103 on the avatar list, up to 3 retries)', () => {
  it('answers after up to three silent retries of the transient codes', async () => {
    const given: unknown[] = [];
    const { call, calls } = failingWith([10102, 10103, 10102]);
    await expect(retrySilently(call, options, (error) => given.push(error))).resolves.toBe('ok');
    expect(calls).toHaveLength(4);
    expect(given).toEqual([]);
  });

  it('gives up after the third retry and hands over that failure', async () => {
    const given: ApiError[] = [];
    const { call, calls } = failingWith([10102, 10102, 10103, 10102, 10102]);
    await expect(retrySilently(call, options, (error) => given.push(error as ApiError))).rejects.toMatchObject({ code: 10102 });
    expect(calls).toHaveLength(4);
    expect(given.map((error) => error.msg)).toEqual(['failed with 10102']);
  });

  it('does not retry any other code', async () => {
    const given: ApiError[] = [];
    const { call, calls } = failingWith([40000]);
    await expect(retrySilently(call, options, (error) => given.push(error as ApiError))).rejects.toMatchObject({ code: 40000 });
    expect(calls).toHaveLength(1);
    expect(given.map((error) => error.code)).toEqual([40000]);
  });
});
