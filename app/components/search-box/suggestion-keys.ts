import type { Dispatch, KeyboardEvent, SetStateAction } from "react";
import type { Suggestion } from "./suggestion-list";

export interface SuggestionKeyState {
  items: Suggestion[];
  open: boolean;
  active: number;
  setOpen: (open: boolean) => void;
  setActive: Dispatch<SetStateAction<number>>;
  choose: (item: Suggestion) => void;
}

/**
 * The combobox's keys (WAI-ARIA APG, list autocomplete): ArrowDown/ArrowUp open
 * the list on the first or last suggestion, then move through it and wrap
 * around; Enter picks the active suggestion (otherwise the form submits as
 * typed); Escape closes the list. Any other key is the input's own.
 */
export function suggestionKeyDown(
  event: KeyboardEvent<HTMLInputElement>,
  { items, open, active, setOpen, setActive, choose }: SuggestionKeyState,
) {
  if (event.key === "ArrowDown" || event.key === "ArrowUp") {
    if (items.length === 0) return;
    event.preventDefault();
    if (!open) {
      setOpen(true);
      setActive(event.key === "ArrowDown" ? 0 : items.length - 1);
      return;
    }
    const down = event.key === "ArrowDown";
    setActive((current) =>
      down ? (current + 1 >= items.length ? 0 : current + 1) : current - 1 < 0 ? items.length - 1 : current - 1,
    );
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
