import { type KeyboardEvent, type RefObject, useEffect, useId, useState } from 'react';
import { caretPosition } from './caret-position.ts';
import { useMentionSuggestions } from './mention-api.ts';
import { applyMention, type MentionQuery, mentionAt } from './mention-query.ts';

/** Typing pauses this long before the server is asked. */
const ASK_AFTER_MS = 150;

interface Options {
  textarea: RefObject<HTMLTextAreaElement | null>;
  /** Puts new text and the caret into the editor. */
  commit: (next: { text: string; start: number; end: number }) => void;
}

/**
 * The editor's `@` autocomplete (issue 17 §2), as the ARIA combobox pattern: the textarea is the
 * combobox, the suggestions a listbox under it. ArrowDown/ArrowUp move, Enter or Tab pick, Escape
 * closes; the focus stays in the textarea throughout.
 */
export function useMentionAutocomplete({ textarea, commit }: Options) {
  const listboxId = useId();
  const [at, setAt] = useState<MentionQuery | null>(null);
  const [asked, setAsked] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  // Escape closes the list for what is typed now; typing on opens it again.
  const [dismissed, setDismissed] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setAsked(at?.query ?? null), ASK_AFTER_MS);
    return () => clearTimeout(timer);
  }, [at?.query]);

  const suggestions = useMentionSuggestions(asked);
  const users = at && asked !== null ? (suggestions.data ?? []) : [];
  const open = at !== null && dismissed !== `${at.start}:${at.query}` && users.length > 0;
  const activeIndex = Math.min(active, Math.max(users.length - 1, 0));
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);

  // The list opens under the `@` being typed, inside the editor's box (its positioned parent).
  useEffect(() => {
    const el = textarea.current;
    if (!open || !at || !el) return;
    const caret = caretPosition(el, at.start);
    const top = el.offsetTop + Math.min(Math.max(caret.top + caret.height, 0), el.clientHeight);
    setPlace({ top, left: el.offsetLeft + Math.max(0, Math.min(caret.left, el.clientWidth - 220)) });
  }, [open, at, textarea]);

  const track = () => {
    const el = textarea.current;
    const next = el && el.selectionStart === el.selectionEnd ? mentionAt(el.value, el.selectionStart) : null;
    setAt((previous) => {
      if (next?.start !== previous?.start) setActive(0);
      return next;
    });
  };

  const pick = (username: string) => {
    const el = textarea.current;
    if (!at || !el) return;
    commit(applyMention(el.value, at, username));
    setAt(null);
  };

  /** Handles the keys the open listbox owns; answers true when the key was used. */
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open) return false;
    const move = (by: number) => setActive((activeIndex + by + users.length) % users.length);
    if (event.key === 'ArrowDown') move(1);
    else if (event.key === 'ArrowUp') move(-1);
    else if (event.key === 'Enter' || event.key === 'Tab') pick(users[activeIndex]!.username);
    else if (event.key === 'Escape') setDismissed(`${at.start}:${at.query}`);
    else return false;
    event.preventDefault();
    // Escape closes the list only, not a dialog or form around the editor
    event.stopPropagation();
    return true;
  };

  const optionId = (index: number) => `${listboxId}-${index}`;
  return {
    onKeyDown,
    inputProps: {
      role: 'combobox',
      'aria-autocomplete': 'list' as const,
      'aria-expanded': open,
      'aria-controls': listboxId,
      ...(open ? { 'aria-activedescendant': optionId(activeIndex) } : {}),
      onSelect: track,
      onBlur: () => setAt(null),
    },
    listbox: {
      id: listboxId,
      open,
      users,
      active: activeIndex,
      optionId,
      onPick: pick,
      place,
    },
  };
}
