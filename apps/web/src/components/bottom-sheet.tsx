import { type MouseEvent, type ReactNode, type SyntheticEvent, useEffect, useRef } from 'react';
import styles from './bottom-sheet.module.css';

interface BottomSheetProps {
  open: boolean;
  /** While true (a call under way), Esc and the backdrop leave the sheet open. */
  busy?: boolean;
  onClose: () => void;
  /** Ids of the sheet's heading and sentence, read aloud when it opens. */
  labelledBy: string;
  describedBy?: string;
  children: ReactNode;
}

/**
 * A native <dialog> shown as a bottom sheet: showModal() traps focus and makes the page inert, Esc
 * and a tap on the backdrop close it (not while `busy`).
 */
export function BottomSheet({
  open,
  busy = false,
  onClose,
  labelledBy,
  describedBy,
  children,
}: BottomSheetProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault(); // the page decides; Esc must not close a call under way
    if (!busy) onClose();
  }

  function handleBackdrop(event: MouseEvent<HTMLDialogElement>) {
    // The content fills the dialog, so a click on the dialog itself is a click on the backdrop.
    if (event.target === event.currentTarget && !busy) onClose();
  }

  return (
    <dialog
      ref={dialog}
      className={styles.sheet}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={handleCancel}
      onClick={handleBackdrop}
    >
      <div className={styles.content}>
        <span className={styles.handle} aria-hidden="true" />
        {children}
      </div>
    </dialog>
  );
}

/** The sheet's heading, sentence, button row and destructive button. */
export const sheetStyles = styles;
