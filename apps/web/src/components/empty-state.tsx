import type { ReactNode } from 'react';
import './empty-state.css';

/** A friendly block for "nothing here" and "something went wrong", with an optional action. */
export function EmptyState({
  icon,
  title,
  children,
  action,
  tone = 'plain',
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  tone?: 'plain' | 'error';
}) {
  return (
    <div className={`empty-state empty-state--${tone}`} role={tone === 'error' ? 'alert' : undefined}>
      {icon && <div className="empty-state__icon">{icon}</div>}
      <h2 className="empty-state__title">{title}</h2>
      {children && <div className="empty-state__text">{children}</div>}
      {action && <div className="empty-state__action">{action}</div>}
    </div>
  );
}
