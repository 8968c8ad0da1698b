import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['apps/*/src/**/*.test.ts', 'packages/*/src/**/*.test.ts', 'apps/*/e2e/**/*.test.ts', 'scripts/**/*.test.ts'],
    reporters: ['default', './scripts/summary-reporter.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // New embedded databases (dozens per run) start from a migrated copy kept here: about 2 s less each.
    env: { PGLITE_TEMPLATE_DIR: path.resolve(import.meta.dirname, 'node_modules/.cache/talkreel-pglite') },
    // Two cores: keep heavy files from starving each other.
    maxWorkers: 2,
    minWorkers: 1,
  },
});
