import type { FacetValue } from "../../../core/search/browser";
import { groupDigits } from "../../../core/shared/number-text";

/** What a facet's count counts, for screen readers ('12 jobs'); the company directory counts companies. */
export type CountNoun = { one: string; many: string };
const JOBS: CountNoun = { one: "job", many: "jobs" };

/**
 * The filter panel's groups of choices (search-filters.tsx), each value with the number of jobs it would give. A search
 * page has a hundred or more: each is a label holding its input, its text and its count, styled by the classes app.css
 * names once (.facet-option, .facet-count), not by a dozen utilities written out on each (decision 146: the panel was
 * two thirds of a search page's elements and a quarter of its bytes).
 */
export function CheckboxGroup({
  legend,
  name,
  values,
  selected,
  shown = 8,
  form,
  noun = JOBS,
}: {
  legend: string;
  name: string;
  values: FacetValue[];
  selected: string[];
  shown?: number;
  form?: string;
  noun?: CountNoun;
}) {
  const visible = values.filter((item, index) => index < shown || selected.includes(item.value));
  const more = values.filter((item) => !visible.includes(item));
  const box = (item: FacetValue) => (
    <li key={item.value}>
      <label className="facet-option">
        <input
          type="checkbox"
          form={form}
          name={name}
          value={item.value}
          defaultChecked={selected.includes(item.value)}
        />
        <span className="truncate">{item.label}</span>
        <FacetCount count={item.count} noun={noun} />
      </label>
    </li>
  );
  if (values.length === 0) return null;
  return (
    <fieldset className="border-t border-slate-200 pt-3">
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      <ul className="mt-2 space-y-0.5">{visible.map(box)}</ul>
      {more.length ? (
        <details className="mt-1">
          <summary className="cursor-pointer text-sm font-medium text-brand-700">More ({more.length})</summary>
          <ul className="mt-1 space-y-0.5">{more.map(box)}</ul>
        </details>
      ) : null}
    </fieldset>
  );
}

export function RadioGroup({
  legend,
  name,
  values,
  selected,
  anyLabel,
  form,
}: {
  legend: string;
  name: string;
  values: FacetValue[];
  selected: string | undefined;
  anyLabel: string;
  form?: string;
}) {
  return (
    <fieldset className="border-t border-slate-200 pt-3">
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      <ul className="mt-2 space-y-0.5">
        <li>
          <label className="facet-option">
            <input type="radio" form={form} name={name} value="" defaultChecked={!selected} />
            <span>{anyLabel}</span>
          </label>
        </li>
        {values.map((item) => (
          <li key={item.value}>
            <label className="facet-option">
              <input type="radio" form={form} name={name} value={item.value} defaultChecked={selected === item.value} />
              <span>{item.label}</span>
              <FacetCount count={item.count} noun={JOBS} />
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** A facet's count: the digits for the eye, 'N jobs' for screen readers (aria-label is not allowed on a plain span). */
function FacetCount({ count, noun }: { count: number; noun: CountNoun }) {
  return (
    <>
      <span className="facet-count" aria-hidden="true">
        {groupDigits(count)}
      </span>
      <span className="sr-only">{count === 1 ? `1 ${noun.one}` : `${count} ${noun.many}`}</span>
    </>
  );
}
