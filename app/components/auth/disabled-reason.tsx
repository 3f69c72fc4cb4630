/** 'A', 'A and B', 'A, B and C'. */
function listInWords(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/**
 * Why a submit is disabled, in words (issue 44): the fields still empty and those filled in wrongly, by their labels,
 * in the form's order. Null when nothing listed is in the way.
 */
export function disabledReason(
  errors: Record<string, string>,
  values: Record<string, string>,
  labels: Record<string, string>,
  goal: string,
): string | null {
  const names = Object.keys(labels).filter((name) => errors[name]);
  if (names.length === 0) return null;
  const empty = names.filter((name) => !(values[name] ?? "").trim()).map((name) => labels[name]);
  const wrong = names.filter((name) => (values[name] ?? "").trim()).map((name) => labels[name]);
  const parts = [
    empty.length ? `fill in ${listInWords(empty)}` : null,
    wrong.length ? `correct ${listInWords(wrong)}` : null,
  ].filter(Boolean);
  return `To ${goal}, ${parts.join(", and ")}.`;
}

/**
 * The reason beside a disabled submit; the button names it with aria-describedby={id}.
 * (Not a live region: it changes with each field filled in, which would be read out at every keystroke.)
 */
export function DisabledReason({ id, reason }: { id: string; reason: string | null }) {
  return (
    <p id={id} className="mt-2 text-sm text-slate-600">
      {reason ?? ""}
    </p>
  );
}
