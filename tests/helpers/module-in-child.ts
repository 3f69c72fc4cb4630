import { execFile } from "node:child_process";
import { promisify } from "node:util";

/**
 * A module's source run as `node [v8Options] --import tsx` in a process of its own from the project folder (this
 * test's Node, no NODE_OPTIONS), for what must start afresh: V8 flags, the packages a process loads. Returns what it
 * printed as JSON on its last line.
 */
export async function lastJsonOfModuleInChild<T>(source: string, v8Options: string[] = []): Promise<T> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [...v8Options, "--import", "tsx", "--input-type=module", "-e", source],
    { cwd: process.cwd(), env: { ...process.env, NODE_OPTIONS: "" } },
  );
  return JSON.parse(stdout.trim().split("\n").at(-1)!) as T;
}
