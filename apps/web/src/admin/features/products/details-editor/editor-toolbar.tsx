import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/** One tab stop for the whole toolbar; arrow keys, Home and End move between its buttons (the ARIA toolbar pattern). */
export function Toolbar({ controls, label, children }: { controls: string; label: string; children: ReactNode }) {
  const bar = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const buttons = () => Array.from(bar.current?.querySelectorAll<HTMLButtonElement>('button') ?? []);
  useEffect(() => {
    buttons().forEach((b, i) => (b.tabIndex = i === current ? 0 : -1));
  });
  const onKeyDown = (e: KeyboardEvent) => {
    const all = buttons();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: all.length - 1 }[e.key];
    if (next === undefined || at < 0) return;
    e.preventDefault();
    const i = (next + all.length) % all.length;
    setCurrent(i);
    all[i]!.focus();
  };
  return (
    <div
      ref={bar}
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      className="details-editor__toolbar"
      onKeyDown={onKeyDown}
      onFocus={(e) =>
        setCurrent(
          Math.max(
            0,
            buttons().findIndex((b) => b === (e.target as Node)),
          ),
        )
      }
    >
      {children}
    </div>
  );
}
