import type { ReactNode } from 'react';
import { formatDate } from '@clube/contract';
import type { CheckResponse } from '@clube/contract/partner';
import styles from './check-page.module.css';

type Valid = Extract<CheckResponse, { valido: true }>;
type Invalid = Extract<CheckResponse, { valido: false }>;

function Verdict({ valid, children }: { valid: boolean; children?: ReactNode }) {
  return (
    <div className={valid ? styles.valid : styles.invalid} role="status" aria-live="assertive">
      <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
        {valid ? (
          <path
            d="M5 12.5l4.5 4.5L19 7.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        ) : (
          <path
            d="M6 6l12 12M18 6L6 18"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
          />
        )}
      </svg>
      <div>
        <p className={styles.verdictTitle}>{valid ? 'Cartão válido' : 'Cartão inválido'}</p>
        {children}
      </div>
    </div>
  );
}

export function InvalidCard({ result }: { result: Invalid }) {
  return (
    <Verdict valid={false}>
      <p className={styles.reason}>{result.mensagem}</p>
    </Verdict>
  );
}

/** Only what lets the staff recognise the member: first name, photo, company, validity. */
export function ValidCard({ result }: { result: Valid }) {
  const { membro } = result;
  return (
    <>
      <Verdict valid />
      <div className={styles.member}>
        {membro.foto ? (
          <img
            className={styles.photo}
            src={membro.foto}
            alt={`Foto de ${membro.primeiroNome}`}
            width={112}
            height={112}
          />
        ) : (
          <div className={styles.noPhoto} role="img" aria-label="Membro sem foto">
            {membro.primeiroNome.slice(0, 1).toUpperCase()}
          </div>
        )}
        <div className={styles.memberText}>
          <p className={styles.name}>{membro.primeiroNome}</p>
          <p className={styles.company}>
            {membro.empresa.logo ? (
              <img
                src={membro.empresa.logo}
                alt=""
                width={24}
                height={24}
                className={styles.logo}
              />
            ) : null}
            {membro.empresa.nome}
          </p>
          <p>
            {membro.validade ? `Válido até ${formatDate(membro.validade)}` : 'Sem data de validade'}
          </p>
        </div>
      </div>
    </>
  );
}
