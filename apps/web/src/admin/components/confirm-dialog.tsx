import { useState, type ReactNode } from 'react';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';

interface ConfirmProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
  /** The button that opens the dialog. */
  trigger: (open: () => void) => ReactNode;
  tone?: 'danger' | 'primary';
}

/** Asks before a destructive action; stays open (and not dismissible) while the action runs. */
export function ConfirmDialog({ title, children, confirmLabel, onConfirm, trigger, tone = 'danger' }: ConfirmProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {trigger(() => setOpen(true))}
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        size="sm"
        dismissible={!busy}
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)} disabled={busy}>
              Cancel
            </Button>
            <Button variant={tone} loading={busy} onClick={() => void confirm()}>
              {confirmLabel}
            </Button>
          </>
        }
      >
        {children}
      </Modal>
    </>
  );
}
