import { useRef } from "react";
import type { CategoryView } from "../../../core/catalog";
import { SiteLink } from "../../lib/site-links";

const palette = [
  "bg-sky-50 text-sky-700 ring-sky-100",
  "bg-violet-50 text-violet-700 ring-violet-100",
  "bg-emerald-50 text-emerald-700 ring-emerald-100",
  "bg-amber-50 text-amber-800 ring-amber-100",
  "bg-rose-50 text-rose-700 ring-rose-100",
  "bg-indigo-50 text-indigo-700 ring-indigo-100",
] as const;

// A small line icon per kind of work, picked by keywords of the category's name.
const icons: [RegExp, string][] = [
  [/security/i, "M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6z"],
  [/data|machine|research/i, "M4 19V9m5 10V5m5 14v-7m5 7V8"],
  [
    /design/i,
    "M12 3a9 9 0 1 0 0 18c1 0 1.5-.8 1.2-1.7-.4-1 .3-2.3 1.5-2.3H17a4 4 0 0 0 4-4c0-5-4-10-9-10zM7.5 11h.01M11 7.5h.01M15.5 8.5h.01",
  ],
  [/product|management|operations/i, "M4 6h16M4 12h10M4 18h7"],
  [/sales|business|growth|marketing/i, "M4 17l6-6 4 4 6-8M14 7h6v6"],
  [/content|copy/i, "M5 4h10l4 4v12H5zM9 12h6M9 16h4"],
  [
    /customer|human|support/i,
    "M16 19v-1a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v1M10 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM20 19v-1a3 3 0 0 0-2-2.8M15 4.2a3 3 0 0 1 0 5.6",
  ],
  [/finance|legal|blockchain/i, "M12 3v18M16 7H10a2.5 2.5 0 0 0 0 5h4a2.5 2.5 0 0 1 0 5H7"],
  [/embedded|hardware/i, "M8 8h8v8H8zM10 3v3m4-3v3m-4 12v3m4-3v3M3 10h3m-3 4h3m12-4h3m-3 4h3"],
  [/health/i, "M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"],
  [/quality/i, "M9 12l2 2 4-4M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18z"],
  [/devops|cloud|it /i, "M7 18a4 4 0 0 1-.5-8A6 6 0 0 1 18 9a4.5 4.5 0 0 1-.5 9z"],
];
const codeIcon = "M8 8l-4 4 4 4M16 8l4 4-4 4M13.5 5l-3 14";

function iconFor(name: string): string {
  return icons.find(([pattern]) => pattern.test(`${name} `))?.[1] ?? codeIcon;
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
      <ul
        ref={listRef}
        className={
          "scrollbar-none -mx-4 mt-6 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto " +
          "scroll-smooth px-4 pb-2 sm:-mx-6 sm:scroll-px-6 sm:px-6"
        }
        aria-label="Job categories"
      >
        {categories.map((category, index) => (
          <li key={category.id} className="snap-start">
            <SiteLink
              to={categorySearchHref(category.name)}
              className={
                "group flex h-full w-44 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 " +
                "shadow-sm transition hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-md"
              }
            >
              <span
                aria-hidden="true"
                className={`inline-flex h-10 w-10 items-center justify-center rounded-lg ring-1 ${palette[index % palette.length]}`}
              >
                <svg
                  width="20"
                  height="20"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={iconFor(category.name)} />
                </svg>
              </span>
              <span className="text-sm font-semibold leading-snug text-slate-800 group-hover:text-brand-700">
                {category.name}
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ScrollButton({ label, onClick, flip }: { label: string; onClick: () => void; flip?: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={
        "inline-flex h-9 w-9 items-center justify-center rounded-full border border-slate-300 " +
        "bg-white text-slate-700 transition hover:border-brand-500 hover:text-brand-700"
      }
    >
      <svg
        aria-hidden="true"
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        className={flip ? "rotate-180" : ""}
      >
        <path d="m9 6 6 6-6 6" />
      </svg>
    </button>
  );
}
