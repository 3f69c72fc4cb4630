import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { SEARCH_DEBOUNCE_MS, SUGGESTIONS_HIDE_DELAY_MS } from "../../../core/shared/constants";
import { suggestionKeyDown } from "./suggestion-keys";
import type { Suggestion } from "./suggestion-list";

/**
 * The search box's suggestions: asked from /api/suggest 300 ms after typing
 * stops (the same text is never asked twice in a row, text under two
 * characters is not asked, an older request is aborted), hidden 200 ms after
 * the field loses focus. Returns the list's state and the input's handlers.
 */
export function useSuggestions({
  inputRef,
  enabled,
  onValueChange,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  /** Off: the field only reports its value, nothing is asked. */
  enabled: boolean;
  onValueChange?: (value: string) => void;
}) {
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
    fetch(`/api/suggest?q=${encodeURIComponent(text)}&limit=8`, {
      signal: controller.signal,
      headers: { Accept: "application/json" },
    })
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
    if (!enabled) return;
    clearTimeout(debounce.current);
    debounce.current = setTimeout(() => ask(value), SEARCH_DEBOUNCE_MS);
  }

  /** Puts the suggestion in the field and submits its form. */
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
    suggestionKeyDown(event, { items, open, active, setOpen, setActive, choose });
  }

  function focused() {
    clearTimeout(hide.current);
    if (items.length && inputRef.current?.value.trim() === lastAsked.current) setOpen(true);
  }

  function blurred() {
    clearTimeout(hide.current);
    hide.current = setTimeout(() => {
      setOpen(false);
      setActive(-1);
    }, SUGGESTIONS_HIDE_DELAY_MS);
  }

  return { items, active, setActive, expanded: open && items.length > 0, changed, choose, keyDown, focused, blurred };
}
