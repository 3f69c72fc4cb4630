import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { SEARCH_DEBOUNCE_MS, SUGGESTIONS_HIDE_DELAY_MS } from "../../core/shared/constants";

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

interface Suggestion {
  text: string;
  kind: "title" | "company" | "skill" | "category";
  count: number;
}

const kindLabels: Record<Suggestion["kind"], string> = { title: "Job title", company: "Company", skill: "Skill", category: "Category" };

/**
 * The search input of the hero and the search pages: an ARIA combobox (list
 * autocomplete) suggesting job titles, companies, skills and categories from
 * /api/suggest, asked 300 ms after typing stops (the same text is never asked
 * twice in a row), hidden 200 ms after the field loses focus. Arrow keys move
 * through the list, Enter picks and submits, Escape closes. Without JavaScript
 * it is a plain search field in a GET form.
 */
export function SearchBox({ id, name = "q", label, placeholder, defaultValue, required, invalid, describedBy, onValueChange, onBlur, className, suggestions = true }: SearchBoxProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = `${id}-suggestions`;
  const hintId = useId();
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const lastAsked = useRef<string | null>(null);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hide = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      clearTimeout(debounce.current);
      clearTimeout(hide.current);
      request.current?.abort();
    },
    [],
  );

  function ask(value: string) {
    const text = value.trim();
    if (text === lastAsked.current) return;
    lastAsked.current = text;
    request.current?.abort();
    if (text.length < 2) {
      setItems([]);
      setOpen(false);
      return;
    }
    const controller = new AbortController();
    request.current = controller;
    fetch(`/api/suggest?q=${encodeURIComponent(text)}&limit=8`, { signal: controller.signal, headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : { suggestions: [] }))
      .then((body: { suggestions: Suggestion[] }) => {
        if (controller.signal.aborted) return;
        setItems(body.suggestions);
        setActive(-1);
        setOpen(body.suggestions.length > 0 && document.activeElement === inputRef.current);
      })
      .catch(() => {
        // Suggestions are a convenience: a failed request leaves the plain field.
      });
  }

  function changed(value: string) {
    onValueChange?.(value);
    if (!suggestions) return;
    clearTimeout(debounce.current);
    debounce.current = setTimeout(() => ask(value), SEARCH_DEBOUNCE_MS);
  }

  function choose(item: Suggestion) {
    const input = inputRef.current;
    if (!input) return;
    input.value = item.text;
    lastAsked.current = item.text;
    onValueChange?.(item.text);
    setOpen(false);
    setActive(-1);
    input.form?.requestSubmit();
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (items.length === 0) return;
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(event.key === "ArrowDown" ? 0 : items.length - 1);
        return;
      }
      const down = event.key === "ArrowDown";
      setActive((current) => (down ? (current + 1 >= items.length ? 0 : current + 1) : current - 1 < 0 ? items.length - 1 : current - 1));
    } else if (event.key === "Enter") {
      if (open && active >= 0 && items[active]) {
        event.preventDefault();
        choose(items[active]);
      }
    } else if (event.key === "Escape") {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  }

  const expanded = open && items.length > 0;
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
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        maxLength={200}
        onChange={(event) => changed(event.target.value)}
        onKeyDown={suggestions ? keyDown : undefined}
        onFocus={() => {
          clearTimeout(hide.current);
          if (items.length && inputRef.current?.value.trim() === lastAsked.current) setOpen(true);
        }}
        onBlur={(event) => {
          clearTimeout(hide.current);
          hide.current = setTimeout(() => {
            setOpen(false);
            setActive(-1);
          }, SUGGESTIONS_HIDE_DELAY_MS);
          onBlur?.(event);
        }}
        className="w-full rounded-lg border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
      />
      {suggestions ? (
        <>
          <span id={hintId} className="sr-only">
            Suggestions appear as you type; use the arrow keys to choose one.
          </span>
          <ul
            id={listId}
            role="listbox"
            aria-label="Search suggestions"
            hidden={!expanded}
            className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-auto rounded-lg border border-slate-200 bg-white py-1 text-left text-slate-900 shadow-lg"
          >
            {items.map((item, index) => (
              <li
                key={`${item.kind}:${item.text}`}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(item)}
                onMouseEnter={() => setActive(index)}
                className={`flex cursor-pointer items-center justify-between gap-3 px-4 py-2 text-sm ${index === active ? "bg-brand-50 text-brand-800" : ""}`}
              >
                <span className="truncate">{item.text}</span>
                <span className="shrink-0 text-xs text-slate-500">{kindLabels[item.kind]}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
