/** One suggestion from /api/suggest. */
export interface Suggestion {
  text: string;
  kind: "title" | "company" | "skill" | "category";
  count: number;
}

const kindLabels: Record<Suggestion["kind"], string> = {
  title: "Job title",
  company: "Company",
  skill: "Skill",
  category: "Category",
};

/** The id of the option at `index`, for the input's aria-activedescendant. */
export function optionId(listId: string, index: number): string {
  return `${listId}-${index}`;
}

/**
 * The search box's listbox of suggestions, each with its kind (job title,
 * company, skill, category). The input keeps the focus: a press on an option is
 * kept from blurring it, a click picks it, hovering makes it the active one.
 */
export function SuggestionList({
  listId,
  items,
  active,
  expanded,
  onChoose,
  onHover,
}: {
  listId: string;
  items: Suggestion[];
  active: number;
  expanded: boolean;
  onChoose: (item: Suggestion) => void;
  onHover: (index: number) => void;
}) {
  return (
    <ul
      id={listId}
      role="listbox"
      aria-label="Search suggestions"
      hidden={!expanded}
      className={
        "absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-auto rounded-lg border " +
        "border-slate-200 bg-white py-1 text-left text-slate-900 shadow-lg"
      }
    >
      {items.map((item, index) => (
        <li
          key={`${item.kind}:${item.text}`}
          id={optionId(listId, index)}
          role="option"
          aria-selected={index === active}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(item)}
          onMouseEnter={() => onHover(index)}
          className={`flex cursor-pointer items-center justify-between gap-3 px-4 py-2 text-sm ${index === active ? "bg-brand-50 text-brand-800" : ""}`}
        >
          <span className="truncate">{item.text}</span>
          <span className="shrink-0 text-xs text-slate-500">{kindLabels[item.kind]}</span>
        </li>
      ))}
    </ul>
  );
}
