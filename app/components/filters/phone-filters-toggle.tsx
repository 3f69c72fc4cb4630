/**
 * The phone's way to the filters (issue 33): below the desktop layout the filters come after the results, so the top of
 * the results carries a 'Filters' control with the number chosen. Without JavaScript it is a plain link to the filters
 * (#id); with it, a button (aria-expanded, aria-controls) that opens the filters above the results, and closes them
 * again. Hidden on desktop, where the filters sit beside the results.
 */
const look =
  "inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:border-brand-500 lg:hidden";

export function PhoneFiltersToggle({
  panelId,
  chosen,
  hydrated,
  open,
  onToggle,
}: {
  panelId: string;
  chosen: number;
  hydrated: boolean;
  open: boolean;
  onToggle: () => void;
}) {
  const content = (
    <>
      Filters
      {chosen ? <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">{chosen}</span> : null}
      {chosen ? <span className="sr-only"> chosen</span> : null}
    </>
  );
  if (!hydrated) {
    return (
      <a href={`#${panelId}`} className={look}>
        {content}
      </a>
    );
  }
  return (
    <button type="button" className={look} aria-controls={panelId} aria-expanded={open} onClick={onToggle}>
      {content}
    </button>
  );
}
