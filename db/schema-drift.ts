// Compares the tables a migrated database really has with the Drizzle schema in db/schema/ (decision 002).
// Test support only: db/schema-drift.test.ts calls it; nothing at run time imports it (it loads drizzle-kit,
// a devDependency).
//
// The Drizzle side comes from drizzle-kit's own `generateDrizzleJson` (the snapshot `drizzle-kit generate`
// diffs), so the schema is read the way drizzle-kit reads it. The database side is read from pg_catalog here:
// drizzle-kit's `pushSchema` would introspect too, but it calls process.exit(1) when introspection fails and
// asks on a TTY when a table or column might be a rename, neither of which a test can live with.
import type postgres from "postgres";

/** One table reduced to comparable strings, the same way for both sides. */
export interface TableShape {
  columns: Map<string, string>;
  primaryKey: string;
  uniques: Set<string>;
  foreignKeys: Set<string>;
  checks: Map<string, string>;
  indexes: Map<string, string>;
}

export type Shapes = Map<string, TableShape>;

/**
 * One spelling for SQL that PostgreSQL prints back (pg_get_constraintdef, pg_get_indexdef, pg_get_expr) and SQL as
 * we write it in db/schema: identifiers unquoted and unqualified, `x IN (…)` as `x = ANY (ARRAY[…])`,
 * `x BETWEEN a AND b` as `x >= a AND x <= b`, no type casts, no parentheses, single spaces, lower case outside
 * string literals.
 */
export function normalizeSql(text: string): string {
  const operand = String.raw`[a-z_][a-z0-9_]*(?:\([^()]*\))?`;
  return text
    .replace(/"[^"]+"\.("[^"]+")/g, "$1")
    .replace(/"([^"]+)"/g, "$1")
    .replace(/::(?:[a-z_][a-z0-9_]*(?: (?:with|without|time|zone|varying|precision))*)(?:\[\])?/gi, "")
    .replace(new RegExp(`(${operand}) IN \\(([^()]*)\\)`, "gi"), "$1 = ANY (ARRAY[$2])")
    .replace(new RegExp(`(${operand}) BETWEEN (\\S+) AND (\\S+)`, "gi"), "$1 >= $2 AND $1 <= $3")
    .replace(/[()]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .split(/('(?:[^']|'')*')/)
    .map((part, index) => (index % 2 === 1 ? part : part.toLowerCase()))
    .join("");
}

function emptyShape(): TableShape {
  return {
    columns: new Map(),
    primaryKey: "",
    uniques: new Set(),
    foreignKeys: new Set(),
    checks: new Map(),
    indexes: new Map(),
  };
}

function describeColumn(type: string, notNull: boolean, defaultSql: string | undefined): string {
  return `${type}${notNull ? " not null" : ""}${defaultSql === undefined ? "" : ` default ${normalizeSql(defaultSql)}`}`;
}

const deleteActions: Record<string, string> = {
  a: "no action",
  r: "restrict",
  c: "cascade",
  n: "set null",
  d: "set default",
};

function describeForeignKey(
  columns: string[],
  table: string,
  refColumns: string[],
  onDelete: string,
  onUpdate: string,
): string {
  return `(${columns.join(", ")}) references ${table}(${refColumns.join(", ")}) on delete ${onDelete} on update ${onUpdate}`;
}

function describeIndex(unique: boolean, method: string, columns: string[], where: string | undefined): string {
  return normalizeSql(
    `${unique ? "unique " : ""}using ${method} (${columns.join(", ")})${where ? ` where ${where}` : ""}`,
  );
}

/** Reads every table in the database's public schema. */
export async function databaseShapes(sql: postgres.Sql): Promise<Shapes> {
  const shapes: Shapes = new Map();
  const columns = await sql<{ table: string; name: string; type: string; not_null: boolean; default: string | null }[]>`
    SELECT c.relname AS table, a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type,
           a.attnotnull AS not_null, pg_get_expr(d.adbin, d.adrelid) AS default
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
    LEFT JOIN pg_attrdef d ON d.adrelid = c.oid AND d.adnum = a.attnum
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
    ORDER BY c.relname, a.attnum`;
  for (const column of columns) {
    let shape = shapes.get(column.table);
    if (!shape) shapes.set(column.table, (shape = emptyShape()));
    let type = column.type;
    let defaultSql = column.default ?? undefined;
    // serial and bigserial are an integer column whose default is its own sequence.
    if (defaultSql?.startsWith("nextval(")) {
      const serial = ({ integer: "serial", bigint: "bigserial", smallint: "smallserial" } as Record<string, string>)[
        type
      ];
      if (serial) [type, defaultSql] = [serial, undefined];
    }
    shape.columns.set(column.name, describeColumn(type, column.not_null, defaultSql));
  }

  const constraints = await sql<
    {
      table: string;
      name: string;
      type: string;
      columns: string[];
      ref_table: string | null;
      ref_columns: string[] | null;
      on_delete: string;
      on_update: string;
      definition: string;
    }[]
  >`
    SELECT c.relname AS table, k.conname AS name, k.contype AS type,
           ARRAY(SELECT a.attname::text FROM unnest(k.conkey) WITH ORDINALITY u(n, i) JOIN pg_attribute
    a ON a.attrelid = k.conrelid AND a.attnum = u.n ORDER BY u.i) AS columns,
           r.relname AS ref_table,
           ARRAY(SELECT a.attname::text FROM unnest(k.confkey) WITH ORDINALITY u(n, i) JOIN pg_attribute
    a ON a.attrelid = k.confrelid AND a.attnum = u.n ORDER BY u.i) AS ref_columns,
           k.confdeltype AS on_delete, k.confupdtype AS on_update, pg_get_constraintdef(k.oid) AS definition
    FROM pg_constraint k
    JOIN pg_class c ON c.oid = k.conrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_class r ON r.oid = k.confrelid
    WHERE n.nspname = 'public' AND k.contype IN ('p', 'u', 'f', 'c')
    ORDER BY c.relname, k.conname`;
  for (const constraint of constraints) {
    const shape = shapes.get(constraint.table);
    if (!shape) continue;
    if (constraint.type === "p") shape.primaryKey = constraint.columns.join(", ");
    if (constraint.type === "u")
      shape.uniques.add(
        `(${constraint.columns.join(", ")})${constraint.definition.includes("NULLS NOT DISTINCT") ? " nulls not distinct" : ""}`,
      );
    if (constraint.type === "f")
      shape.foreignKeys.add(
        describeForeignKey(
          constraint.columns,
          constraint.ref_table ?? "",
          constraint.ref_columns ?? [],
          deleteActions[constraint.on_delete] ?? constraint.on_delete,
          deleteActions[constraint.on_update] ?? constraint.on_update,
        ),
      );
    if (constraint.type === "c")
      shape.checks.set(constraint.name, normalizeSql(constraint.definition.replace(/^CHECK /, "")));
  }

  // Indexes that back a primary key or unique constraint are compared as those constraints, above.
  const indexes = await sql<{ table: string; name: string; definition: string }[]>`
    SELECT c.relname AS table, i.relname AS name, pg_get_indexdef(x.indexrelid) AS definition
    FROM pg_index x
    JOIN pg_class c ON c.oid = x.indrelid
    JOIN pg_class i ON i.oid = x.indexrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid AND k.contype IN ('p', 'u'))
    ORDER BY c.relname, i.relname`;
  for (const index of indexes) {
    const shape = shapes.get(index.table);
    const parsed = /^CREATE (UNIQUE )?INDEX \S+ ON \S+ USING (\w+) \((.*?)\)(?: WHERE (.*))?$/.exec(index.definition);
    if (!shape || !parsed) continue;
    const [, unique, method, columnList, where] = parsed;
    shape.indexes.set(index.name, describeIndex(Boolean(unique), method, [columnList], where));
  }
  return shapes;
}

// The parts of drizzle-kit's PostgreSQL snapshot this comparison reads.
interface SnapshotTable {
  name: string;
  columns: Record<string, { name: string; type: string; primaryKey: boolean; notNull: boolean; default?: unknown }>;
  indexes: Record<
    string,
    {
      name: string;
      columns: { expression: string; isExpression: boolean; asc: boolean; nulls?: string; opclass?: string }[];
      isUnique: boolean;
      method?: string;
      where?: string;
    }
  >;
  foreignKeys: Record<
    string,
    { tableTo: string; columnsFrom: string[]; columnsTo: string[]; onDelete?: string; onUpdate?: string }
  >;
  compositePrimaryKeys: Record<string, { columns: string[] }>;
  uniqueConstraints: Record<string, { columns: string[]; nullsNotDistinct: boolean }>;
  checkConstraints: Record<string, { name: string; value: string }>;
}

/**
 * drizzle-kit's API adds enumerable methods to Array.prototype and String.prototype when it loads ('random',
 * 'snake_case'...), which every `for...in` over an array then meets: pdf.js refuses to start on such a prototype. Test
 * files share a process (decision 204), so the ones after this one would inherit them: the methods stay, unlisted.
 */
function hideBuiltInPatches(): void {
  for (const prototype of [Array.prototype, String.prototype])
    for (const name of Object.keys(prototype)) Object.defineProperty(prototype, name, { enumerable: false });
}

/** Reads every table of a Drizzle schema module (the exports of db/schema/index.ts) as drizzle-kit does. */
export async function drizzleShapes(schemaModule: Record<string, unknown>): Promise<Shapes> {
  const { generateDrizzleJson } = await import("drizzle-kit/api");
  hideBuiltInPatches();
  const snapshot: { tables: Record<string, SnapshotTable> } = generateDrizzleJson(schemaModule);
  const shapes: Shapes = new Map();
  for (const table of Object.values(snapshot.tables)) {
    const shape = emptyShape();
    const primaryKey: string[] = [];
    for (const column of Object.values(table.columns)) {
      if (column.primaryKey) primaryKey.push(column.name);
      shape.columns.set(
        column.name,
        describeColumn(
          column.type,
          column.notNull || column.primaryKey,
          column.default === undefined ? undefined : String(column.default),
        ),
      );
    }
    for (const key of Object.values(table.compositePrimaryKeys)) primaryKey.push(...key.columns);
    shape.primaryKey = primaryKey.join(", ");
    for (const unique of Object.values(table.uniqueConstraints))
      shape.uniques.add(`(${unique.columns.join(", ")})${unique.nullsNotDistinct ? " nulls not distinct" : ""}`);
    for (const key of Object.values(table.foreignKeys))
      shape.foreignKeys.add(
        describeForeignKey(
          key.columnsFrom,
          key.tableTo,
          key.columnsTo,
          key.onDelete ?? "no action",
          key.onUpdate ?? "no action",
        ),
      );
    for (const check of Object.values(table.checkConstraints)) shape.checks.set(check.name, normalizeSql(check.value));
    for (const index of Object.values(table.indexes)) {
      const columns = index.columns.map((column) => {
        // PostgreSQL prints only what differs from the default order: ASC NULLS LAST, DESC NULLS FIRST.
        const order = column.asc
          ? column.nulls === "first"
            ? " nulls first"
            : ""
          : column.nulls === "last"
            ? " desc nulls last"
            : " desc";
        return `${column.expression}${column.opclass ? ` ${column.opclass}` : ""}${order}`;
      });
      shape.indexes.set(index.name, describeIndex(index.isUnique, index.method ?? "btree", columns, index.where));
    }
    shapes.set(table.name, shape);
  }
  return shapes;
}

/**
 * Every way the two sides differ, one sentence each naming the table and the column, key or index;
 * empty when they agree.
 */
export function compareShapes(database: Shapes, drizzle: Shapes): string[] {
  const differences: string[] = [];
  const tables = [...new Set([...database.keys(), ...drizzle.keys()])].sort();
  for (const table of tables) {
    const inDatabase = database.get(table);
    const inDrizzle = drizzle.get(table);
    if (!inDrizzle) {
      differences.push(`table ${table}: in the migrated database, missing from the Drizzle schema`);
      continue;
    }
    if (!inDatabase) {
      differences.push(`table ${table}: in the Drizzle schema, missing from the migrated database`);
      continue;
    }
    compareMaps(differences, `${table} column`, inDatabase.columns, inDrizzle.columns);
    if (inDatabase.primaryKey !== inDrizzle.primaryKey)
      differences.push(`${table} primary key: database (${inDatabase.primaryKey}), Drizzle (${inDrizzle.primaryKey})`);
    compareSets(differences, `${table} unique constraint`, inDatabase.uniques, inDrizzle.uniques);
    compareSets(differences, `${table} foreign key`, inDatabase.foreignKeys, inDrizzle.foreignKeys);
    compareMaps(differences, `${table} check`, inDatabase.checks, inDrizzle.checks);
    compareMaps(differences, `${table} index`, inDatabase.indexes, inDrizzle.indexes);
  }
  return differences;
}

function compareMaps(
  differences: string[],
  what: string,
  database: Map<string, string>,
  drizzle: Map<string, string>,
): void {
  for (const [name, shape] of database) {
    const other = drizzle.get(name);
    if (other === undefined)
      differences.push(`${what} ${name}: in the migrated database as "${shape}", missing from the Drizzle schema`);
    else if (other !== shape) differences.push(`${what} ${name}: database "${shape}", Drizzle "${other}"`);
  }
  for (const [name, shape] of drizzle) {
    if (!database.has(name))
      differences.push(`${what} ${name}: in the Drizzle schema as "${shape}", missing from the migrated database`);
  }
}

function compareSets(differences: string[], what: string, database: Set<string>, drizzle: Set<string>): void {
  for (const item of database)
    if (!drizzle.has(item))
      differences.push(`${what} ${item}: in the migrated database, missing from the Drizzle schema`);
  for (const item of drizzle)
    if (!database.has(item))
      differences.push(`${what} ${item}: in the Drizzle schema, missing from the migrated database`);
}
