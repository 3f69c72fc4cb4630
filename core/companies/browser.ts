// core/companies, the part a page may load in the browser: no database, no Node (index.ts passes it on; decision 196).
export { DIRECTORY_SORTS, type DirectoryParams, directoryParamsFromUrl } from "./company-directory.schema";
export { generatedLogo, generatedLogoName, logoBackground } from "./logo";
export { DIRECTORY_FILTER_KEYS } from "./company-directory.schema";
