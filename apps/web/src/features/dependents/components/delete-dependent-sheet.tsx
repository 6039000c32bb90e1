import type { DependentCard } from '@clube/contract';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { BottomSheet, sheetStyles } from '../../../components/bottom-sheet';
import { Button } from '../../../components/button';
import styles from './delete-dependent-sheet.module.css';

/** docs/product.md#dependents: card → confirm sheet open → confirmed (spinner) → closed after 3 s. */
export type DeletePhase = 'closed' | 'confirm' | 'deleting' | 'done';

interface DeleteDependentSheetProps {
  dependent: DependentCard | null;
  phase: DeletePhase;
  onConfirm: () => void;
  onClose: () => void;
}

/** The bottom sheet that confirms a deletion (not dismissed while the delete is under way). */
export function DeleteDependentSheet({
  dependent,
  phase,
  onConfirm,
  onClose,
}: DeleteDependentSheetProps) {
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (phase === 'done') closeButton.current?.focus();
  }, [phase]);

  return (
    <BottomSheet
      open={phase !== 'closed'}
      busy={phase === 'deleting'}
      onClose={onClose}
      labelledBy="delete-dependent-title"
      describedBy="delete-dependent-name"
    >
      {phase === 'done' ? (
        <>
          <CircleCheck className={styles.doneIcon} size={40} aria-hidden="true" />
          <h2 id="delete-dependent-title" className={sheetStyles.title}>
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
          <h2 id="delete-dependent-title" className={sheetStyles.title}>
            Deletar este dependente?
          </h2>
          <p id="delete-dependent-name" className={styles.name}>
            {dependent?.nome}
          </p>
          <div className={sheetStyles.buttons}>
            <Button variant="secondary" disabled={phase === 'deleting'} onClick={onClose}>
              Não
            </Button>
            <Button
              className={sheetStyles.danger}
              needsNetwork
              pending={phase === 'deleting'}
              onClick={onConfirm}
            >
              Sim
            </Button>
          </div>
        </>
      )}
    </BottomSheet>
  );
}
