import { useId, useRef, type FocusEvent } from "react";
import { optionId, SuggestionList } from "./search-box/suggestion-list";
import { useSuggestions } from "./search-box/use-suggestions";

export interface SearchBoxProps {
  id: string;
  name?: string;
  label: string;
  placeholder?: string;
  defaultValue?: string;
  required?: boolean;
  invalid?: boolean;
  /** id of the element holding the error message, for aria-describedby. */
  describedBy?: string;
  onValueChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  className?: string;
  /** Suggestions from /api/suggest while typing (on by default). */
  suggestions?: boolean;
}

/**
 * The search input of the hero and the search pages: an ARIA combobox (list
 * autocomplete) suggesting job titles, companies, skills and categories from
 * /api/suggest, asked 300 ms after typing stops (the same text is never asked
 * twice in a row), hidden 200 ms after the field loses focus. Arrow keys move
 * through the list, Enter picks and submits, Escape closes. Without JavaScript
 * it is a plain search field in a GET form.
 *
 * The pieces, in search-box/: use-suggestions.ts asks and holds the
 * suggestions, suggestion-keys.ts is the keyboard, suggestion-list.tsx the
 * listbox.
 */
export function SearchBox({
  id,
  name = "q",
  label,
  placeholder,
  defaultValue,
  required,
  invalid,
  describedBy,
  onValueChange,
  onBlur,
  className,
  suggestions = true,
}: SearchBoxProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = `${id}-suggestions`;
  const hintId = useId();
  const { items, active, setActive, expanded, changed, choose, keyDown, focused, blurred } = useSuggestions({
    inputRef,
    enabled: suggestions,
    onValueChange,
  });
  const describedByIds = [describedBy, suggestions ? hintId : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`relative ${className ?? ""}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        // ARIA allows role=combobox on a text input, not on type=search (APG combobox pattern, Nu checker).
        type={suggestions ? "text" : "search"}
        enterKeyHint="search"
        defaultValue={defaultValue}
        placeholder={placeholder}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedByIds}
        role={suggestions ? "combobox" : undefined}
        aria-autocomplete={suggestions ? "list" : undefined}
        aria-expanded={suggestions ? expanded : undefined}
        aria-controls={suggestions ? listId : undefined}
        aria-activedescendant={expanded && active >= 0 ? optionId(listId, active) : undefined}
        autoComplete="off"
        maxLength={200}
        onChange={(event) => changed(event.target.value)}
        onKeyDown={suggestions ? keyDown : undefined}
        onFocus={focused}
        onBlur={(event) => {
          blurred();
          onBlur?.(event);
        }}
        className={
          "w-full rounded-lg border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 " +
          "shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none " +
          "focus:ring-2 focus:ring-brand-100"
        }
      />
      {suggestions ? (
        <>
          <span id={hintId} className="sr-only">
            Suggestions appear as you type; use the arrow keys to choose one.
          </span>
          <SuggestionList
            listId={listId}
            items={items}
            active={active}
            expanded={expanded}
            onChoose={choose}
            onHover={setActive}
          />
        </>
      ) : null}
    </div>
  );
}
