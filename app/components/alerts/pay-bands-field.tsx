import { DECLARED_FACETS, LPA_BANDS, SALARY_BUCKETS } from "../../../core/search/browser";
import { Checkbox, CheckboxGroup } from "./checkbox-group";

/** The search's one salary filter (decision 175): its legend, as the filter panel shows it. */
const PAY_LEGEND = DECLARED_FACETS.find((facet) => facet.name === "lpa")!.legend;

/**
 * An alert's pay: the same LPA bands as the search's filter panel (the declared `lpa` facet), so an alert filters
 * pay the way the search it was saved from did. An alert saved with the older minimum salary keeps it as one ticked
 * box, to be kept or cleared; it is never offered for a new choice.
 */
export function PayBandsField({ chosen, minSalary }: { chosen: readonly string[]; minSalary?: number }) {
  const older = minSalary
    ? (SALARY_BUCKETS.find((bucket) => bucket.value === minSalary)?.label ?? `₹${Math.round(minSalary / 100_000)} LPA+`)
    : null;
  return (
    <CheckboxGroup
      name="lpa"
      legend={PAY_LEGEND}
      choices={LPA_BANDS}
      chosen={chosen}
      after={
        older && minSalary ? (
          <Checkbox
            name="minSalary"
            value={minSalary}
            checked
            label={`Minimum ${older} (chosen before the pay bands; untick to drop it)`}
          />
        ) : null
      }
    />
  );
}
