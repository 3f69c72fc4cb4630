/**
 * Reads and checks a backup file (decision 053) line by line without trusting it:
 * another program's file, a damaged or a truncated one becomes a RestoreRefused with a
 * message that says which, before or while anything is loaded.
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { createGunzip } from "node:zlib";
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupHeader, type SequenceValue, type TableEnd } from "./backup-format";

export class RestoreRefused extends Error {}

export interface CheckedBackup {
  header: BackupHeader;
  tables: TableEnd[];
  sequences: SequenceValue[];
}

export interface BackupVisitor {
  /** A batch of one table's row texts, in file order. */
  rows?(table: string, rows: string[]): Promise<void>;
}

const nothingChanged = "nothing was changed";

async function startsLikeGzip(file: string): Promise<boolean> {
  const handle = await open(file, "r").catch((error: NodeJS.ErrnoException) => {
    throw new RestoreRefused(
      `cannot read ${file}: ${error.code === "ENOENT" ? "no such file" : error.message}; ${nothingChanged}`,
    );
  });
  try {
    const head = Buffer.alloc(2);
    const { bytesRead } = await handle.read(head, 0, 2, 0);
    return bytesRead === 2 && head[0] === 0x1f && head[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

/** The file's lines; a gzip stream that ends early or is corrupt becomes a RestoreRefused. */
async function* linesOf(file: string): AsyncGenerator<string> {
  const text = createReadStream(file).pipe(createGunzip());
  text.setEncoding("utf8");
  // The pieces of the line being read: a batch line runs to megabytes over many chunks,
  // so each chunk is searched once instead of the growing line again.
  const pieces: string[] = [];
  try {
    for await (const chunk of text as AsyncIterable<string>) {
      let from = 0;
      for (let newline = chunk.indexOf("\n"); newline >= 0; newline = chunk.indexOf("\n", from)) {
        pieces.push(chunk.slice(from, newline));
        yield pieces.join("");
        pieces.length = 0;
        from = newline + 1;
      }
      if (from < chunk.length) pieces.push(chunk.slice(from));
    }
  } catch (error) {
    throw new RestoreRefused(`${file} is damaged or truncated (${(error as Error).message}); ${nothingChanged}`);
  } finally {
    text.destroy();
  }
  if (pieces.length) yield pieces.join("");
}

/**
 * Walks the whole file, handing each batch of rows to the visitor, and checks every
 * table's row count and SHA-256 and the end line. Throws RestoreRefused on anything
 * that is not a whole backup of this board.
 */
export async function readBackup(file: string, visitor: BackupVisitor = {}): Promise<CheckedBackup> {
  const foreign = () =>
    new RestoreRefused(`${file} is not a backup of this board (no ${BACKUP_FORMAT} header); ${nothingChanged}`);
  if (!(await startsLikeGzip(file))) throw foreign();
  const damaged = (where: string) =>
    new RestoreRefused(`${file} is damaged or truncated (${where}); ${nothingChanged}`);

  const lines = linesOf(file);
  const parse = (line: string, where: string): unknown => {
    try {
      return JSON.parse(line);
    } catch {
      throw damaged(`an unreadable line ${where}`);
    }
  };
  const first = await lines.next().catch((error: unknown) => {
    // A gzip file that is not even one line long cannot be told apart from a foreign one.
    throw error instanceof RestoreRefused ? foreign() : error;
  });
  let header: BackupHeader | undefined;
  try {
    header = first.done ? undefined : (JSON.parse(first.value) as BackupHeader);
  } catch {
    header = undefined;
  }
  if (!header || header.format !== BACKUP_FORMAT) throw foreign();
  if (header.version !== BACKUP_VERSION)
    throw new RestoreRefused(
      `${file} is a backup of version ${header.version}, this board reads version ${BACKUP_VERSION}; ${nothingChanged}`,
    );

  const tables: TableEnd[] = [];
  let sequences: SequenceValue[] | undefined;
  let current: { table: string; rows: number; hash: ReturnType<typeof createHash> } | undefined;
  for await (const line of lines) {
    const where = current ? `in table ${current.table}` : `after ${tables.at(-1)?.table ?? "the header"}`;
    const value = parse(line, where) as Record<string, unknown> | string[];
    if (Array.isArray(value)) {
      if (!current || !value.every((row) => typeof row === "string")) throw damaged(`rows outside a table ${where}`);
      for (const row of value) current.hash.update(row).update("\n");
      current.rows += value.length;
      await visitor.rows?.(current.table, value);
    } else if (typeof value.table === "string" && !current) {
      if (value.table !== header.tables[tables.length]) throw damaged(`table ${value.table} out of order ${where}`);
      current = { table: value.table, rows: 0, hash: createHash("sha256") };
    } else if (typeof value.table === "string" && current) {
      // A count or checksum of another type matches nothing (NaN, ""): the table is reported damaged below.
      const end: TableEnd = {
        table: value.table,
        rows: typeof value.rows === "number" ? value.rows : NaN,
        sha256: typeof value.sha256 === "string" ? value.sha256 : "",
      };
      if (end.table !== current.table || end.rows !== current.rows || end.sha256 !== current.hash.digest("hex")) {
        throw damaged(`table ${current.table}: ${current.rows} rows or their checksum do not match its end line`);
      }
      tables.push(end);
      current = undefined;
    } else if (Array.isArray(value.sequences) && !current && tables.length === header.tables.length) {
      sequences = value.sequences as SequenceValue[];
    } else if (value.end === true && sequences && value.tables === tables.length) {
      return { header, tables, sequences };
    } else {
      throw damaged(`an unexpected line ${where}`);
    }
  }
  throw damaged(
    `it ends ${current ? `in table ${current.table}` : `after ${tables.length} of ${header.tables.length} tables`} without its end line`,
  );
}
