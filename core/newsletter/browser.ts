// core/newsletter, the part a page may load in the browser: no database, no Node (index.ts passes it on; decision 196).
export { NEWSLETTER_MESSAGES, subscribeSchema } from "./newsletter.schema";
