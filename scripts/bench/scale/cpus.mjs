// Where each process of the scale bench runs and what CPU it used: `taskset` pins a running process (all its
// threads) to a set of cores, and /proc/<pid>/stat says how much CPU time it has had.
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { readFileSync } from 'node:fs';

const CLOCK_TICKS_PER_SECOND = 100;

export const hasTaskset = () => spawnSync('taskset', ['-V']).status === 0;

/** Pins process `pid` and all its threads to `cpus` (e.g. [0] or [1, 2]); false when taskset is missing. */
export function pin(pid, cpus) {
  if (!pid || cpus.length === 0) return false;
  const answer = spawnSync('taskset', ['-a', '-p', '-c', cpus.join(','), String(pid)], {
    encoding: 'utf8',
  });
  return answer.status === 0;
}

/** CPU seconds the whole machine has been busy so far (all cores, from /proc/stat); null off Linux. */
export function machineBusySeconds() {
  try {
    const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
    // cpu  user nice system idle iowait irq softirq steal …: busy is all but idle and iowait.
    const fields = cpu.trim().split(/\s+/).slice(1).map(Number);
    const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
    return (total - fields[3] - fields[4]) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** CPU seconds (user + system) process `pid` has used so far, all threads; null once it is gone. */
export function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces: the fields are counted after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

const parseList = (text) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n >= 0);

/**
 * How the cores are split. One process: the game server on the first core, everything else (the load
 * generator) on the others. The cluster: with 4 cores or more, each game process gets a core of its own and
 * HAProxy, Redis and the load generator share the rest; on 2 or 3 cores the two game processes share the first
 * core (so their figures compare with one process on one core) and HAProxy, Redis and the load generator
 * share the others. BENCH_SERVER_CPUS and BENCH_LOAD_CPUS (e.g. "0" and "1,2,3") override the split.
 */
export function coreSplit(processes, cores = availableParallelism(), env = process.env) {
  const all = Array.from({ length: cores }, (_, i) => i);
  const serverOverride = parseList(env.BENCH_SERVER_CPUS ?? '');
  const loadOverride = parseList(env.BENCH_LOAD_CPUS ?? '');
  let servers;
  if (serverOverride.length > 0) {
    servers = Array.from({ length: processes }, () => serverOverride);
  } else if (processes > 1 && cores >= processes + 2) {
    servers = Array.from({ length: processes }, (_, i) => [i]);
  } else {
    servers = Array.from({ length: processes }, () => [0]);
  }
  const used = new Set(servers.flat());
  const rest = all.filter((cpu) => !used.has(cpu));
  const load = loadOverride.length > 0 ? loadOverride : rest.length > 0 ? rest : all;
  return { servers, load, serverCores: used.size };
}
