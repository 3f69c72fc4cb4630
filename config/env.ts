import { z } from "zod";

/**
 * Every environment variable the board reads, parsed once. Nothing else in the
 * project touches process.env, so this file is the full list of settings.
 */
const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  TRUST_PROXY: booleanFlag,
  CONTACT_EMAIL: z.string().email().default("hello@startupjobs.example"),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, "must start with smtp:// or smtps://").optional(),
  MAIL_FROM: z.string().min(3).default("Startup Jobs <no-reply@startupjobs.example>"),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.string().url().default("https://www.googleapis.com/oauth2/v3/certs"),
  // Multiplies the per-IP limits on login, registration and reset codes (e.g. 20 for an e2e run from one address).
  AUTH_RATE_LIMIT_FACTOR: z.coerce.number().positive().max(10_000).default(1),
  COLLECTOR_ALLOW_PRIVATE_HOSTS: booleanFlag,
  // Hours between scheduled collections of one source; 0 turns the scheduler off.
  COLLECTOR_SCHEDULE_HOURS: z.coerce.number().min(0).max(24 * 30).default(6),
  COLLECTOR_USER_AGENT: z.string().min(3).default("StartupJobsBot/1.0 (+https://startupjobs.example/bot; hello@startupjobs.example)"),
  // Pause after each request before the next one to the same host (politeness).
  COLLECTOR_HOST_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  COLLECTOR_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),
  COLLECTOR_RETRY_BASE_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  SEED_DEMO_DATA: z.enum(["auto", "always", "never"]).default("auto"),
});

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

const cacheKey = Symbol.for("startup-job-board.env");
type EnvHolder = { [cacheKey]?: Env };

/** The parsed settings; the first call parses, later calls (from any bundle) reuse. */
export function env(): Env {
  const holder = globalThis as EnvHolder;
  holder[cacheKey] ??= parseEnv(process.env);
  return holder[cacheKey];
}

/** For tests and CLIs that must change a setting after start. */
export function overrideEnv(changes: Partial<Env>): Env {
  const holder = globalThis as EnvHolder;
  holder[cacheKey] = { ...env(), ...changes };
  return holder[cacheKey];
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
