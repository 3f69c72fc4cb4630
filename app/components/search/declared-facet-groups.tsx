import { DECLARED_FACETS, type DeclaredFacetName, type FacetValue } from "../../../core/search/browser";
import { CheckboxGroup } from "./facet-groups";

/** The declared facets' chosen values as a page's URL has them, by facet name (stage, size, workplace, equity, lpa). */
export type DeclaredChoice = Partial<Record<DeclaredFacetName, string[]>>;

export function countDeclaredFilters(chosen: DeclaredChoice): number {
  return DECLARED_FACETS.reduce((sum, facet) => sum + (chosen[facet.name]?.length ?? 0), 0);
}

/**
 * One checkbox group per declared facet (facet-declarations.ts), each value with its count: the search page's filter
 * panel and the category page's both render these, so a facet declared there appears on both without a hand-written list.
 */
export function DeclaredFacetGroups({
  facets,
  chosen,
  form,
}: {
  facets: Partial<Record<DeclaredFacetName, FacetValue[]>>;
  chosen: DeclaredChoice;
  form?: string;
}) {
  return DECLARED_FACETS.map((facet) => (
    <CheckboxGroup
      key={facet.name}
      legend={facet.legend}
      name={facet.name}
      values={facets[facet.name] ?? []}
      selected={chosen[facet.name] ?? []}
      form={form}
    />
  ));
}
