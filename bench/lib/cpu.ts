import { readFileSync } from 'node:fs';

/** Clock ticks per second for /proc/<pid>/stat; 100 on every mainstream Linux. */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux), or null elsewhere.
 * Unlike requests per second it hardly depends on what else the machine is doing, so the CPU time
 * per request of two servers compares them fairly even on a busy machine.
 */
export function cpuTimeMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces; the fields after it are space-separated.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    return ((utime + stime) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
