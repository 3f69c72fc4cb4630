/** The Nu HTML Checker (vnu-jar from npm) on the machine's Java, over many files in one JVM start. */
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface NuMessage {
  file: string;
  line?: number;
  message: string;
  extract?: string;
}

/** Errors per file (warnings and info are not errors and are left out). */
export async function nuErrors(files: string[]): Promise<NuMessage[]> {
  const jar = createRequire(import.meta.url)("vnu-jar") as string;
  // vnu exits non-zero when it finds errors; its JSON report is on stderr either way.
  const result = await run("java", ["-jar", jar, "--errors-only", "--format", "json", ...files], { maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: { stderr?: string; code?: number }) => {
      if (typeof error.stderr === "string" && error.stderr.trim().startsWith("{")) return { stderr: error.stderr };
      throw error;
    },
  );
  const report = JSON.parse(result.stderr) as { messages: { type: string; url: string; lastLine?: number; message: string; extract?: string }[] };
  return report.messages
    .filter((m) => m.type === "error" || m.type === "non-document-error")
    .map((m) => ({ file: decodeURIComponent(new URL(m.url).pathname), line: m.lastLine, message: m.message, extract: m.extract }));
}
