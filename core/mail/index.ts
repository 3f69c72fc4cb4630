// core/mail: outgoing mail: the queue and its worker, templates, the failed-mail outbox the admin retries. Its door
// (decision 196): the rest of the board imports core/mail only from here, or from browser.ts, the part a page may load
// in the browser.
export {
  accountDeletedMail,
  emailChangedMail,
  emailTakenAttemptMail,
  passwordChangedMail,
} from "./account-notice-mail";
export { type EmailCodePurpose, emailVerificationMail } from "./email-verification-mail";
export { listFailedMail, mailQueueCounts, retryFailedMail } from "./mail-outbox.service";
export { cancelQueuedMail, queueMail } from "./mail-queue";
export { type MailWorker, startMailWorker } from "./mail-worker";
export { closeMailTransport, escapeHtml, type MailMessage } from "./mail.service";
export { resetCodeMail } from "./templates";
