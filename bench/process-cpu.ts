/**
 * CPU time of a process and every process under it (a server's main process and its cluster
 * workers, or an embedded PostgreSQL and its backends), read from Linux's /proc/<pid>/stat:
 * fields 14 and 15 (utime, stime) in clock ticks, and field 4 (the parent's pid) to find children.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

let ticksPerSecond: number | undefined;
function clockTicks(): number {
  ticksPerSecond ??= Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  return ticksPerSecond;
}

interface ProcStat {
  pid: number;
  parent: number;
  cpuTicks: number;
}

function readStat(pid: string): ProcStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces: the fields after it start after the last ')'.
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return { pid: Number(pid), parent: Number(fields[1]), cpuTicks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined; // the process ended while the list was read
  }
}

/** CPU milliseconds used so far by the process and all its descendants that are still running. */
export function processTreeCpuMs(rootPid: number): number {
  const all = readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(readStat)
    .filter((stat): stat is ProcStat => stat !== undefined);
  const children = new Map<number, ProcStat[]>();
  for (const stat of all) {
    const siblings = children.get(stat.parent);
    if (siblings) siblings.push(stat);
    else children.set(stat.parent, [stat]);
  }
  let ticks = 0;
  const pending = all.filter((stat) => stat.pid === rootPid);
  while (pending.length) {
    const stat = pending.pop()!;
    ticks += stat.cpuTicks;
    pending.push(...(children.get(stat.pid) ?? []));
  }
  return (ticks / clockTicks()) * 1000;
}
