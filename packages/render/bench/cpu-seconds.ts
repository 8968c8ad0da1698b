import { readFileSync } from 'node:fs';
import os from 'node:os';

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ; 100 on Linux). */
const ticksPerSecond = 100;

/**
 * CPU seconds used so far by this process (all threads) and by its finished
 * children (ffmpeg), from /proc; null where /proc is missing. On a shared
 * machine, CPU time says what a render costs when wall time says how busy
 * the neighbours were.
 */
export function readCpuSeconds(): number | null {
  if (os.platform() !== 'linux') return null;
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ');
  if (!fields) return null;
  // After "pid (comm) ": state is field 3, utime 14, stime 15, cutime 16, cstime 17 (1-based).
  const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((index) => Number(fields[index]));
  return (utime! + stime! + cutime! + cstime!) / ticksPerSecond;
}
