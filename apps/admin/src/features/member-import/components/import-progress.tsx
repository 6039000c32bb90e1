import type { ImportJob } from '@clube/contract/admin';
import { Download } from 'lucide-react';
import { Button } from '../../../components/button';
import { Panel } from '../../../components/page';
import { Notice } from '../../../components/state-message';
import { formatCount, formatDateTime, plural } from '../../../lib/format';
import { errorsCsvUrl, isRunning } from '../api/imports';
import { ImportCounts } from './dry-run-summary';
import styles from './import.module.css';

/** A confirmed import: a progress bar while it is written, then what was written. */
export function ImportProgress({ job, onRestart }: { job: ImportJob; onRestart: () => void }) {
  const running = isRunning(job);
  const percent = job.total > 0 ? Math.round((job.applied / job.total) * 100) : 100;
  return (
    <Panel title={running ? '3. Importando…' : `3. Importação de ${job.fileName}`}>
      <div className={styles.summary}>
        {running ? (
          <>
            <progress
              className={styles.progress}
              max={job.total}
              value={job.applied}
              aria-label="Progresso da importação"
            />
            <p aria-live="polite">
              {formatCount(job.applied)} de {formatCount(job.total)} linhas ({percent}%)
            </p>
          </>
        ) : null}
        {job.status === 'done' ? (
          <>
            <Notice tone="success" role="status">
              Importação concluída em {formatDateTime(job.finishedAt)}:{' '}
              {plural(job.counts.create, 'membro criado', 'membros criados')},{' '}
              {plural(job.counts.update, 'atualizado', 'atualizados')}
              {job.deactivateMissing
                ? `, ${plural(job.deactivated, 'cartão desativado', 'cartões desativados')}`
                : ''}
              .
            </Notice>
            <ImportCounts job={job} done />
            {job.counts.error > 0 ? (
              <a className={styles.download} href={errorsCsvUrl(job.id)} download>
                <Download size={16} aria-hidden="true" />
                Baixar linhas não importadas (CSV)
              </a>
            ) : null}
          </>
        ) : null}
        {job.status === 'failed' ? (
          <Notice tone="error" role="alert">
            A importação parou: {job.message || 'erro no servidor.'} As linhas já gravadas ficam;
            envie o arquivo de novo para completar (nada é duplicado).
          </Notice>
        ) : null}
        {job.status === 'discarded' ? (
          <Notice tone="info" role="status">
            Importação descartada: nada foi gravado.
          </Notice>
        ) : null}
        {!running ? (
          <div>
            <Button variant="secondary" onClick={onRestart}>
              Nova importação
            </Button>
          </div>
        ) : null}
      </div>
    </Panel>
  );
}
