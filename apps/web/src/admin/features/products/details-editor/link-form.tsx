import { useId, useState } from 'react';
import { detailsLinkProblem } from '@canino/shared';

/** The address of a link on the chosen text, checked by the shared details rule (rules/details-html.ts); Enter applies, Escape closes. */
export function LinkForm({ current, onApply, onRemove, onCancel }: { current: string; onApply: (href: string) => void; onRemove: () => void; onCancel: () => void }) {
  const id = useId();
  const [href, setHref] = useState(current || 'https://');
  const [problem, setProblem] = useState<string | null>(null);
  const apply = () => {
    const why = detailsLinkProblem(href);
    setProblem(why);
    if (!why) onApply(href.trim());
  };
  return (
    <div className="details-editor__link" role="group" aria-label="Link">
      <label className="field__label" htmlFor={id}>
        Link address
      </label>
      <input
        id={id}
        className="input"
        type="url"
        value={href}
        autoFocus
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(e) => setHref(e.currentTarget.value)}
        onKeyDown={(e) => {
          // Enter applies the link instead of submitting the product form; Escape closes.
          if (e.key === 'Enter') {
            e.preventDefault();
            apply();
          } else if (e.key === 'Escape') {
            e.preventDefault();
            onCancel();
          }
        }}
      />
      {problem && (
        <p className="field__error" id={`${id}-error`}>
          {problem}
        </p>
      )}
      <div className="details-editor__link-actions">
        <button type="button" className="btn btn--secondary btn--sm" onClick={apply}>
          Apply link
        </button>
        {current && (
          <button type="button" className="btn btn--ghost btn--sm" onClick={onRemove}>
            Remove link
          </button>
        )}
        <button type="button" className="btn btn--ghost btn--sm" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
