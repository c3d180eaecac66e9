/** A process's CPU time from /proc (the delivery bench reports the server's CPU per request). */
import { readFileSync } from 'node:fs';

/** A process's CPU time so far (user + system, ms) from /proc/<pid>/stat; undefined where there is no /proc. */
export function processCpuMs(pid: number | undefined): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th, in clock ticks (100/s).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}
