import postgres from "postgres";
import { env } from "../config/env";
import { openDatabase, setDatabase, type DatabaseHandle } from "./client";
import { ownsEmbeddedPostgres, startEmbeddedPostgres, type EmbeddedDatabase } from "./embedded";
import { superviseEmbeddedPostgres, type SupervisorLog } from "./embedded-supervisor";
import { fillCompanyNameKeys } from "./company-name-keys";
import { migrate } from "./migrate";

export interface Connection {
  handle: DatabaseHandle;
  /** The database's connection URL (for worker processes, which connect without starting or migrating anything). */
  url: string;
  embedded?: EmbeddedDatabase;
  /** Closes the pool, then stops the embedded server if this process started it. */
  close(): Promise<void>;
}

const embeddedDatabaseName = "jobboard";

/**
 * Connects to DATABASE_URL when it is set, else to the embedded PostgreSQL under
 * DATA_DIR (starting it when no other process has), applies pending migrations
 * and makes the connection the one core/ uses. With `supervise` (the server, not the
 * CLIs), an embedded PostgreSQL that exits unasked is started again (decision 052).
 */
export async function connectDatabase(
  options: { log?: (message: string) => void; supervise?: SupervisorLog } = {},
): Promise<Connection> {
  const settings = env();
  let embedded: EmbeddedDatabase | undefined;
  let url = settings.DATABASE_URL;
  if (!url) {
    ({ embedded, url } = await startEmbeddedWhenSettled(settings.DATA_DIR, options.log));
  }
  const handle = openDatabase(url, settings.DATABASE_POOL_SIZE);
  try {
    await handle.sql`SELECT 1`;
    await migrate(handle.sql);
    const keys = await fillCompanyNameKeys(handle.sql);
    if (keys.lookAlikes.length)
      options.log?.(
        `company names that look alike (merge or rename them ` +
          `in /admin/companies): ${keys.lookAlikes.map((company) => `${company.name} (#${company.id})`).join(", ")}`,
      );
  } catch (error) {
    await handle.close();
    if (embedded?.owned) await embedded.stop();
    throw error;
  }
  setDatabase(handle);
  const supervisor =
    embedded && options.supervise
      ? superviseEmbeddedPostgres({
          dataDir: settings.DATA_DIR,
          embedded,
          log: options.supervise,
          postgresLog: options.log,
        })
      : undefined;
  return {
    handle,
    url,
    embedded,
    async close() {
      await supervisor?.stop();
      setDatabase(undefined);
      await handle.close();
      // After a restart the owner may have changed: stop it only when this process is the owner now.
      const current = supervisor?.current() ?? embedded;
      if (current?.owned && (!supervisor || ownsEmbeddedPostgres(settings.DATA_DIR))) await current.stop();
    },
  };
}

/**
 * What a server that is still shutting down answers, depending on how far it got:
 * PostgreSQL's 'cannot connect now', or a connection refused or reset under us.
 */
const notSettledYet = new Set([
  "57P03",
  "ECONNREFUSED",
  "ECONNRESET",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
]);

/**
 * Starts (or finds) the embedded server and makes sure the board's database exists.
 * A server found while it is still shutting down (its owner just stopped) refuses
 * connections for a moment; wait for it to go, then start a fresh one.
 */
async function startEmbeddedWhenSettled(
  dataDir: string,
  log?: (message: string) => void,
): Promise<{ embedded: EmbeddedDatabase; url: string }> {
  for (let attempt = 1; ; attempt++) {
    const embedded = await startEmbeddedPostgres(dataDir, log);
    try {
      return { embedded, url: await ensureDatabaseExists(embedded.url, embeddedDatabaseName) };
    } catch (error) {
      if (!notSettledYet.has((error as { code?: string }).code ?? "") || attempt >= 30) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** Creates the named database on the server at serverUrl when missing; returns its URL. */
export async function ensureDatabaseExists(serverUrl: string, name: string): Promise<string> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    const [found] = await admin`SELECT 1 FROM pg_database WHERE datname = ${name}`;
    if (!found) await admin.unsafe(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } catch (error) {
    // Two processes may race to create it; the loser sees a duplicate.
    if ((error as { code?: string }).code !== "42P04") throw error;
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
