import { BottomSheet, sheetStyles } from '../../../components/bottom-sheet';
import { Button } from '../../../components/button';
import { TADODOI_TEXTS } from '../tadodoi-texts';

interface CancelAppointmentSheetProps {
  open: boolean;
  cancelling: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * docs/product.md#appointments: the confirmation before cancelling; 'Cancelar', Esc and a tap on the backdrop dismiss
 * it (not while the cancellation is under way).
 */
export function CancelAppointmentSheet({
  open,
  cancelling,
  onConfirm,
  onClose,
}: CancelAppointmentSheetProps) {
  return (
    <BottomSheet
      open={open}
      busy={cancelling}
      onClose={onClose}
      labelledBy="cancel-appointment-title"
      describedBy="cancel-appointment-text"
    >
      <h2 id="cancel-appointment-title" className={sheetStyles.title}>
        {TADODOI_TEXTS.cancelSheetTitle}
      </h2>
      <p id="cancel-appointment-text">{TADODOI_TEXTS.cancelSheetText}</p>
      <div className={sheetStyles.buttons}>
        <Button variant="secondary" disabled={cancelling} onClick={onClose}>
          Cancelar
        </Button>
        <Button
          className={sheetStyles.danger}
          needsNetwork
          pending={cancelling}
          onClick={onConfirm}
        >
          Confirmar
        </Button>
      </div>
    </BottomSheet>
  );
}
