import { useEffect, useId } from 'react';
import { AdminIcon } from './admin-icons';
import { useResetState } from '../../lib/use-reset-state';

/** A table's search field: the list follows as the owner types (after a short pause), or on Enter. */
export function SearchBox({ value, onSearch, label, placeholder }: { value: string; onSearch: (q: string) => void; label: string; placeholder?: string }) {
  const id = useId();
  const [text, setText] = useResetState(value);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), 350);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <form
      role="search"
      className="adm-search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <AdminIcon name="search" size={18} className="adm-search__icon" />
      <input id={id} type="search" className="input adm-search__input" value={text} placeholder={placeholder ?? label} maxLength={100} onChange={(e) => setText(e.target.value)} />
    </form>
  );
}
