import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { filterSuggestions, isKnownChip, type ChipSuggestion } from './chips-filter';

interface ChipsInputProps {
  label: string;
  value: string[];
  onChange: (next: string[]) => void;
  suggestions: ChipSuggestion[];
  placeholder?: string;
  describedBy?: string;
  id?: string;
}

/** Delay before the suggestion list closes after blur, so that a click on a suggestion still lands (docs/product.md#limits). */
export const BLUR_CLOSE_MS = 150;

/**
 * Chips input with autocomplete, an ARIA combobox (docs/adr/0031-clinician-journeys.md). The best match
 * is highlighted as soon as the list shows: Enter or Tab take the highlighted suggestion, else the typed
 * text; comma commits the typed text as is; Space and hyphen type (names have several words). Escape
 * closes the list, so that Enter then commits the text. Blanks and duplicates are ignored; Backspace on
 * an empty input removes the last chip. A chip that names no suggestion is marked "not recognised".
 */
export function ChipsInput({ label, value, onChange, suggestions, placeholder, describedBy, id }: ChipsInputProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const listId = `${autoId}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const matches = useMemo(() => filterSuggestions(suggestions, text, value), [suggestions, text, value]);
  const showList = open && text.trim() !== '' && matches.length > 0;

  const commit = (raw: string) => {
    const chip = raw.trim().replace(/,+$/, '').trim();
    setText('');
    setActive(0);
    if (!chip || value.some((v) => v.toLowerCase() === chip.toLowerCase())) return;
    onChange([...value, chip]);
  };

  const remove = (chip: string) => {
    onChange(value.filter((v) => v !== chip));
    inputRef.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!matches.length) return;
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + matches.length) % matches.length);
      return;
    }
    if (e.key === 'Escape') {
      setOpen(false);
      return;
    }
    if (e.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
      return;
    }
    const committing = e.key === 'Enter' || e.key === ',' || e.key === 'Tab';
    if (!committing) return;
    // A name already chosen, typed again, is a duplicate to ignore, not a request for its next match.
    const again = value.some((v) => v.toLowerCase() === text.trim().toLowerCase());
    const chosen = showList && e.key !== ',' && !again ? matches[active] : undefined;
    if (e.key === 'Tab' && !chosen && text.trim() === '') return; // let focus move on
    e.preventDefault();
    commit(chosen ? chosen.value : text);
  };

  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative mt-1">
        <div className="flex min-h-10 flex-wrap items-center gap-1.5 rounded-md border border-slate-400 bg-white px-2 py-1.5 shadow-sm focus-within:border-brand-600 focus-within:outline-3 focus-within:outline-brand-600">
          <ul className="contents" aria-label={`Selected ${label.toLowerCase()}`}>
            {value.map((chip) => {
              const known = isKnownChip(suggestions, chip);
              return (
                <li
                  key={chip}
                  data-unrecognised={known ? undefined : ''}
                  className={`inline-flex items-center gap-1 rounded-full py-0.5 pr-1 pl-2.5 text-sm ring-1 ${known ? 'bg-brand-50 text-brand-900 ring-brand-200' : 'bg-amber-50 text-amber-950 ring-amber-500'}`}
                >
                  {known ? null : (
                    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5 text-amber-700" fill="currentColor">
                      <path d="M10 2 1 18h18L10 2Zm-1 6h2v5H9V8Zm0 6h2v2H9v-2Z" />
                    </svg>
                  )}
                  {chip}
                  {known ? null : <span className="text-xs font-medium">(not recognised)</span>}
                  <button
                    type="button"
                    onClick={() => remove(chip)}
                    aria-label={`Remove ${chip}`}
                    className="inline-flex size-5 items-center justify-center rounded-full text-brand-800 hover:bg-brand-100"
                  >
                    ×
                  </button>
                </li>
              );
            })}
          </ul>
          <input
            ref={inputRef}
            id={inputId}
            type="text"
            role="combobox"
            aria-expanded={showList}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={showList ? `${listId}-${active}` : undefined}
            aria-describedby={describedBy}
            autoComplete="off"
            value={text}
            placeholder={value.length === 0 ? placeholder : undefined}
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => {
              clearTimeout(blurTimer.current);
              setOpen(true);
            }}
            onBlur={() => {
              blurTimer.current = setTimeout(() => setOpen(false), BLUR_CLOSE_MS);
            }}
            className="min-w-32 flex-1 border-0 bg-transparent p-1 text-sm text-slate-900 placeholder:text-slate-500 focus:outline-none"
          />
        </div>
        <ul
          id={listId}
          role="listbox"
          aria-label={`${label} suggestions`}
          hidden={!showList}
          className="absolute z-30 mt-1 max-h-60 w-full overflow-y-auto rounded-md border border-slate-300 bg-white py-1 text-sm shadow-lg"
        >
          {showList
            ? matches.map((m, i) => (
                <li
                  key={m.value}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => commit(m.value)}
                  className={`cursor-pointer px-3 py-1.5 ${i === active ? 'bg-brand-700 text-white' : 'text-slate-800 hover:bg-brand-50'}`}
                >
                  {m.value}
                  {m.matchedAlias ? <span className={i === active ? 'text-brand-100' : 'text-slate-600'}> ({m.matchedAlias})</span> : null}
                </li>
              ))
            : null}
        </ul>
      </div>
    </div>
  );
}
