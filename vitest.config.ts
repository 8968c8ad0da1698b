import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['apps/*/src/**/*.test.ts', 'packages/*/src/**/*.test.ts', 'apps/*/e2e/**/*.test.ts', 'scripts/**/*.test.ts'],
    reporters: ['default', './scripts/summary-reporter.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Test files share their worker's module cache: measured on 66 package files, 74 s → 45 s wall and 127 → 72 CPU s,
    // most of it modules (pg-boss, pdf.js, Human, the speech engines) loaded once per worker instead of once per file.
    // Tests therefore restore what they patch (vi.restoreAllMocks) and leave no process-wide state behind.
    isolate: false,
    // New embedded databases (dozens per run) start from a migrated copy kept here: about 2 s less each.
    env: { PGLITE_TEMPLATE_DIR: path.resolve(import.meta.dirname, 'node_modules/.cache/talkreel-pglite') },
    // Two cores: keep heavy files from starving each other.
    maxWorkers: 2,
    minWorkers: 1,
  },
});
