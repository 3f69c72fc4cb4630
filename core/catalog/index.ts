// core/catalog: categories and companies looked up by name or slug, and the list of categories. Its door (decision
// 196): the rest of the board imports core/catalog only from here, or from browser.ts, the part a page may load in the
// browser.
export { findCategory, findCompany } from "./catalog.service";
export { type CategoryView, listCategories } from "./categories.service";
