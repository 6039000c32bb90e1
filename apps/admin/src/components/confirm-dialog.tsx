import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

/** What to ask before a destructive action, and what to do when the operator confirms. */
export interface ConfirmRequest {
  title: string;
  message?: ReactNode;
  /** The confirming button's words ('Excluir', 'Desativar'). */
  confirmLabel: string;
  /** 'primary' for an action that gives something back (reactivate); destructive by default. */
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
}

/**
 * The console's one confirmation: `confirm({ title, confirmLabel, onConfirm })` opens a modal that
 * names the consequence; the page renders `dialog` once. Esc, the close button and 'Voltar' change
 * nothing.
 */
export function useConfirm(): { confirm: (request: ConfirmRequest) => void; dialog: ReactNode } {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const close = () => setRequest(null);
  const dialog = (
    <Dialog
      open={request !== null}
      title={request?.title ?? ''}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Voltar
          </Button>
          <Button
            variant={request?.tone ?? 'danger'}
            onClick={() => {
              request?.onConfirm();
              close();
            }}
          >
            {request?.confirmLabel}
          </Button>
        </>
      }
    >
      {request?.message ? <p>{request.message}</p> : null}
    </Dialog>
  );
  return { confirm: setRequest, dialog };
}
