// core/companies: the company directory (its filters and facets) and the generated logos of companies without one. Its
// door (decision 196): the rest of the board imports core/companies only from here, or from browser.ts, the part a page
// may load in the browser.
export * from "./browser";
export { DIRECTORY_EQUITY, directoryFieldErrors, directoryParamsSchema } from "./company-directory.schema";
export {
  companyDirectory,
  type CompanyFacts,
  companyFactsOf,
  type DirectoryFacetValue,
  forgetDirectory,
} from "./company-directory.service";
export { companyLogoSvg } from "./logo";
