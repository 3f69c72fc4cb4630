import { useState, type FormEvent } from "react";
import { Form, useNavigate } from "react-router";
import { POPULAR_SEARCHES } from "../../../core/shared/constants";
import { SearchBox } from "../search-box";
import { PlaceBox, type PlaceChoice } from "../place-box";
import { SiteLink } from "../../lib/site-links";
import { groupDigits } from "../../../core/shared/number-text";

export const searchRequiredMessage = "Please enter a search term";

/**
 * The /search/{term} path of a search, the term URL-encoded. Terms that would read as
 * another path ('job' is /search/job, all jobs; '.' and '..' are dot-segments that
 * browsers resolve away) go as /search/job?q= instead.
 */
export function searchPath(term: string): string {
  const trimmed = term.trim();
  if (["job", ".", ".."].includes(trimmed.toLowerCase())) return `/search/job?q=${encodeURIComponent(trimmed)}`;
  return `/search/${encodeURIComponent(trimmed)}`;
}

/**
 * SPEC §2 hero: a required search box ('Please enter a search term' once the
 * field is dirty or touched) that goes to /search/{query}; before JavaScript
 * loads the form is a plain GET to /search/job?q=. Then the popular searches.
 */
export function Hero({
  jobCount,
  companyCount,
  places,
}: {
  jobCount: number;
  companyCount: number;
  places: PlaceChoice[];
}) {
  const navigate = useNavigate();
  const [value, setValue] = useState("");
  const [dirty, setDirty] = useState(false);
  const [touched, setTouched] = useState(false);
  const showError = (dirty || touched) && !value.trim();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const term = String(form.get("q") ?? "").trim();
    const where = String(form.get("where") ?? "").trim();
    // A place alone is a search too: every job there.
    if (!term && where) {
      navigate(`/jobs?${new URLSearchParams({ where })}`);
      return;
    }
    if (!term) {
      setTouched(true);
      setValue("");
      event.currentTarget.querySelector<HTMLInputElement>("input[name=q]")?.focus();
      return;
    }
    navigate(where ? `${searchPath(term)}?${new URLSearchParams({ where })}` : searchPath(term));
  }

  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-brand-800 text-white">
      <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 md:py-20 lg:grid-cols-[1.25fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-50 ring-1 ring-white/20">
            <span className="h-2 w-2 rounded-full bg-amber-300" aria-hidden="true" />
            Fresh startup openings every day
          </p>
          <h1 id="hero-heading" className="mt-5 text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">
            Find your next role at a <span className="text-amber-300">startup</span> that moves fast
          </h1>
          <p className="mt-4 max-w-xl text-lg text-brand-50">
            Hand-picked jobs from {companyCount > 0 ? `${groupDigits(companyCount)}+` : "ambitious"} startups across
            India and the world. Search, save and apply in minutes.
          </p>
          <Form
            method="get"
            action="/search/job"
            noValidate
            onSubmit={onSubmit}
            role="search"
            aria-label="Search jobs"
            className="mt-8"
          >
            <div className="flex flex-col gap-2 rounded-2xl bg-white p-2 shadow-xl shadow-brand-900/30 sm:flex-row">
              <SearchBox
                id="hero-search"
                label="Job title, skill or company"
                placeholder="Job title, skill or company"
                required
                invalid={showError}
                describedBy={showError ? "hero-search-error" : undefined}
                onValueChange={(next) => {
                  setValue(next);
                  setDirty(true);
                }}
                onBlur={() => setTouched(true)}
                className="flex-1"
              />
              <PlaceBox id="hero-where" choices={places} className="sm:w-56" />
              <button
                type="submit"
                className={
                  "inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-6 py-3 " +
                  "font-semibold text-white transition hover:bg-brand-700"
                }
              >
                <svg
                  aria-hidden="true"
                  width="18"
                  height="18"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                >
                  <circle cx="11" cy="11" r="7" />
                  <path d="m20 20-3.5-3.5" />
                </svg>
                Search
              </button>
            </div>
            <p
              id="hero-search-error"
              role="alert"
              className={`mt-2 min-h-6 text-sm font-medium ${showError ? "text-amber-200" : ""}`}
            >
              {showError ? searchRequiredMessage : ""}
            </p>
          </Form>
          <nav aria-label="Popular searches" className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            <span className="text-brand-100">Popular:</span>
            {POPULAR_SEARCHES.map((term) => (
              <SiteLink
                key={term}
                to={searchPath(term)}
                className="rounded-full bg-white/10 px-3 py-1 font-medium text-white ring-1 ring-white/25 transition hover:bg-white hover:text-brand-800"
              >
                {term}
              </SiteLink>
            ))}
          </nav>
        </div>
        <HeroCard jobCount={jobCount} companyCount={companyCount} />
      </div>
    </section>
  );
}

function HeroCard({ jobCount, companyCount }: { jobCount: number; companyCount: number }) {
  return (
    <div className="hidden lg:block" aria-hidden="true">
      <img
        src="/images/hero-illustration.svg"
        alt=""
        width={440}
        height={360}
        className="mx-auto w-full max-w-md drop-shadow-2xl"
      />
      <div className="mt-4 flex justify-center gap-3">
        <Stat value={jobCount} label="open roles" />
        <Stat value={companyCount} label="startups hiring" />
      </div>
    </div>
  );
}

function Stat({ value, label }: { value: number; label: string }) {
  return (
    <div className="rounded-xl bg-white px-4 py-3 text-slate-900 shadow-lg">
      <p className="text-xl font-bold text-brand-700">{groupDigits(value)}</p>
      <p className="text-xs text-slate-600">{label}</p>
    </div>
  );
}
