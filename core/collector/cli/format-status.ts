import type { Source } from "../collector.schema";
import type { RunSummary } from "../runs/run-source";
import type { RunRecord } from "../runs/runs.service";

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}

const time = (date: Date | null) => (date ? date.toISOString().slice(0, 19).replace("T", " ") : "-");

export function formatSources(sources: Source[]): string {
  if (sources.length === 0)
    return "No sources yet. Add one with: npm run collect -- add --company NAME --type TYPE --url URL";
  return table(
    ["id", "company", "type", "state", "url"],
    sources.map((source) => [
      String(source.id),
      source.companyName,
      source.type,
      source.paused ? "paused" : "active",
      source.url,
    ]),
  );
}

export function formatRuns(runs: RunRecord[]): string {
  if (runs.length === 0) return "No runs yet. Start one with: npm run collect";
  return table(
    [
      "run",
      "company",
      "status",
      "started (UTC)",
      "ended (UTC)",
      "found",
      "added",
      "updated",
      "closed",
      "failed",
      "error",
    ],
    runs.map((run) => [
      String(run.id),
      run.companyName,
      run.status,
      time(run.startedAt),
      time(run.finishedAt),
      String(run.found),
      String(run.added),
      String(run.updated),
      String(run.closed),
      String(run.failed),
      (run.error ?? "").replace(/\s+/g, " ").slice(0, 120),
    ]),
  );
}

export function formatSummaries(summaries: RunSummary[]): string {
  const totals = summaries.reduce(
    (sum, run) => ({
      found: sum.found + run.found,
      added: sum.added + run.added,
      updated: sum.updated + run.updated,
      closed: sum.closed + run.closed,
    }),
    { found: 0, added: 0, updated: 0, closed: 0 },
  );
  const failed = summaries.filter((run) => run.status === "failed");
  const lines = [
    `Collected ${summaries.length} source(s): ${totals.found} found, ${totals.added} added, ${totals.updated} updated, ${totals.closed} closed.`,
    ...failed.map((run) => `  failed: ${run.source.companyName} (${run.source.url}): ${run.error}`),
    ...summaries
      .filter((run) => run.status !== "failed" && run.error)
      .map((run) => `  note: ${run.source.companyName}: ${run.error}`),
  ];
  return lines.join("\n");
}
