import { SiteLink } from "../../lib/site-links";

/** The filter panel's heading, with the number of filters chosen, and the link that clears them (shown once any is chosen). */
export function FilterPanelHeader({
  active,
  clearHref,
  clearLabel,
}: {
  active: number;
  clearHref: string;
  clearLabel: string;
}) {
  return (
    <div className="flex items-center justify-between">
      <h2 className="text-base font-semibold">Filters{active ? ` (${active})` : ""}</h2>
      {active ? (
        <SiteLink to={clearHref} className="text-sm font-medium text-brand-700 hover:underline">
          {clearLabel}
        </SiteLink>
      ) : null}
    </div>
  );
}
