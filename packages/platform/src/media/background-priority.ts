import { readdirSync } from 'node:fs';
import os from 'node:os';

/**
 * The nice value of encodes and other batch media work: the API, previews and
 * the database stay ahead of them on a busy CPU (a nice-10 process gets about a
 * tenth of the CPU a nice-0 one does when both want it), and they still use
 * every idle cycle.
 */
export const backgroundNiceness = 10;

function lower(id: number): void {
  try {
    if (os.getPriority(id) < backgroundNiceness) os.setPriority(id, backgroundNiceness);
  } catch {
    // ESRCH: the process or thread has exited already; raising a nice value needs no privilege, so nothing else fails here.
  }
}

/** Linux keeps a nice value per thread: the ids of the process's threads, empty where /proc does not list them. */
function listThreadIds(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).map(Number);
  } catch {
    return [];
  }
}

/**
 * Lowers a child process to `backgroundNiceness`, called right after spawn.
 * Threads inherit the value of the thread that starts them, but on a loaded
 * machine the child may already have started threads before this runs, so
 * every thread listed under /proc is lowered too (twice: a thread started by
 * a not-yet-lowered one during the first pass is caught by the second). A
 * child that already runs lower is left as it is.
 */
export function lowerToBackgroundPriority(pid: number | undefined): void {
  if (pid === undefined) return;
  lower(pid);
  for (let pass = 0; pass < 2; pass += 1) {
    for (const threadId of listThreadIds(pid)) lower(threadId);
  }
}
