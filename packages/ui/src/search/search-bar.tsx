'use client';

import * as COPY from '@growday/contracts/copy';
import { useId, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { SearchIcon } from '../icons/icons';
import { CloseIcon } from '../shell/shell-icons';
import { HighlightedText } from './highlighted-text';
import { useKeywordSuggestions } from './use-keyword-suggestions';
import { useRecentSearches } from './use-recent-searches';

export interface SearchBarProps {
  /** The text the bar starts with (the page's query). */
  initialQuery?: string;
  /** Runs a search: called with trimmed, non-empty text only, after it was saved in recent searches. */
  onSearch: (query: string) => void;
  /** Something before the field (the mobile page's back button). */
  leading?: ReactNode;
  autoFocus?: boolean;
}

/**
 * The search bar (CC-SEARCH-01..04): trims the text, does nothing when nothing is left, saves
 * what it submits in recent searches. While typing it offers suggestions as an ARIA combobox
 * (WAI-ARIA APG "combobox with listbox popup"): focus stays in the field, ArrowDown and ArrowUp
 * move the active option (aria-activedescendant), Enter searches it, Escape closes the list.
 */
export function SearchBar({ initialQuery = '', onSearch, leading, autoFocus = false }: SearchBarProps) {
  const [text, setText] = useState(initialQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Suggestions are asked only once the user works with the field, not for the query a page opens with.
  const [engaged, setEngaged] = useState(false);
  const recent = useRecentSearches();
  const suggestions = useKeywordSuggestions(text, engaged);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const expanded = open && suggestions.length > 0;
  const activeIndex = expanded && active < suggestions.length ? active : -1;

  function submit(value: string) {
    const query = value.trim();
    if (!query) return;
    setText(query);
    setOpen(false);
    setActive(-1);
    recent.save(query);
    onSearch(query);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit(text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return; // a Hangul syllable still being composed
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive(expanded ? (activeIndex + 1) % count : 0);
        return;
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive(expanded && activeIndex > 0 ? activeIndex - 1 : count - 1);
        return;
      case 'Enter': {
        const chosen = activeIndex >= 0 ? suggestions[activeIndex] : undefined;
        if (chosen === undefined) return; // the form submits the typed text
        event.preventDefault();
        submit(chosen);
        return;
      }
      case 'Escape':
        if (!expanded) return;
        event.preventDefault();
        setOpen(false);
        setActive(-1);
        return;
    }
  }

  return (
    <form role="search" aria-label={COPY.search.form} className="gd-search-bar" onSubmit={onSubmit}>
      {leading}
      <div className="gd-search-bar__field">
        <SearchIcon size={20} className="gd-search-bar__icon" />
        <input
          type="text"
          inputMode="search"
          enterKeyHint="search"
          name="query"
          className="gd-search-bar__input"
          placeholder={COPY.search.placeholder}
          aria-label={COPY.search.inputLabel}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          spellCheck={false}
          // The results page opens with the cursor in the field only when it has no query yet.
          autoFocus={autoFocus}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setEngaged(true);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            setEngaged(true);
            setOpen(true);
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {text ? (
          <button
            type="button"
            className="gd-search-bar__clear"
            aria-label={COPY.search.clearInput}
            onClick={() => {
              setText('');
              setActive(-1);
            }}
          >
            <CloseIcon size={18} />
          </button>
        ) : null}
        <ul
          id={listboxId}
          role="listbox"
          aria-label={COPY.search.suggestions}
          className="gd-search-bar__listbox"
          hidden={!expanded}
        >
          {expanded
            ? suggestions.map((suggestion, index) => (
                <li
                  key={suggestion}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  className="gd-search-bar__option"
                  // Keeps focus in the field so the click lands before the list closes on blur.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => submit(suggestion)}
                >
                  <SearchIcon size={16} aria-hidden="true" />
                  <span>
                    <HighlightedText text={suggestion} terms={[text.trim()]} />
                  </span>
                </li>
              ))
            : null}
        </ul>
      </div>
      <button type="submit" className="gd-button gd-search-bar__submit">
        {COPY.search.submit}
      </button>
    </form>
  );
}
