import type { File, Reporter, Task } from 'vitest';

function countTests(tasks: readonly Task[], counts: { passed: number; failed: number; skipped: number }): void {
  for (const task of tasks) {
    if (task.type === 'suite') countTests(task.tasks, counts);
    else if (task.result?.state === 'pass') counts.passed += 1;
    else if (task.result?.state === 'fail') counts.failed += 1;
    else counts.skipped += 1;
  }
}

/**
 * Ends the run with one plain line, `Tests: N passed, N failed, N skipped`,
 * that any CI can read. A file that failed to load counts as one failure.
 */
export default class SummaryReporter implements Reporter {
  onFinished(files: File[] = []): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const file of files) {
      countTests(file.tasks, counts);
      if (file.result?.state === 'fail' && file.tasks.length === 0) counts.failed += 1;
    }
    // After the default reporter's summary, so it is the closing line.
    process.once('beforeExit', () => {
      process.stdout.write(`Tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
    });
  }
}
