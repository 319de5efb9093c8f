import { readdirSync, readFileSync } from 'node:fs';

/** Linux's clock ticks per second for /proc/<pid>/stat times (USER_HZ, 100 on every common build). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user and system, in ms) used so far by every process of this machine named `postgres`: the
 * server's backends and its own workers. A bench reads it before and after a run to tell what the work cost
 * the database, which varies far less from run to run than throughput does on a shared machine. Null where
 * /proc cannot tell (not Linux, or PostgreSQL on another machine: then it reads 0 and says nothing).
 */
export function postgresCpuMs(): number | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  let ticks = 0;
  let found = false;
  for (const pid of entries) {
    if (!/^\d+$/.test(pid)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    if (!stat.includes(' (postgres) ')) continue;
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
    found = true;
  }
  return found ? (ticks * 1000) / TICKS_PER_SECOND : null;
}
