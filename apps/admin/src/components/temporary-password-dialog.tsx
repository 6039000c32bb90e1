import type { ComponentProps } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { TemporaryPassword } from './temporary-password';

/** A dialog that shows a temporary password this once; 'Concluir' closes it. */
export function TemporaryPasswordDialog({
  title,
  onClose,
  ...password
}: ComponentProps<typeof TemporaryPassword> & { title: string; onClose: () => void }) {
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      footer={<Button onClick={onClose}>Concluir</Button>}
    >
      <TemporaryPassword {...password} />
    </Dialog>
  );
}
