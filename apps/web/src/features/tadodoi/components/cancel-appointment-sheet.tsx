import { type MouseEvent, type SyntheticEvent, useEffect, useRef } from 'react';
import { Button } from '../../../components/button';
import { TADODOI_TEXTS } from '../tadodoi-texts';
import styles from './cancel-appointment-sheet.module.css';

interface CancelAppointmentSheetProps {
  open: boolean;
  cancelling: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Spec §2: the confirmation before cancelling, a native <dialog> shown as a bottom sheet:
 * showModal() traps focus and makes the page inert; 'Cancelar', Esc and a tap on the backdrop
 * dismiss it (not while the cancellation is under way).
 */
export function CancelAppointmentSheet({
  open,
  cancelling,
  onConfirm,
  onClose,
}: CancelAppointmentSheetProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault(); // the page decides; Esc must not close a cancellation under way
    if (!cancelling) onClose();
  }

  function handleBackdrop(event: MouseEvent<HTMLDialogElement>) {
    // The content fills the dialog, so a click on the dialog itself is a click on the backdrop.
    if (event.target === event.currentTarget && !cancelling) onClose();
  }

  return (
    <dialog
      ref={dialog}
      className={styles.sheet}
      aria-labelledby="cancel-appointment-title"
      aria-describedby="cancel-appointment-text"
      onCancel={handleCancel}
      onClick={handleBackdrop}
    >
      <div className={styles.content}>
        <span className={styles.handle} aria-hidden="true" />
        <h2 id="cancel-appointment-title" className={styles.title}>
          {TADODOI_TEXTS.cancelSheetTitle}
        </h2>
        <p id="cancel-appointment-text" className={styles.text}>
          {TADODOI_TEXTS.cancelSheetText}
        </p>
        <div className={styles.buttons}>
          <Button variant="secondary" disabled={cancelling} onClick={onClose}>
            Cancelar
          </Button>
          <Button className={styles.confirm} pending={cancelling} onClick={onConfirm}>
            Confirmar
          </Button>
        </div>
      </div>
    </dialog>
  );
}
