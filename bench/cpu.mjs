// Where a load phase's CPU went: the server process against PostgreSQL's processes on this machine
// (Linux /proc; the database must run here, as the bench's throwaway cluster and CI's do).
import { readdirSync, readFileSync } from 'node:fs';

/** Linux's clock ticks per second for /proc's CPU times (USER_HZ, 100 on every common kernel). */
const TICKS_PER_SECOND = 100;

/** A process's user + system CPU in seconds, or 0 when it is gone. */
function cpuSecondsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Every PostgreSQL process's CPU by pid (the postmaster, its backends and helpers). */
function postgresCpu() {
  const byPid = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') byPid.set(entry, cpuSecondsOf(entry));
    } catch {
      // ended while read
    }
  }
  return byPid;
}

/**
 * Runs `phase` and answers its result with the CPU seconds the server (`serverPid`) and PostgreSQL
 * spent meanwhile; a backend started during the phase counts from zero. Null CPU figures off Linux.
 */
export async function withCpuSplit(serverPid, phase) {
  if (process.platform !== 'linux') return { result: await phase(), cpu: null };
  const serverBefore = cpuSecondsOf(serverPid);
  const databaseBefore = postgresCpu();
  const result = await phase();
  const serverSeconds = cpuSecondsOf(serverPid) - serverBefore;
  let databaseSeconds = 0;
  for (const [pid, seconds] of postgresCpu()) databaseSeconds += seconds - (databaseBefore.get(pid) ?? 0);
  return { result, cpu: { serverSeconds, databaseSeconds } };
}
