import { SORT_LABELS, type SearchSort } from "../../../core/search/browser";
import { shownQuery } from "../../lib/search-query-text";
import { placeHeading } from "../../lib/place-heading";
import { groupDigits } from "../../../core/shared/number-text";

interface ResultsHeaderProps {
  q: string;
  total: number;
  first: number;
  last: number;
  corrections: Record<string, string>;
  mode: string;
  sort: SearchSort;
  /** The search form's id: the sort select belongs to it without sitting inside it. */
  form: string;
  /** The place searched, and the words searched for beside it (q without the place named in it). */
  place?: { value: string; label: string } | null;
  keywords?: string;
}

/** Above the results: what was searched, how many jobs, words read as others, and the sort. */
export function ResultsHeader({
  q,
  total,
  first,
  last,
  corrections,
  mode,
  sort,
  form,
  place,
  keywords,
}: ResultsHeaderProps) {
  const sorts: SearchSort[] = q
    ? ["relevance", "recent", "pay", "title", "company", "location"]
    : ["recent", "pay", "title", "company", "location"];
  return (
    <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between lg:mt-0">
      <div>
        <h1 id="results-heading" className="text-2xl font-bold tracking-tight">
          {place ? placeHeading(keywords ?? q, place, mode) : q ? <>Jobs matching “{shownQuery(q)}”</> : "All jobs"}
        </h1>
        <p className="mt-1 text-sm text-slate-600" aria-live="polite" data-testid="result-count">
          {total === 0
            ? "0 jobs found"
            : `Showing ${first}–${last} of ${groupDigits(total)} ${total === 1 ? "job" : "jobs"}`}
        </p>
        {Object.keys(corrections).length ? (
          <p className="mt-1 text-sm text-slate-600">
            Showing results for{" "}
            <strong>
              {Object.entries(corrections)
                .map(([typed, fixed]) => `${fixed} (you typed ${typed})`)
                .join(", ")}
            </strong>
          </p>
        ) : null}
        {/* With a place, the heading and the line under it (PlaceAlternatives) say it, naming the place. */}
        {mode === "partial" && !place ? (
          <p className="mt-1 text-sm text-amber-700">No job matched every word; showing the closest matches.</p>
        ) : null}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <span className="font-medium text-slate-700">Sort by</span>
        <select
          name="sort"
          form={form}
          defaultValue={sort}
          key={sort}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
        >
          {sorts.map((value) => (
            <option key={value} value={value}>
              {SORT_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
