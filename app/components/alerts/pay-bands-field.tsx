import { DECLARED_FACETS, LPA_BANDS, SALARY_BUCKETS } from "../../../core/search/browser";

/** The search's one salary filter (decision 175): its legend, as the filter panel shows it. */
const PAY_LEGEND = DECLARED_FACETS.find((facet) => facet.name === "lpa")!.legend;

/**
 * An alert's pay: the same LPA bands as the search's filter panel (the declared `lpa` facet), so an alert filters
 * pay the way the search it was saved from did. An alert saved with the older minimum salary keeps it as one ticked
 * box, to be kept or cleared; it is never offered for a new choice.
 */
export function PayBandsField({
  idPrefix,
  chosen,
  minSalary,
}: {
  idPrefix: string;
  chosen: readonly string[];
  minSalary?: number;
}) {
  const older = minSalary
    ? (SALARY_BUCKETS.find((bucket) => bucket.value === minSalary)?.label ?? `₹${Math.round(minSalary / 100_000)} LPA+`)
    : null;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">{PAY_LEGEND}</legend>
      <div className="mt-1 space-y-1 text-sm text-slate-700">
        {LPA_BANDS.map((band) => (
          <label key={band.value} className="flex items-center gap-2">
            <input
              type="checkbox"
              name="lpa"
              value={band.value}
              defaultChecked={chosen.includes(band.value)}
              id={`${idPrefix}-${band.value}`}
              className="h-4 w-4"
            />
            {band.label}
          </label>
        ))}
        {older ? (
          <label className="flex items-center gap-2">
            <input type="checkbox" name="minSalary" value={minSalary} defaultChecked className="h-4 w-4" />
            Minimum {older} (chosen before the pay bands; untick to drop it)
          </label>
        ) : null}
      </div>
    </fieldset>
  );
}
