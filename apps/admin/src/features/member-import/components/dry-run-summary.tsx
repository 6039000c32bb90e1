import type { ImportJob } from '@clube/contract/admin';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/field';
import { Panel } from '../../../components/page';
import { Notice } from '../../../components/state-message';
import { formatCount, plural } from '../../../lib/format';
import { errorsCsvUrl } from '../api/imports';
import { DryRunPeople } from './dry-run-people';
import styles from './import.module.css';

const DELIMITERS: Record<string, string> = {
  ';': 'ponto e vírgula',
  ',': 'vírgula',
  '\t': 'tabulação',
};

export function ImportCounts({ job, done = false }: { job: ImportJob; done?: boolean }) {
  const items = [
    {
      key: 'create',
      label: done ? 'Criados' : 'A criar',
      value: job.counts.create,
      tone: 'create',
    },
    {
      key: 'update',
      label: done ? 'Atualizados' : 'A atualizar',
      value: job.counts.update,
      tone: 'update',
    },
    { key: 'unchanged', label: 'Sem mudança', value: job.counts.unchanged, tone: 'unchanged' },
    {
      key: 'error',
      label: done ? 'Não importadas (erro)' : 'Com erro',
      value: job.counts.error,
      tone: 'error',
    },
  ] as const;
  return (
    <dl className={styles.counts} aria-label="Resumo da importação">
      {items.map((item) => (
        <div key={item.key} className={`${styles.count} ${styles[item.tone]}`}>
          <dt>{item.label}</dt>
          <dd>{formatCount(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The dry run: what confirming would write (the counts, the first people to create and what
 * differs for the first to update), the first errors, then confirm or discard.
 */
export function DryRunSummary({
  job,
  onConfirm,
  onDiscard,
  confirming,
  discarding,
  error,
  canConfirm,
}: {
  job: ImportJob;
  onConfirm: (deactivateMissing: boolean) => void;
  onDiscard: () => void;
  confirming: boolean;
  discarding: boolean;
  error: string | null;
  canConfirm: boolean;
}) {
  const [deactivateMissing, setDeactivateMissing] = useState(false);
  const writes = job.counts.create + job.counts.update + (deactivateMissing ? job.missing : 0);
  return (
    <Panel title={`2. Confira: ${job.fileName} → ${job.companyName}`}>
      <div className={styles.summary}>
        <p className={styles.meta}>
          {plural(job.total, 'linha', 'linhas')} lidas · codificação {job.encoding} · separador{' '}
          {DELIMITERS[job.delimiter] ?? job.delimiter}
          {job.ignoredColumns.length > 0
            ? ` · colunas ignoradas: ${job.ignoredColumns.join(', ')}`
            : ''}
        </p>
        <ImportCounts job={job} />
        <DryRunPeople job={job} />
        {error ? (
          <Notice tone="error" role="alert">
            {error}
          </Notice>
        ) : null}
        {job.counts.error > 0 ? (
          <section className={styles.errors} aria-labelledby="import-errors">
            <div className={styles.errorsHeader}>
              <h3 id="import-errors">
                Primeiros erros{' '}
                <span className={styles.muted}>
                  ({formatCount(Math.min(job.firstErrors.length, job.counts.error))} de{' '}
                  {formatCount(job.counts.error)})
                </span>
              </h3>
              <a className={styles.download} href={errorsCsvUrl(job.id)} download>
                <Download size={16} aria-hidden="true" />
                Baixar linhas com erro (CSV)
              </a>
            </div>
            <table className={styles.errorTable}>
              <caption className="visually-hidden">Linhas com erro</caption>
              <thead>
                <tr>
                  <th scope="col">Linha</th>
                  <th scope="col">CPF</th>
                  <th scope="col">Erro</th>
                </tr>
              </thead>
              <tbody>
                {job.firstErrors.map((e) => (
                  <tr key={`${e.line}-${e.error}`}>
                    <td>{e.line}</td>
                    <td className={styles.mono}>{e.cpf || '—'}</td>
                    <td>{e.error}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className={styles.note}>
              As linhas com erro não são importadas. Corrija-as no arquivo e envie de novo, ou
              confirme para importar só as demais.
            </p>
          </section>
        ) : (
          <Notice tone="success">Nenhuma linha com erro.</Notice>
        )}
        <Checkbox
          label={`Desativar quem não está no arquivo (${plural(job.missing, 'cartão ativo', 'cartões ativos')} de ${job.companyName})`}
          hint="Os cartões são encerrados, nunca apagados, e podem ser reativados."
          checked={deactivateMissing}
          disabled={!canConfirm || job.missing === 0}
          onChange={(event) => setDeactivateMissing(event.target.checked)}
        />
        {canConfirm ? (
          <div className={styles.actions}>
            <Button variant="secondary" busy={discarding} disabled={confirming} onClick={onDiscard}>
              Descartar
            </Button>
            <Button
              busy={confirming}
              disabled={discarding || writes === 0}
              onClick={() => onConfirm(deactivateMissing)}
            >
              Confirmar importação
            </Button>
          </div>
        ) : (
          <Notice tone="info">Seu papel permite conferir, mas não confirmar importações.</Notice>
        )}
        {canConfirm && writes === 0 ? (
          <p className={styles.note}>Nada a gravar: o arquivo não muda nenhum membro.</p>
        ) : null}
      </div>
    </Panel>
  );
}
