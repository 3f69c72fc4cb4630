import { SiteLink } from "../../lib/site-links";
import { groupDigits } from "../../../core/shared/number-text";
import { shownQuery } from "../../lib/search-query-text";

interface PlaceAlternativesProps {
  keywords: string;
  place: { value: string; label: string };
  elsewhere: { anywhere: number; remote: number };
  /** Where each choice goes: the same search in any place, and remote. */
  anywhereHref: string;
  remoteHref: string;
}

const jobsText = (count: number) => `${groupDigits(count)} ${count === 1 ? "job" : "jobs"}`;

/** When a place found nothing: says so, naming the words and the place, and offers the same search elsewhere and remote. */
export function PlaceAlternatives({ keywords, place, elsewhere, anywhereHref, remoteHref }: PlaceAlternativesProps) {
  const shown = shownQuery(keywords);
  const what = shown ? `“${shown}” jobs` : "jobs";
  const where = place.value === "remote" ? "that are remote" : `in ${place.label}`;
  return (
    <div className="mt-2 text-slate-700">
      <p data-testid="place-empty">{`There are no ${what} ${where} right now.`}</p>
      {elsewhere.anywhere > 0 || elsewhere.remote > 0 ? (
        <ul aria-label="Other places for this search" className="mt-4 flex flex-wrap justify-center gap-3">
          {elsewhere.anywhere > 0 ? (
            <li>
              <SiteLink
                to={anywhereHref}
                className="inline-block rounded-lg border border-brand-600 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50"
              >
                {`${shown ? `“${shown}” jobs` : "Jobs"} in any place (${jobsText(elsewhere.anywhere)})`}
              </SiteLink>
            </li>
          ) : null}
          {elsewhere.remote > 0 ? (
            <li>
              <SiteLink
                to={remoteHref}
                className="inline-block rounded-lg border border-brand-600 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50"
              >
                {`Remote ${shown ? `“${shown}” ` : ""}jobs (${jobsText(elsewhere.remote)})`}
              </SiteLink>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
