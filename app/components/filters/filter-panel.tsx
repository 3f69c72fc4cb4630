import type { ReactNode } from "react";
import { FilterPanelHeader } from "./filter-panel-header";
import { useApplyFilters } from "./filtered-results";

/**
 * The box around a page's filter groups (the search page's, a category page's, the company directory's): its header,
 * the groups, and the Apply button that submits the page's GET form (the only way without JavaScript; with it, the
 * search and category pages also apply a change at once). `form` names that form when the groups sit outside it.
 */
export function FilterPanel({
  active,
  clearHref,
  clearLabel,
  form,
  children,
}: {
  active: number;
  clearHref: string;
  clearLabel: string;
  form?: string;
  children: ReactNode;
}) {
  const applied = useApplyFilters();
  return (
    <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <FilterPanelHeader active={active} clearHref={clearHref} clearLabel={clearLabel} />
      {children}
      <button
        type="submit"
        form={form}
        onClick={applied}
        className="w-full rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:border-brand-500"
      >
        Apply filters
      </button>
    </div>
  );
}
