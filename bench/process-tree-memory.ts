import { readFileSync, readdirSync } from "node:fs";

/**
 * The resident memory of a process and every process below it, from /proc (Linux): per process its RSS and its PSS
 * (proportional set size: a page shared by several processes, such as Node's code, counted once in total across them,
 * so that the PSS of a tree sums to what it really holds).
 */
export interface ProcessMemory {
  pid: number;
  command: string;
  threads: number;
  rssMb: number;
  pssMb: number;
}

export function processTreeMemory(root: number): ProcessMemory[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readQuietly(`/proc/${name}/stat`);
    // The command may hold spaces and parentheses: the fields after its last ')' are fixed.
    const parent = stat ? Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) : NaN;
    if (!Number.isNaN(parent)) children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
  }
  const tree: number[] = [];
  const visit = (pid: number) => {
    tree.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return tree.flatMap((pid) => {
    const status = readQuietly(`/proc/${pid}/status`);
    const rollup = readQuietly(`/proc/${pid}/smaps_rollup`);
    if (!status) return [];
    const kb = (text: string | undefined, field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(text ?? "")?.[1] ?? 0);
    const command = (readQuietly(`/proc/${pid}/cmdline`) ?? "").split("\0").filter(Boolean).slice(0, 4).join(" ");
    return [
      {
        pid,
        command,
        threads: Number(/^Threads:\s+(\d+)/m.exec(status)?.[1] ?? 0),
        rssMb: Math.round(kb(status, "VmRSS") / 1024),
        pssMb: Math.round(kb(rollup, "Pss") / 1024),
      },
    ];
  });
}

function readQuietly(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}
