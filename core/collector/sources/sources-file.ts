import { readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { sourceEntrySchema, type SourceEntry } from "../collector.schema";

/** A sources file that cannot be used; the message names the file, the entry and the field. */
export class SourcesFileError extends Error {}

function describeEntry(raw: unknown, index: number): string {
  const name = raw && typeof raw === "object" ? (raw as { company?: unknown }).company : undefined;
  const company = typeof name === "string" && name.trim() ? ` (${name.trim()})` : "";
  return `entry ${index + 1}${company}`;
}

/**
 * Parses a sources list, JSON or YAML: a list of { company, type, url, website? }
 * (a top-level { sources: [...] } is accepted too). Every problem is reported, not
 * just the first, so one edit fixes the file.
 */
export function parseSources(text: string, fileName: string): SourceEntry[] {
  let document: unknown;
  try {
    document = fileName.endsWith(".json") ? JSON.parse(text) : parseYaml(text);
  } catch (error) {
    throw new SourcesFileError(
      `${fileName} is not valid ${fileName.endsWith(".json") ? "JSON" : "YAML"}: ${(error as Error).message.split("\n")[0]}`,
    );
  }
  const list = Array.isArray(document) ? document : (document as { sources?: unknown } | null)?.sources;
  if (!Array.isArray(list))
    throw new SourcesFileError(`${fileName} must hold a list of sources ({ company, type, url, website? })`);
  if (list.length === 0) throw new SourcesFileError(`${fileName} lists no sources`);
  const problems: string[] = [];
  const entries: SourceEntry[] = [];
  const seenUrls = new Map<string, number>();
  list.forEach((raw, index) => {
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) {
      problems.push(`${describeEntry(raw, index)}: must be an object with company, type and url`);
      return;
    }
    // Checked before the rest, so a repeated address is reported even when the entry has other problems.
    const rawUrl = typeof (raw as { url?: unknown }).url === "string" ? (raw as { url: string }).url.trim() : undefined;
    const earlier = rawUrl ? seenUrls.get(rawUrl) : undefined;
    if (earlier !== undefined) {
      problems.push(`${describeEntry(raw, index)}: field "url" repeats entry ${earlier + 1}`);
      return;
    }
    if (rawUrl) seenUrls.set(rawUrl, index);
    const parsed = sourceEntrySchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const where =
          issue.code === "unrecognized_keys"
            ? `unknown field(s) ${issue.keys.map((key) => `"${key}"`).join(", ")} (allowed: company, type, url, website)`
            : `field "${issue.path.join(".")}" ${issue.message}`;
        problems.push(`${describeEntry(raw, index)}: ${where}`);
      }
      return;
    }
    entries.push(parsed.data);
  });
  if (problems.length > 0)
    throw new SourcesFileError(`${fileName} has ${problems.length} problem(s):\n  ${problems.join("\n  ")}`);
  return entries;
}

export function readSourcesFile(filePath: string): SourceEntry[] {
  let text: string;
  try {
    text = readFileSync(filePath, "utf8");
  } catch (error) {
    throw new SourcesFileError(
      `cannot read ${filePath}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
  return parseSources(text, path.basename(filePath));
}
