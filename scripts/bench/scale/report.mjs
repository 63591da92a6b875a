// The scale bench's figures: each step on a line as it is measured, a summary, and Markdown rows.

const f = (v, d = 1) => (Number.isFinite(v) ? v.toFixed(d) : '—');

/** One step's figures on one line. */
export function printStep(s) {
  const others = Object.entries(s.cores)
    .filter(([name]) => !name.startsWith('load'))
    .map(([name, c]) => `${name} ${f(c, 2)}`)
    .join(', ');
  console.log(
    `${s.mode.padEnd(7)} ${String(s.players).padStart(5)} players (${s.inRooms} in ${s.rooms} rooms, ${s.inLobby} in the lobby) | ` +
      `${s.held ? 'HELD' : 'NOT HELD'}${s.loadSaturated ? ' (load generator saturated)' : ''} | ` +
      `tick gap p99 ${f(s.tickGapP99Ms)} ms (worst part ${f(s.tickGapP99WorstPartMs)}, whole window ${f(s.tickGapP99WholeMs)}; ${f(s.ticksOver60Ms * 100, 2)}% over 60), tick p99 ${f(s.tickDurationP99Ms, 2)} ms, loop lag p99 ${f(s.eventLoopLagP99Ms)} ms | ` +
      `CPU cores: ${others}; load generator ${f(s.loadCores, 2)} | ` +
      `${f(s.playersPerCore, 0)} players per pinned server core (${f(s.playersPerCoreUsed, 0)} per core used) | ` +
      `KB/s per client: room ${f(s.roomKBps, 2)}, lobby ${f(s.lobbyKBps, 2)} (${f(s.lobbyMessagesPerSecond, 2)} msgs/s with the first page, max ${f(s.lobbyMessagesPerSecondMax, 2)}) | ` +
      `joins p50/p95: room ${f(s.roomJoinMs.p50, 0)}/${f(s.roomJoinMs.p95, 0)} ms, lobby ${f(s.lobbyJoinMs.p50, 0)}/${f(s.lobbyJoinMs.p95, 0)} ms, ${s.failedJoins} failed of ${s.joins}, ${s.droppedConnections} connections dropped | ` +
      `other work on the machine ${f(s.otherWorkCores ?? NaN, 2)} cores, load avg ${s.loadAverage.map((l) => l.toFixed(2)).join(' ')}`,
  );
  if (s.failures.length > 0) console.log(`        failures: ${JSON.stringify(s.failures)}`);
}

/** The figures as Markdown rows (docs/performance.md). */
export function markdown(results) {
  const rows = [
    '| mode | players | held | tick gap p99 (median / worst third) | server cores used | players per pinned core | load generator cores | HAProxy / Redis cores | room KB/s per client | lobby KB/s per client (msgs/s) | room join p50 / p95 | lobby join p50 / p95 | failed joins | other work (cores) | load average |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const s of results.flatMap((r) => r.steps)) {
    const side =
      s.mode === 'cluster' ? `${f(s.cores.haproxy ?? 0, 2)} / ${f(s.cores.redis ?? 0, 2)}` : '—';
    rows.push(
      `| ${s.mode} | ${s.players} | ${s.held ? 'yes' : 'no'}${s.loadSaturated ? ' (load gen. saturated)' : ''} | ${f(s.tickGapP99Ms)} / ${f(s.tickGapP99WorstPartMs)} ms | ${f(s.serverCoresUsed, 2)} | ${f(s.playersPerCore, 0)} | ${f(s.loadCores, 2)} | ${side} | ${f(s.roomKBps, 2)} | ${f(s.lobbyKBps, 2)} (${f(s.lobbyMessagesPerSecond, 2)}) | ${f(s.roomJoinMs.p50, 0)} / ${f(s.roomJoinMs.p95, 0)} ms | ${f(s.lobbyJoinMs.p50, 0)} / ${f(s.lobbyJoinMs.p95, 0)} ms | ${s.failedJoins} | ${f(s.otherWorkCores ?? NaN, 2)} | ${s.loadAverage.map((l) => l.toFixed(2)).join(' ')} |`,
    );
  }
  return rows.join('\n');
}

/** The most players each mode held, per pinned server core, and the cluster against one process. */
export function summary(results) {
  const best = (mode) => {
    const held = results.find((r) => r.mode === mode)?.steps.filter((s) => s.held) ?? [];
    return held.at(-1);
  };
  const single = best('single');
  const cluster = best('cluster');
  console.log('\nSummary');
  for (const [name, s] of [
    ['one process', single],
    ['cluster', cluster],
  ]) {
    if (!s) {
      console.log(`  ${name}: no step held`);
      continue;
    }
    console.log(
      `  ${name}: held ${s.players} players on ${s.serverCoresPinned} pinned server core(s) = ${f(s.playersPerCore, 0)} players per core ` +
        `(server CPU ${f(s.serverCoresUsed, 2)} cores, ${f((s.serverCoresUsed * 1000) / s.players, 3)} ms of CPU per player-second)` +
        `${s.loadSaturated ? '; the load generator was saturated, so the server was not at its limit' : ''}`,
    );
  }
  if (single && cluster) {
    const ratio = cluster.playersPerCore / single.playersPerCore;
    console.log(
      `  cluster vs one process, per pinned server core: ${f(ratio, 2)}× ` +
        `(the cluster's processes each on a core of their own would hold about ${f(2 * ratio, 2)}× one process)`,
    );
  }
}
