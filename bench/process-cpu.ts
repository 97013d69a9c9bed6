// CPU time of other processes, read from /proc: what the server side of a
// benchmark spends, whatever else the shared machine is doing meanwhile.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

interface Stat {
  command: string;
  parent: number;
  group: number;
  ticks: number;
}

function stats(): Stat[] {
  const found: Stat[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the parenthesised command: state ppid pgrp ... utime(14) stime(15).
      const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
      const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(') '));
      found.push({ command, parent: Number(fields[1]), group: Number(fields[2]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // the process ended while we looked
    }
  }
  return found;
}

const seconds = (selected: Stat[]) => selected.reduce((sum, stat) => sum + stat.ticks, 0) / TICKS_PER_SECOND;

/** CPU seconds (user + system) used so far by every process in the group: wrangler dev and its workerd. */
export function groupCpuSeconds(group: number): number {
  return seconds(stats().filter((stat) => stat.group === group));
}

/** CPU seconds used so far by this process's workerd children (Miniflare's runtime). */
export function workerdCpuSeconds(): number {
  return seconds(stats().filter((stat) => stat.parent === process.pid && stat.command.startsWith('workerd')));
}

export const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** `min / median / max` of a few measurements, with `digits` decimals. */
export function spread(values: readonly number[], digits = 2): string {
  const sorted = [...values].sort((a, b) => a - b);
  return [sorted[0], median(sorted), sorted[sorted.length - 1]].map((value) => value.toFixed(digits)).join(' / ');
}
