import './spinner.css';

/** A spinning ring; `label` is announced to screen readers (pass '' inside a labelled button). */
export function Spinner({ size = 'md', label = 'Loading…' }: { size?: 'sm' | 'md' | 'lg'; label?: string }) {
  return (
    <span className={`spinner spinner--${size}`} role={label ? 'status' : undefined}>
      {label && <span className="visually-hidden">{label}</span>}
    </span>
  );
}

/** A spinner centred in the content area while a page's data loads. */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="page-spinner">
      <Spinner size="lg" label={label} />
    </div>
  );
}

/** The spec's full-screen spinner while a page's code loads. It appears only after a short delay so fast loads do not flash. */
export function LoadingOverlay() {
  return (
    <div className="loading-overlay">
      <Spinner size="lg" />
    </div>
  );
}
