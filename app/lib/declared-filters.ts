import { DECLARED_FACETS } from "../../core/search/browser";
import type { DeclaredChoice } from "../components/search/declared-facet-groups";

/** The chosen values as query parameters, in the declarations' order, appended to `params` (for links, feeds and alerts). */
export function appendDeclaredFilters(params: URLSearchParams, chosen: DeclaredChoice): URLSearchParams {
  for (const facet of DECLARED_FACETS) for (const value of chosen[facet.name] ?? []) params.append(facet.name, value);
  return params;
}
