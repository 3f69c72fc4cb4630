// core/employers, the part a page may load in the browser: no database, no Node (index.ts passes it on; decision 196).
export { COMPANY_SIZES, employerSignupSchema } from "./company.schema";
