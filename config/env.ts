import { availableParallelism } from "node:os";
import { z } from "zod";
import { boardPart, currentPart, type Board } from "./board";

/**
 * Every environment variable the board reads, parsed once. Nothing else in the
 * project touches process.env, so this file is the full list of settings.
 */
const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");
/** The same words for a setting that is on unless turned off. */
const defaultOnFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value !== "false" && value !== "0");

/** Minute, hour, day of month, month, weekday: the fields pg-boss's cron accepts, each checked against its range. */
const cronFields: { max: number; min: number; names?: RegExp }[] = [
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31 },
  { min: 1, max: 12, names: /^(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)$/i },
  { min: 0, max: 7, names: /^(sun|mon|tue|wed|thu|fri|sat)$/i },
];

function isCronExpression(value: string): boolean {
  const fields = value.split(/\s+/);
  if (fields.length !== 5) return false;
  return fields.every((field, index) => {
    const { min, max, names } = cronFields[index];
    return field.split(",").every((part) => {
      const match = /^(\*|([a-z\d]+)(?:-([a-z\d]+))?)(?:\/(\d+))?$/i.exec(part);
      if (!match) return false;
      const inRange = (atom: string | undefined) =>
        atom === undefined ||
        (/^\d+$/.test(atom) ? Number(atom) >= min && Number(atom) <= max : Boolean(names?.test(atom)));
      return inRange(match[2]) && inRange(match[3]) && (match[4] === undefined || Number(match[4]) >= 1);
    });
  });
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    // After this long without a database, /healthz answers 503 so that a supervisor restarts the process.
    DATABASE_OUTAGE_LIMIT_SECONDS: z.coerce.number().int().min(5).max(86_400).default(120),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    // Search index snapshots in DATA_DIR/search-index (decision 023): start from a file instead of reading every job.
    SEARCH_SNAPSHOTS: defaultOnFlag,
    // The search index's recent-answers cache (30 s, dropped by any change); off only to measure computed searches (bench/search-load).
    SEARCH_ANSWER_CACHE: defaultOnFlag,
    // The rendered-page cache of each process for anonymous visitors' public pages (decision 120), in MB; 0 turns it off
    // (pages keep their ETags and 304s). About 60 kB a page (the HTML and its gzip): 64 MB holds some thousand pages.
    PAGE_CACHE_MB: z.coerce.number().int().min(0).max(16_384).default(64),
    // How the HTTP workers hold the search index (decision 193): "processes", each worker a process with its own index
    // (node:cluster, decision 022); "threads", each worker a thread of the main process, all reading the main thread's one
    // index in shared memory (needs Node 22.12+ for the shared port, and SEARCH_SNAPSHOTS on).
    SEARCH_INDEX_SHARING: z.enum(["processes", "threads"]).default("processes"),
    // HTTP worker processes (node:cluster, decision 022); 1 serves from the main process itself.
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(availableParallelism()),
    // /metrics (decision 054): its own port, served by the main process for every worker; unset turns it off.
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    METRICS_HOST: z.string().min(1).default("127.0.0.1"),
    // When set, /metrics asks for "Authorization: Bearer <token>"; required when METRICS_HOST is not a loopback address.
    METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
    PUBLIC_URL: z.string().url().optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    TRUST_PROXY: booleanFlag,
    CONTACT_EMAIL: z.string().email().default("hello@startupjobs.example"),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
    MAIL_FROM: z.string().min(3).default("Startup Jobs <no-reply@startupjobs.example>"),
    // The mail queue (decision 050): tries per mail before it is marked failed, and the first retry's delay (doubling after).
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
    MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(10_000),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_JWKS_URL: z.string().url().default("https://www.googleapis.com/oauth2/v3/certs"),
    // Multiplies the per-IP limits on login, registration and reset codes (e.g. 20 for an e2e run from one address).
    AUTH_RATE_LIMIT_FACTOR: z.coerce.number().positive().max(10_000).default(1),
    COLLECTOR_ALLOW_PRIVATE_HOSTS: booleanFlag,
    // Hours between scheduled collections of one source; 0 turns the scheduler off.
    COLLECTOR_SCHEDULE_HOURS: z.coerce
      .number()
      .min(0)
      .max(24 * 30)
      .default(6),
    COLLECTOR_USER_AGENT: z
      .string()
      .min(3)
      .default("StartupJobsBot/1.0 (+https://startupjobs.example/bot; hello@startupjobs.example)"),
    // Pause after each request before the next one to the same host (politeness).
    COLLECTOR_HOST_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(500),
    COLLECTOR_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),
    COLLECTOR_RETRY_BASE_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
    // Scheduled backups (decision 053): a 5-field cron expression in UTC, e.g. "0 3 * * *"; unset, none are taken.
    BACKUP_SCHEDULE: z
      .string()
      .trim()
      .refine(
        isCronExpression,
        'must be a 5-field cron expression such as "0 3 * * *" (minute hour day month weekday, UTC)',
      )
      .optional(),
    // How many scheduled backups to keep in BACKUP_DIR (older ones are deleted after each new one).
    BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(7),
    // Where scheduled backups go; default DATA_DIR/backups (the folder `npm run backup` writes to without FILE).
    BACKUP_DIR: z.string().min(1).optional(),
    SEED_DEMO_DATA: z.enum(["auto", "always", "never"]).default("auto"),
    // Minutes between job-alert runs (decision 080); instant alerts are mailed within about this; 0 turns the schedule off.
    ALERTS_TICK_MINUTES: z.coerce.number().int().min(0).max(30).default(5),
    // Comma-separated e-mails whose accounts become admins at start (besides `npm run user -- promote EMAIL admin`).
    ADMIN_EMAILS: z
      .string()
      .default("")
      .transform((value) =>
        value
          .split(",")
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().email("must be a comma-separated list of e-mail addresses"))),
  })
  .superRefine((settings, context) => {
    // Metrics name routes, queue sizes and the pool: not for the open internet without a token.
    if (settings.METRICS_PORT !== undefined && !settings.METRICS_TOKEN && !isLoopbackHost(settings.METRICS_HOST)) {
      context.addIssue({
        code: "custom",
        path: ["METRICS_TOKEN"],
        message: `is required when METRICS_HOST (${settings.METRICS_HOST}) is not a loopback address`,
      });
    }
    if (settings.METRICS_PORT !== undefined && settings.METRICS_PORT === settings.PORT) {
      context.addIssue({ code: "custom", path: ["METRICS_PORT"], message: "must differ from PORT" });
    }
    // The threads share the index through the snapshot's format and its periodic writes (search-index-store.ts).
    if (settings.SEARCH_INDEX_SHARING === "threads" && !settings.SEARCH_SNAPSHOTS) {
      context.addIssue({
        code: "custom",
        path: ["SEARCH_INDEX_SHARING"],
        message: "threads needs SEARCH_SNAPSHOTS on",
      });
    }
  });

function isLoopbackHost(host: string): boolean {
  return host === "localhost" || host === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable means "not set": shells and .env files often leave them blank.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid environment variable ${problems.join("; ")}`);
  }
  return result.data;
}

/** A board's settings; a board made by the server gets them at start, the default board parses process.env on first use. */
const settingsPart = boardPart<{ value?: Env }>("settings", () => ({}));

/** The settings of the current board (config/board.ts): parsed once per board. */
export function env(): Env {
  const holder = currentPart(settingsPart);
  holder.value ??= parseEnv(process.env);
  return holder.value;
}

/** Gives a board its settings (the server's start sequence, a test's second board). */
export function setBoardSettings(board: Board, settings: Env): void {
  board.part(settingsPart).value = settings;
}

/** For tests and CLIs that must change a setting after start (of the current board). */
export function overrideEnv(changes: Partial<Env>): Env {
  const holder = currentPart(settingsPart);
  holder.value = { ...env(), ...changes };
  return holder.value;
}

/**
 * The origin for links that leave the request, such as the ones in e-mail: PUBLIC_URL,
 * else this server on localhost. Never the request's Host header, which the sender
 * of a request chooses (a forged Host would put an attacker's site into our mail).
 */
export function publicOrigin(): string {
  const settings = env();
  return settings.PUBLIC_URL ? new URL(settings.PUBLIC_URL).origin : `http://localhost:${settings.PORT}`;
}

/** Parses at start and exits with one clear line when a variable is wrong. */
export function loadEnvOrExit(): Env {
  try {
    return env();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`Cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}
