import type { MemberUse } from '@clube/contract';
import { useEffect, useState } from 'react';
import { BottomSheet, sheetStyles } from '../../../components/bottom-sheet';
import { Button } from '../../../components/button';
import { formatUseTime } from '../use-format';
import styles from './report-use-sheet.module.css';

/** The longest comment the server keeps (the report's schema). */
const COMMENT_MAX_LENGTH = 500;

interface ReportUseSheetProps {
  use: MemberUse | null;
  sending: boolean;
  onSend: (comentario: string) => void;
  onClose: () => void;
}

/** 'Não reconheço este uso': what the member tells the club, with an optional comment. */
export function ReportUseSheet({ use, sending, onSend, onClose }: ReportUseSheetProps) {
  const [comment, setComment] = useState('');
  useEffect(() => {
    if (use) setComment('');
  }, [use]);

  return (
    <BottomSheet
      open={use !== null}
      busy={sending}
      onClose={onClose}
      labelledBy="report-use-title"
      describedBy="report-use-text"
    >
      <h2 id="report-use-title" className={sheetStyles.title}>
        Não reconheço este uso
      </h2>
      <p id="report-use-text">
        {use
          ? `${use.parceiro.nome}, ${formatUseTime(use.registradoEm)}. Nossa equipe vai analisar o registro e pode entrar em contato.`
          : null}
      </p>
      <label className={styles.field}>
        <span className={styles.label}>Comentário (opcional)</span>
        <textarea
          className={styles.textarea}
          rows={3}
          maxLength={COMMENT_MAX_LENGTH}
          value={comment}
          disabled={sending}
          onChange={(event) => setComment(event.target.value)}
        />
      </label>
      <div className={sheetStyles.buttons}>
        <Button variant="secondary" disabled={sending} onClick={onClose}>
          Cancelar
        </Button>
        <Button needsNetwork pending={sending} onClick={() => onSend(comment.trim())}>
          Enviar aviso
        </Button>
      </div>
    </BottomSheet>
  );
}
