import type { DependentCard } from '@clube/contract';
import { CircleCheck } from 'lucide-react';
import { type MouseEvent, type SyntheticEvent, useEffect, useRef } from 'react';
import { Button } from '../../../components/button';
import styles from './delete-dependent-sheet.module.css';

/** Spec §4: card → confirm sheet open → confirmed (spinner) → closed after 3 s. */
export type DeletePhase = 'closed' | 'confirm' | 'deleting' | 'done';

interface DeleteDependentSheetProps {
  dependent: DependentCard | null;
  phase: DeletePhase;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A native <dialog> shown as a bottom sheet: showModal() traps focus and makes the page inert, Esc
 * and a tap on the backdrop close it (not while the delete is under way).
 */
export function DeleteDependentSheet({
  dependent,
  phase,
  onConfirm,
  onClose,
}: DeleteDependentSheetProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const open = phase !== 'closed';

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  useEffect(() => {
    if (phase === 'done') closeButton.current?.focus();
  }, [phase]);

  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault(); // the page decides; Esc must not close a delete under way
    if (phase !== 'deleting') onClose();
  }

  function handleBackdrop(event: MouseEvent<HTMLDialogElement>) {
    // The content fills the dialog, so a click on the dialog itself is a click on the backdrop.
    if (event.target === event.currentTarget && phase !== 'deleting') onClose();
  }

  return (
    <dialog
      ref={dialog}
      className={styles.sheet}
      aria-labelledby="delete-dependent-title"
      aria-describedby="delete-dependent-name"
      onCancel={handleCancel}
      onClick={handleBackdrop}
    >
      <div className={styles.content}>
        <span className={styles.handle} aria-hidden="true" />
        {phase === 'done' ? (
          <>
            <CircleCheck className={styles.doneIcon} size={40} aria-hidden="true" />
            <h2 id="delete-dependent-title" className={styles.title}>
              Dependente deletado
            </h2>
            <p id="delete-dependent-name" className={styles.name}>
              {dependent?.nome}
            </p>
            <Button ref={closeButton} variant="secondary" block onClick={onClose}>
              Fechar
            </Button>
          </>
        ) : (
          <>
            <h2 id="delete-dependent-title" className={styles.title}>
              Deletar este dependente?
            </h2>
            <p id="delete-dependent-name" className={styles.name}>
              {dependent?.nome}
            </p>
            <div className={styles.buttons}>
              <Button variant="secondary" disabled={phase === 'deleting'} onClick={onClose}>
                Não
              </Button>
              <Button className={styles.yes} pending={phase === 'deleting'} onClick={onConfirm}>
                Sim
              </Button>
            </div>
          </>
        )}
      </div>
    </dialog>
  );
}
