import { useRef } from "react";
import { Link } from "react-router";
import type { CategoryView } from "../../../core/catalog/categories.service";

const palette = [
  "bg-sky-50 text-sky-700 ring-sky-100",
  "bg-violet-50 text-violet-700 ring-violet-100",
  "bg-emerald-50 text-emerald-700 ring-emerald-100",
  "bg-amber-50 text-amber-800 ring-amber-100",
  "bg-rose-50 text-rose-700 ring-rose-100",
  "bg-indigo-50 text-indigo-700 ring-indigo-100",
] as const;

function initials(name: string): string {
  const words = name.split(/[^A-Za-z]+/).filter(Boolean);
  return (words.length > 1 ? words[0][0] + words[1][0] : name.slice(0, 2)).toUpperCase();
}

/** The /search/job?q= search a category tile links to (SPEC §2). */
export function categorySearchHref(name: string): string {
  return `/search/job?q=${encodeURIComponent(name)}`;
}

/** SPEC §2 'Popular Categories': every category in one horizontally scrolling row. */
export function CategoriesStrip({ categories }: { categories: CategoryView[] }) {
  const listRef = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => {
    const list = listRef.current;
    if (list) list.scrollBy({ left: direction * Math.max(240, list.clientWidth * 0.8), behavior: "smooth" });
  };
  return (
    <section aria-labelledby="categories-heading" className="mx-auto max-w-6xl px-4 pt-14 sm:px-6">
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2 id="categories-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            Popular Categories
          </h2>
          <p className="mt-1 text-slate-600">Explore {categories.length} fields where startups are hiring right now.</p>
        </div>
        <div className="hidden gap-2 sm:flex">
          <ScrollButton label="Scroll categories left" onClick={() => scroll(-1)} flip />
          <ScrollButton label="Scroll categories right" onClick={() => scroll(1)} />
        </div>
      </div>
      <ul ref={listRef} className="scrollbar-none -mx-4 mt-6 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto scroll-smooth px-4 pb-2 sm:-mx-6 sm:scroll-px-6 sm:px-6" aria-label="Job categories">
        {categories.map((category, index) => (
          <li key={category.id} className="snap-start">
            <Link
              to={categorySearchHref(category.name)}
              className="group flex h-full w-44 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-md"
            >
              <span aria-hidden="true" className={`inline-flex h-10 w-10 items-center justify-center rounded-lg text-sm font-bold ring-1 ${palette[index % palette.length]}`}>
                {initials(category.name)}
              </span>
              <span className="text-sm font-semibold leading-snug text-slate-800 group-hover:text-brand-700">{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ScrollButton({ label, onClick, flip }: { label: string; onClick: () => void; flip?: boolean }) {
  return (
    <button type="button" onClick={onClick} aria-label={label} className="inline-flex h-9 w-9 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 transition hover:border-brand-500 hover:text-brand-700">
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className={flip ? "rotate-180" : ""}>
        <path d="m9 6 6 6-6 6" />
      </svg>
    </button>
  );
}
