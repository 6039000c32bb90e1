import { formatDate, maskCpf, type DependentCard as Dependent } from '@clube/contract';
import { PencilLine, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/button';
import styles from './dependent-card.module.css';

interface DependentCardProps {
  dependent: Dependent;
  onDelete: (dependent: Dependent) => void;
  onUpdate: (dependent: Dependent) => void;
}

const orDash = (text: string) => text || '—';

/** "Lucas de Souza" → "LS". */
function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => w.length > 2 || /^[A-ZÀ-Ý]/.test(w));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** docs/product.md#dependents: name, 'Data Nascimento', 'Parentesco', 'Gênero', 'CPF', then 'Deletar' and 'Atualizar'. */
export function DependentCard({ dependent, onDelete, onUpdate }: DependentCardProps) {
  const titleId = useId();
  const facts = [
    ['Data Nascimento', orDash(formatDate(dependent.nascimento))],
    ['Parentesco', orDash(dependent.grau)],
    ['Gênero', orDash(dependent.sexo)],
    ['CPF', orDash(maskCpf(dependent.cpf))],
  ] as const;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.header}>
        <span className={styles.avatar} aria-hidden="true">
          {initials(dependent.nome)}
        </span>
        <h2 id={titleId} className={styles.name}>
          {dependent.nome}
        </h2>
      </header>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <Button
          variant="ghost"
          needsNetwork
          className={styles.delete}
          icon={<Trash2 size={18} aria-hidden="true" />}
          aria-label={`Deletar ${dependent.nome}`}
          onClick={() => onDelete(dependent)}
        >
          Deletar
        </Button>
        <Button
          variant="secondary"
          icon={<PencilLine size={18} aria-hidden="true" />}
          aria-label={`Atualizar ${dependent.nome}`}
          onClick={() => onUpdate(dependent)}
        >
          Atualizar
        </Button>
      </div>
    </article>
  );
}
