// core/newsletter: the weekly newsletter: subscribe, confirm and unsubscribe (a preset of core/alerts). Its door
// (decision 196): the rest of the board imports core/newsletter only from here, or from browser.ts, the part a page may
// load in the browser.
export * from "./browser";
export {
  confirmSubscription,
  newsletterLinkWorks,
  requestSubscription,
  subscriptionStatus,
  unsubscribe,
} from "./newsletter.service";
