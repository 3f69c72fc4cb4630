/**
 * The columns a declared facet reads (facet-declarations.ts `reads`): from each one come the field it fills in
 * IndexedJob (the key it is declared under), its place in the open jobs' read for the index (sync/open-jobs-read.ts)
 * and in the new jobs' read for alerts (sync/new-jobs-index.ts), and the type of its value. Both reads join a job `j`
 * to its company `c`.
 */
export interface FacetColumn<Value> {
  /** The column as the reads select it: `j.` a column of jobs, `c.` of companies. */
  readonly select: string;
  /** Never set: carries the value's type to IndexedJob. */
  readonly value?: Value;
}

/** A column of the job's company; null where the company has not said. */
export function companyColumn<Value>(name: string): FacetColumn<Value | null> {
  return { select: `c.${checkedName(name)}` };
}

/** A column of the job; null where the job has not said. */
export function jobColumn<Value>(name: string): FacetColumn<Value | null> {
  return { select: `j.${checkedName(name)}` };
}

export type FacetReads = Readonly<Record<string, FacetColumn<unknown>>>;

/** The fields a set of reads fills in IndexedJob: absent reads as not said (jobs made in tests and benches need not carry them). */
export type ReadFields<Reads> = {
  [Field in keyof Reads]?: Reads[Field] extends FacetColumn<infer Value> ? Value : never;
};

/** The SELECT list of the declared reads, each under its IndexedJob field's name, checked where they are declared. */
export function selectList(reads: Readonly<Record<string, FacetColumn<unknown>>>): string {
  return Object.entries(reads)
    .map(([field, column]) => `${column.select} AS "${checkedField(field)}"`)
    .join(", ");
}

// The names become SQL text (postgres.js fragments cannot name a column from a value): only plain names pass.
function checkedName(name: string): string {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`Not a column name: ${name}`);
  return name;
}

function checkedField(field: string): string {
  if (!/^[a-z][A-Za-z0-9]*$/.test(field)) throw new Error(`Not a field name: ${field}`);
  return field;
}
