// core/backup: the scheduled database backup (its background job; db/cli/backup.ts makes the file). Its door (decision
// 196): the rest of the board imports core/backup only from here, or from browser.ts, the part a page may load in the
// browser.
export { backupJob } from "./backup-scheduler";
