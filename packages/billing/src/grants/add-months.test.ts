import { expect, test } from 'vitest';
import { addMonths } from './add-months.ts';

test.each([
  ['2026-01-15T10:30:00Z', 1, '2026-02-15T10:30:00.000Z'],
  ['2026-01-31T09:00:00Z', 1, '2026-02-28T09:00:00.000Z'],
  ['2028-01-31T09:00:00Z', 1, '2028-02-29T09:00:00.000Z'],
  ['2026-01-31T09:00:00Z', 2, '2026-03-31T09:00:00.000Z'],
  ['2026-05-31T00:00:00Z', 12, '2027-05-31T00:00:00.000Z'],
  ['2026-12-15T00:00:00Z', 1, '2027-01-15T00:00:00.000Z'],
  ['2028-02-29T00:00:00Z', 12, '2029-02-28T00:00:00.000Z'],
])('%s plus %i months is %s', (start, months, expected) => {
  expect(addMonths(new Date(start), months).toISOString()).toBe(expected);
});
