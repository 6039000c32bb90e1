import type { Prescription } from '@clube/contract';
import { FileText } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/button';
import { TADODOI_TEXTS } from '../tadodoi-texts';
import styles from '../../../components/record-card.module.css';

interface PrescriptionCardProps {
  prescription: Prescription;
  opening: boolean;
  onOpen: (prescription: Prescription) => void;
}

/** docs/product.md#prescriptions: the description, and doctor and specialty when present. */
export function PrescriptionCard({ prescription, opening, onOpen }: PrescriptionCardProps) {
  const titleId = useId();
  const { descricao, medico, especialidade } = prescription;
  const byWhom = [medico, especialidade].filter((text) => text.trim() !== '').join(' · ');
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.header}>
        <span className={styles.icon} aria-hidden="true">
          <FileText size={22} />
        </span>
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.title}>
            {descricao}
          </h2>
          {byWhom && <p className={styles.subtitle}>{byWhom}</p>}
        </div>
      </div>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          block
          needsNetwork
          pending={opening}
          aria-describedby={titleId}
          onClick={() => onOpen(prescription)}
        >
          {TADODOI_TEXTS.openDocument}
        </Button>
      </div>
    </article>
  );
}
