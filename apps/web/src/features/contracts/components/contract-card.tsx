import { formatBRL, formatDate, type Contract } from '@clube/contract';
import { ReceiptText } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/button';
import { CONTRACT_TEXTS } from '../contract-texts';
import { FactList } from './fact-list';
import styles from '../../../components/record-card.module.css';
import { StatusBadge } from './status-badge';

interface ContractCardProps {
  contract: Contract;
  onDetails: (contract: Contract) => void;
}

/** docs/product.md#contracts: id, status, payment form, monthly value, start, end, plan, 'Mais detalhes'. */
export function ContractCard({ contract, onDetails }: ContractCardProps) {
  const titleId = useId();
  const title = `Contrato nº ${contract.idContrato}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <p className={styles.subtitle}>{contract.plano}</p>
        </div>
        <StatusBadge status={contract.status} />
      </header>
      <FactList
        facts={[
          {
            term: 'Valor mensal',
            value: <span className={styles.amount}>{formatBRL(contract.valor_mensal)}</span>,
            wide: true,
          },
          { term: 'Forma de pagamento', value: contract.forma_pagamento, wide: true },
          { term: 'Início', value: formatDate(contract.inicio) },
          { term: 'Fim', value: formatDate(contract.fim) },
        ]}
      />
      <div className={styles.actions}>
        <Button
          variant="secondary"
          icon={<ReceiptText size={18} aria-hidden="true" />}
          aria-label={`${CONTRACT_TEXTS.moreDetails} do ${title.toLowerCase()}`}
          onClick={() => onDetails(contract)}
        >
          {CONTRACT_TEXTS.moreDetails}
        </Button>
      </div>
    </article>
  );
}
