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

/**
 * What vnu reports that the HTML standard allows (docs/decisions/097), each with the standard's word for it:
 * - `<link rel="expect" blocking="render">`: the HTML standard's own example for the link type
 *   "expect"; vnu still allows `blocking` on stylesheets only.
 */
const CHECKER_LAGS = [
  /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/,
];

/**
 * The site stylesheet is written into every page (app/lib/inline-stylesheet.tsx), and vnu's CSS checker predates
 * much of the CSS Tailwind writes (@property, margin-trim, @layer properties): it is build output, not authored
 * HTML, so it is left out of the page before the check. Authored CSS (style attributes) is still checked.
 */
export function withoutSiteStylesheet(html: string): string {
  return html.replace(/(<style data-site-css="">)[\s\S]*?(<\/style>)/, "$1$2");
}

/** Errors per file (warnings and info are not errors and are left out). */
export async function nuErrors(files: string[]): Promise<NuMessage[]> {
  const jar = createRequire(import.meta.url)("vnu-jar") as string;
  // vnu exits non-zero when it finds errors; its JSON report is on stderr either way.
  const result = await run("java", ["-jar", jar, "--errors-only", "--format", "json", ...files], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stderr?: string; code?: number }) => {
    if (typeof error.stderr === "string" && error.stderr.trim().startsWith("{")) return { stderr: error.stderr };
    throw error;
  });
  const report = JSON.parse(result.stderr) as {
    messages: { type: string; url: string; lastLine?: number; message: string; extract?: string }[];
  };
  return report.messages
    .filter((m) => m.type === "error" || m.type === "non-document-error")
    .filter((m) => !CHECKER_LAGS.some((lag) => lag.test(m.message)))
    .map((m) => ({
      file: decodeURIComponent(new URL(m.url).pathname),
      line: m.lastLine,
      message: m.message,
      extract: m.extract,
    }));
}
