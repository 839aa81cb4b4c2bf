import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SearchIcon } from '../../components/icons';

/** Product search in the header; it opens /products?q=… and shows the current search there. */
export function SearchBox({ className }: { className?: string }) {
  const id = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const current = location.pathname === '/products' ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [value, setValue] = useState(current);
  useEffect(() => setValue(current), [current]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = value.trim();
    navigate(q ? `/products?q=${encodeURIComponent(q)}` : '/products');
  };

  return (
    <form role="search" className={['search-box', className].filter(Boolean).join(' ')} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        Search products
      </label>
      <input
        id={id}
        type="search"
        name="q"
        className="search-box__input"
        placeholder="Search supplements, shampoos…"
        value={value}
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
