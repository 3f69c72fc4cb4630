import { PAGE_WINDOW } from "../../core/shared/constants";
import { SiteLink } from "../lib/site-links";

/** The page numbers shown: a window of at most 5 around the current page. */
export function pageWindow(page: number, totalPages: number, size = PAGE_WINDOW): number[] {
  const count = Math.min(size, totalPages);
  let start = Math.max(1, page - Math.floor(size / 2));
  start = Math.min(start, totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

/**
 * SPEC §2 pagination: first, previous, up to 5 page numbers, next, last, and
 * 'Page x of y'. Plain links, so every page has its own URL and works without JavaScript.
 */
export function Pagination({
  page,
  totalPages,
  hrefFor,
  label = "Pagination",
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  label?: string;
}) {
  if (totalPages <= 1)
    return (
      <p className="mt-6 text-center text-sm text-slate-600">
        Page {page} of {Math.max(totalPages, 1)}
      </p>
    );
  const item = (target: number, text: string, ariaLabel: string, disabled: boolean) =>
    disabled ? (
      <span aria-disabled="true" className="rounded-lg border border-slate-200 px-3 py-1.5 text-sm text-slate-400">
        <span aria-hidden="true">{text}</span>
        <span className="sr-only">{ariaLabel}</span>
      </span>
    ) : (
      <SiteLink
        to={hrefFor(target)}
        aria-label={ariaLabel}
        className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:border-brand-500 hover:text-brand-700"
      >
        <span aria-hidden="true">{text}</span>
      </SiteLink>
    );
  return (
    <nav aria-label={label} className="mt-8 flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>{item(1, "«", "First page", page <= 1)}</li>
        <li>{item(page - 1, "‹", "Previous page", page <= 1)}</li>
        {pageWindow(page, totalPages).map((number) => (
          <li key={number}>
            {number === page ? (
              <span
                aria-current="page"
                className="rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white"
              >
                {number}
              </span>
            ) : (
              <SiteLink
                to={hrefFor(number)}
                aria-label={`Page ${number}`}
                className={
                  "rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 " +
                  "hover:border-brand-500 hover:text-brand-700"
                }
              >
                {number}
              </SiteLink>
            )}
          </li>
        ))}
        <li>{item(page + 1, "›", "Next page", page >= totalPages)}</li>
        <li>{item(totalPages, "»", "Last page", page >= totalPages)}</li>
      </ul>
      <p className="text-sm text-slate-600">
        Page {page} of {totalPages}
      </p>
    </nav>
  );
}
