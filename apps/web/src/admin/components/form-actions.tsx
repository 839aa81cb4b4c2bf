import type { ReactNode } from 'react';
import { Button } from '../../components/button';

interface FormActionsProps {
  /** The submit button's words ("Save changes", "Create coupon"). */
  children: ReactNode;
  loading: boolean;
  disabled?: boolean;
  variant?: 'primary' | 'secondary';
}

/** The foot of an admin form: its one submit button, busy while the form saves. */
export function FormActions({ children, loading, disabled, variant }: FormActionsProps) {
  return (
    <div className="adm-form-actions">
      <Button type="submit" loading={loading} disabled={disabled} variant={variant}>
        {children}
      </Button>
    </div>
  );
}
