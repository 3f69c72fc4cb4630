import { parseArgs } from "node:util";
import { sourceEntrySchema, type Source } from "../collector.schema";
import { runSources, type RunSourcesOptions } from "../runs/run-sources";
import { listRecentRuns } from "../runs/runs.service";
import { readSourcesFile, SourcesFileError } from "../sources/sources-file";
import { findSource, listSources, removeSource, saveSource, setSourcePaused } from "../sources/sources.service";
import { formatRuns, formatSources, formatSummaries } from "./format-status";
import { createProgressPrinter } from "./progress-bar";

export const usage = `Collect openings from company career pages.

  npm run collect                         collect every active source now
  npm run collect -- --sources FILE       add or update the sources in FILE (JSON or YAML), then collect them
  npm run collect -- --status             the sources and the last runs
  npm run collect -- list                 list the sources
  npm run collect -- add --company NAME --type TYPE --url URL [--website URL]
  npm run collect -- pause ID|URL         stop collecting a source (its jobs stay as they are)
  npm run collect -- resume ID|URL        collect it again
  npm run collect -- remove ID|URL        delete a source and close its jobs
  npm run collect -- run ID|URL...        collect the named sources now

TYPE is one of greenhouse, lever, ashby, recruitee, workable, jsonld.
Exit status: 0 done, 1 bad input, 2 some source failed.`;

export interface CommandIo {
  out: NodeJS.WritableStream & { isTTY?: boolean };
  err: NodeJS.WritableStream;
  runOptions?: RunSourcesOptions;
}

class UsageError extends Error {}

async function resolveSources(names: string[]): Promise<Source[]> {
  const sources: Source[] = [];
  for (const name of names) {
    const source = await findSource(name);
    if (!source) throw new UsageError(`no source ${name}; see npm run collect -- list`);
    sources.push(source);
  }
  return sources;
}

async function collect(sources: Source[], io: CommandIo): Promise<number> {
  if (sources.length === 0) {
    io.out.write("No active sources to collect. Add some with --sources FILE or add.\n");
    return 0;
  }
  const progress = createProgressPrinter(io.out);
  const summaries = await runSources(sources, { ...io.runOptions, onProgress: (state) => progress.update(state) });
  progress.done();
  io.out.write(`${formatSummaries(summaries)}\n`);
  return summaries.some((summary) => summary.status === "failed") ? 2 : 0;
}

/** `npm run collect` with its arguments; returns the exit status. The database must be connected. */
export async function runCollectorCommand(argv: string[], io: CommandIo): Promise<number> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        sources: { type: "string" },
        status: { type: "boolean" },
        help: { type: "boolean", short: "h" },
        company: { type: "string" },
        type: { type: "string" },
        url: { type: "string" },
        website: { type: "string" },
      },
    });
    const [command, ...rest] = positionals;
    if (values.help) {
      io.out.write(`${usage}\n`);
      return 0;
    }
    if (values.status) {
      io.out.write(
        `Sources\n${formatSources(await listSources())}\n\nLast runs\n${formatRuns(await listRecentRuns(20))}\n`,
      );
      return 0;
    }
    if (values.sources) {
      const entries = readSourcesFile(values.sources);
      const saved = [];
      for (const entry of entries) saved.push(await saveSource(entry));
      const created = saved.filter((entry) => entry.created).length;
      io.out.write(`${values.sources}: ${created} source(s) added, ${saved.length - created} updated.\n`);
      return collect(
        saved.map((entry) => entry.source).filter((source) => !source.paused),
        io,
      );
    }
    switch (command) {
      case undefined:
        return collect(
          (await listSources()).filter((source) => !source.paused),
          io,
        );
      case "list":
        io.out.write(`${formatSources(await listSources())}\n`);
        return 0;
      case "add": {
        const parsed = sourceEntrySchema.safeParse({
          company: values.company,
          type: values.type,
          url: values.url,
          website: values.website,
        });
        if (!parsed.success)
          throw new UsageError(
            parsed.error.issues.map((issue) => `--${issue.path.join(".")} ${issue.message}`).join("; "),
          );
        const { source, created } = await saveSource(parsed.data);
        io.out.write(
          `${created ? "Added" : "Updated"} source ${source.id}: ${source.companyName} (${source.type}) ${source.url}\n`,
        );
        return 0;
      }
      case "pause":
      case "resume": {
        if (rest.length === 0) throw new UsageError(`${command} needs a source id or URL`);
        for (const source of await resolveSources(rest)) {
          await setSourcePaused(source, command === "pause");
          io.out.write(`${command === "pause" ? "Paused" : "Resumed"} source ${source.id}: ${source.companyName}\n`);
        }
        return 0;
      }
      case "remove": {
        if (rest.length === 0) throw new UsageError("remove needs a source id or URL");
        for (const source of await resolveSources(rest)) {
          const { closedJobs } = await removeSource(source);
          io.out.write(`Removed source ${source.id}: ${source.companyName}; ${closedJobs} job(s) closed\n`);
        }
        return 0;
      }
      case "run":
        if (rest.length === 0)
          throw new UsageError("run needs a source id or URL (or run npm run collect alone for all)");
        return collect(await resolveSources(rest), io);
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
  } catch (error) {
    if (error instanceof SourcesFileError || error instanceof UsageError) {
      io.err.write(`${error.message}\n`);
      return 1;
    }
    if ((error as NodeJS.ErrnoException).code?.startsWith("ERR_PARSE_ARGS")) {
      io.err.write(`${(error as Error).message}\n\n${usage}\n`);
      return 1;
    }
    throw error;
  }
}
