import type { CollectedSource } from "../../../core/employers";
import { relativeTime } from "../../../core/jobs/browser";
import { usePageNow } from "../../lib/page-clock";
import { sourceBoardName } from "./source-name";

/** The company's careers pages the collector reads, and why their jobs are changed there, not here; nothing when there are none. */
export function CollectedSources({ sources }: { sources: CollectedSource[] }) {
  const now = usePageNow();
  if (!sources.length) return null;
  return (
    <section aria-labelledby="collected-heading" className="mt-10">
      <h2 id="collected-heading" className="text-lg font-semibold">
        Collected jobs
      </h2>
      <ul className="mt-2 space-y-2 text-sm text-slate-700">
        {sources.map((source) => (
          <li key={source.url}>
            Collected from your {sourceBoardName(source.type)},{" "}
            {source.checkedAt ? `checked ${relativeTime(source.checkedAt, now)}` : "not checked yet"}: {source.openJobs}{" "}
            open jobs
            {source.paused ? " (paused)" : ""}. Change these jobs at the source; edits here would be overwritten by the
            next collection.
          </li>
        ))}
      </ul>
    </section>
  );
}
