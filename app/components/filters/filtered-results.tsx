import { createContext, useContext, useRef, type FormEventHandler, type ReactNode } from "react";
import { PhoneFiltersToggle } from "./phone-filters-toggle";
import { usePhoneFilters } from "./use-phone-filters";

const columns = { narrow: "lg:grid-cols-[16rem_minmax(0,1fr)]", wide: "lg:grid-cols-[17rem_minmax(0,1fr)]" } as const;

/** What a filter panel's Apply button does besides submitting: on a phone, closes the panel and lands on the results. */
const ApplyFiltersContext = createContext<() => void>(() => {});
export const useApplyFilters = () => useContext(ApplyFiltersContext);

interface FilteredResultsProps {
  /** The filters' element id: the phone control's link target (#id) and aria-controls. */
  panelId: string;
  /** How many filters are chosen, shown on the phone control. */
  chosen: number;
  /** The filters (a FilterPanel, inside the page's GET form or naming it). */
  panel: ReactNode;
  /** The results' accessible name: their heading's id, or words. */
  labelledBy?: string;
  label?: string;
  panelWidth?: keyof typeof columns;
  /** Said above the phone control (a bad filter's message). */
  notice?: ReactNode;
  /** Changes inside the filters and the results (a page that applies a change at once listens here). */
  onChange?: FormEventHandler<HTMLDivElement>;
  children: ReactNode;
}

/**
 * A page of results with its filters (the search page, category pages, the company directory): on a desktop the filters
 * sit beside the results; on a phone the results come first and the filters wait behind the 'Filters' control (issue 33,
 * issue 44), which opens them above the results; applying them lands on the results again. Without JavaScript the
 * filters follow the results and the control is a link to them; a submitted form loads the page at its top, results first.
 */
export function FilteredResults({
  panelId,
  chosen,
  panel,
  labelledBy,
  label,
  panelWidth = "narrow",
  notice,
  onChange,
  children,
}: FilteredResultsProps) {
  const panelRef = useRef<HTMLElement>(null);
  const resultsRef = useRef<HTMLElement>(null);
  const phone = usePhoneFilters(panelRef, resultsRef);
  return (
    <div className={`mt-6 grid gap-6 ${columns[panelWidth]}`} onChange={onChange}>
      <aside
        id={panelId}
        ref={panelRef}
        tabIndex={-1}
        aria-label="Filters"
        className={`scroll-mt-20 lg:order-1 lg:block ${phone.open ? "order-0" : phone.hydrated ? "hidden" : "order-2"}`}
      >
        <ApplyFiltersContext.Provider value={phone.land}>{panel}</ApplyFiltersContext.Provider>
      </aside>
      {/* Focused (not tabbable) when the phone's filters are applied; scroll-mt keeps its top clear of the fixed site header. */}
      <section
        ref={resultsRef}
        tabIndex={-1}
        aria-labelledby={labelledBy}
        aria-label={label}
        className="order-1 min-w-0 scroll-mt-20 focus:outline-none lg:order-2"
      >
        {notice}
        <PhoneFiltersToggle
          panelId={panelId}
          chosen={chosen}
          hydrated={phone.hydrated}
          open={phone.open}
          onToggle={phone.toggle}
        />
        {children}
      </section>
    </div>
  );
}
