// core/privacy: a user's own data: deleting an account and exporting what the board holds about them. Its door
// (decision 196): the rest of the board imports core/privacy only from here, or from browser.ts, the part a page may
// load in the browser.
export { deleteAccount, DELETION_MESSAGES } from "./account-deletion";
export { exportAccountData } from "./account-export";
