import type { ReactNode } from "react";
import { SiteLink } from "../../lib/site-links";

/**
 * The box around a page's filter groups (the search page's and a category page's): its heading with the number of
 * filters chosen, a link that clears them, the groups, and the Apply button that submits the page's GET form without
 * JavaScript (with it, a change applies at once). `form` names that form when the groups sit outside it.
 */
export function FilterPanel({ active, clearHref, clearLabel, form, children }: { active: number; clearHref: string; clearLabel: string; form?: string; children: ReactNode }) {
  return (
    <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-center justify-between">
        <h2 className="text-base font-semibold">Filters{active ? ` (${active})` : ""}</h2>
        {active ? (
          <SiteLink to={clearHref} className="text-sm font-medium text-brand-700 hover:underline">
            {clearLabel}
          </SiteLink>
        ) : null}
      </div>
      {children}
      <button type="submit" form={form} className="w-full rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:border-brand-500">
        Apply filters
      </button>
    </div>
  );
}
