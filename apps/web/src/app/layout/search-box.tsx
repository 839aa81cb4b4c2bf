import { useEffect, useId, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SearchIcon } from '../../components/icons';
import { afterFirstPaint } from '../../lib/first-paint';
import { useResetState } from '../../lib/use-reset-state';
import type { SearchComboboxProps } from './search-combobox';
import { searchPath } from './search-path';

type Combobox = ComponentType<SearchComboboxProps>;

/**
 * Product search in the header. It first paints as a plain form (it works as one: Enter opens the
 * results); the suggestions as you type come in their own chunk after the first paint, so they cost the
 * first screen nothing, and take over the same input, its text and its focus.
 */
export function SearchBox({ className }: { className?: string }) {
  const id = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const current = location.pathname === '/search' ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [value, setValue] = useResetState(current);
  const plain = useRef<HTMLInputElement>(null);
  // The combobox, and whether the plain input had the focus when it arrived (it takes the focus over).
  const [enhanced, setEnhanced] = useState<{ Combobox: Combobox; hadFocus: boolean } | null>(null);
  useEffect(() => {
    let live = true;
    void afterFirstPaint()
      .then(() => import('./search-combobox'))
      .then((m) => {
        if (!live) return;
        // What is in the field now: words typed before the app took the page over never reached React.
        if (plain.current) setValue(plain.current.value);
        setEnhanced({ Combobox: m.SearchCombobox, hadFocus: document.activeElement?.id === id });
      });
    return () => void (live = false);
  }, [id, setValue]);

  const classes = ['search-box', className].filter(Boolean).join(' ');
  if (enhanced) return <enhanced.Combobox id={id} className={classes} value={value} onValueChange={setValue} autoFocus={enhanced.hadFocus} />;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const typed = new FormData(e.currentTarget).get('q');
    void navigate(searchPath(typeof typed === 'string' ? typed.trim() : ''));
  };
  // A GET form to the results page, so Enter works before the app has taken the page over too; the field is
  // not held by React, which would draw it back to empty over what was typed by then.
  return (
    <form role="search" action="/search" className={classes} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        Search products
      </label>
      <input
        id={id}
        type="search"
        name="q"
        className="search-box__input"
        placeholder="Search supplements, shampoos…"
        ref={plain}
        key={current}
        defaultValue={current}
        maxLength={100}
        autoComplete="off"
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className="search-box__button" aria-label="Search">
        <SearchIcon />
      </button>
    </form>
  );
}
