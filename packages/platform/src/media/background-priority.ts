import os from 'node:os';

/**
 * The nice value of encodes and other batch media work: the API, previews and
 * the database stay ahead of them on a busy CPU (a nice-10 process gets about a
 * tenth of the CPU a nice-0 one does when both want it), and they still use
 * every idle cycle.
 */
export const backgroundNiceness = 10;

/**
 * Lowers a child process to `backgroundNiceness`. Called right after spawn,
 * before ffmpeg has opened its inputs and started its encoder threads (threads
 * inherit the value of the thread that starts them). A child that already runs
 * lower (spawned from a background thread) is left as it is; one that has
 * already exited is nothing to lower.
 */
export function lowerToBackgroundPriority(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    if (os.getPriority(pid) < backgroundNiceness) os.setPriority(pid, backgroundNiceness);
  } catch {
    // ESRCH: the process has exited already; raising a nice value needs no privilege, so nothing else fails here.
  }
}
