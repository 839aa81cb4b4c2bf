import { productSlugPath, type Product } from '@canino/shared';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../components/icons';
import { Price } from '../../components/price';
import { ProductImage } from '../../components/product-image';
import { suggestProducts } from '../../features/catalog/api/suggest-products';
import { searchPath } from './search-path';
import './search-combobox.css';

/** Typing pauses this long before the shop is asked, so a word typed quickly is one request, not five. */
const DEBOUNCE_MS = 200;
const MIN_CHARS = 2;

export interface SearchComboboxProps {
  id: string;
  className: string;
  value: string;
  onValueChange: (value: string) => void;
  autoFocus: boolean;
}

/**
 * The header search as a combobox (WAI-ARIA combobox with a listbox popup): suggestions with image and
 * price as you type; ↓/↑ move through them, Enter opens the one chosen (or the results page), Escape
 * closes them, and the focus stays in the input throughout.
 */
export function SearchCombobox({ id, className, value, onValueChange, autoFocus }: SearchComboboxProps) {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [suggestions, setSuggestions] = useState<Product[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [asked, setAsked] = useState('');
  const listId = `${id}-suggestions`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const q = value.trim();

  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  useEffect(() => {
    if (q.length < MIN_CHARS) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- a query too short to ask forgets the last answer
      setSuggestions([]);
      setAsked('');
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      suggestProducts(q, controller.signal).then(
        (found) => {
          setSuggestions(found);
          setAsked(q);
          setActive(-1);
        },
        () => {
          // A suggestion that failed or was overtaken by more typing is simply not shown.
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [q]);

  const expanded = open && q.length >= MIN_CHARS && asked === q;
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (to: string) => {
    close();
    input.current?.blur();
    void navigate(to);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!expanded) return setOpen(true);
      // The suggestions, then "See all results".
      const n = suggestions.length + 1;
      setActive((i) => (e.key === 'ArrowDown' ? (i + 1 >= n ? -1 : i + 1) : i <= -1 ? n - 1 : i - 1));
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault();
        close();
      } else if (value) {
        onValueChange('');
      }
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      e.preventDefault();
      const chosen = suggestions[active];
      go(chosen ? productSlugPath(chosen.slug) : searchPath(q));
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    go(searchPath(q));
  };

  return (
    <form role="search" className={`${className} search-combo`} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        Search products
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        name="q"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        className="search-box__input"
        placeholder="Search supplements, shampoos…"
        value={value}
        maxLength={100}
        autoComplete="off"
        onChange={(e) => {
          onValueChange(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="search-box__button" aria-label="Search">
        <SearchIcon />
      </button>
      <ul id={listId} role="listbox" aria-label="Suggestions" className="search-combo__list" hidden={!expanded}>
        {expanded &&
          suggestions.map((p, i) => (
            <li
              key={p.product_id}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className="search-combo__option"
              // Keeps the focus in the input; the click then opens the product.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => go(productSlugPath(p.slug))}
              onMouseMove={() => setActive(i)}
            >
              <ProductImage src={p.product_img} alt="" width={48} height={48} sizes="48px" />
              <span className="search-combo__name">{p.product_name}</span>
              <Price sell={p.product_sprice} list={p.product_dprice} size="sm" />
            </li>
          ))}
        {expanded && (
          <li
            id={optionId(suggestions.length)}
            role="option"
            aria-selected={active === suggestions.length}
            className="search-combo__all"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => go(searchPath(q))}
          >
            {suggestions.length ? `See all results for “${q}”` : `No products match “${q}”`}
          </li>
        )}
      </ul>
      <p className="visually-hidden" role="status" aria-live="polite">
        {expanded ? `${suggestions.length} ${suggestions.length === 1 ? 'suggestion' : 'suggestions'}` : ''}
      </p>
    </form>
  );
}
