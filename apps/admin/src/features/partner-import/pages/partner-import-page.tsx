import {
  adminPath,
  adminRoutes,
  PARTNER_IMPORT_LIMITS,
  type PartnerImportJob,
} from '@clube/contract/admin';
import { useMutation } from '@tanstack/react-query';
import { Download, Upload } from 'lucide-react';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import { Badge, Details, PageHeader, Panel } from '../../../components/page';
import { ErrorState, Loading, Notice } from '../../../components/state-message';
import { adminApi } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { formatCount } from '../../../lib/format';
import { useResource, useResourceWrite } from '../../../lib/resource/resource';
import { toast } from '../../../lib/toast';

/** GET links the browser opens with the session cookie (downloads need no CSRF header). */
const TEMPLATE_URL = adminRoutes.partnerImportTemplate.path;
const errorsCsvUrl = (id: number) => adminPath(adminRoutes.partnerImportErrorsCsv.path, { id });

const STATUS_LABELS: Record<PartnerImportJob['status'], string> = {
  dry_run: 'Conferência (nada gravado ainda)',
  done: 'Gravada',
  discarded: 'Descartada',
};

const AFTER_WRITE = ['getPartnerImport', 'listPartners'] as const;

/**
 * The CSV partner import: upload → the dry run (what each line would do, nothing written) →
 * confirm or discard; the lines in error download as CSV (docs/decisions/043-partner-import.md).
 * The job's id is in the address (?importacao=4), so a reload comes back to the same step, as the
 * member import does.
 */
export function PartnerImportPage() {
  const input = useRef<HTMLInputElement>(null);
  const [params, setParams] = useSearchParams();
  const raw = params.get('importacao');
  const jobId = raw && /^\d+$/.test(raw) ? Number(raw) : undefined;
  const showJob = (id: number | undefined) =>
    setParams(id ? { importacao: String(id) } : {}, { replace: false });
  const read = useResource(
    'getPartnerImport',
    { params: { id: jobId ?? 0 } },
    { enabled: jobId !== undefined },
  );
  const job: PartnerImportJob | undefined = jobId === undefined ? undefined : read.data;
  // The upload names the file in its query, which the kit's writes do not send.
  const upload = useMutation({
    mutationFn: (file: File) =>
      adminApi('uploadPartnerImport', {
        query: { fileName: file.name.slice(0, 200) },
        body: file,
      }),
    meta: { handlesErrors: true },
    onSuccess: (answer) => showJob(answer.id),
  });
  const confirm = useResourceWrite('confirmPartnerImport', {
    refresh: AFTER_WRITE,
    success: 'Importação gravada: os parceiros já estão no app.',
  });
  const discard = useResourceWrite('discardPartnerImport', {
    refresh: AFTER_WRITE,
    success: 'Importação descartada.',
  });

  const pick = (file: File | undefined) => {
    if (!file) return;
    if (file.size > PARTNER_IMPORT_LIMITS.fileBytes) {
      toast.error('O arquivo passa de 2 MB. Divida-o em arquivos menores.');
      return;
    }
    showJob(undefined);
    upload.mutate(file);
  };

  return (
    <>
      <PageHeader
        title="Importar parceiros"
        description="Um CSV com um parceiro por linha: nomes novos criam parceiros, nomes conhecidos atualizam as células preenchidas."
        actions={
          <a href={TEMPLATE_URL} download="modelo-parceiros.csv">
            <Download size={16} aria-hidden="true" /> Baixar modelo
          </a>
        }
      />
      <Panel title="1. Envie o arquivo">
        <p>
          Separado por ; ou , (UTF-8 ou o CSV do Excel). A coluna <strong>menus</strong> liga o
          parceiro aos menus das empresas, como <code>3:exclusivo; 3:local</code>.
        </p>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          className="visually-hidden"
          aria-label="Arquivo CSV de parceiros"
          onChange={(e) => {
            pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <Button busy={upload.isPending} onClick={() => input.current?.click()}>
          <Upload size={16} aria-hidden="true" /> Escolher arquivo
        </Button>
        {upload.error ? (
          <Notice tone="error" role="alert">
            {errorMessage(upload.error)}
          </Notice>
        ) : null}
      </Panel>
      {jobId !== undefined && read.isError ? (
        <ErrorState error={read.error} onRetry={() => void read.refetch()} />
      ) : jobId !== undefined && !job ? (
        <Loading />
      ) : null}
      {job ? (
        <Panel title="2. Confira e confirme">
          <Details
            items={[
              { label: 'Arquivo', value: job.fileName },
              { label: 'Situação', value: <Badge tone="info">{STATUS_LABELS[job.status]}</Badge> },
              { label: 'Linhas', value: formatCount(job.total) },
              { label: 'Novos', value: formatCount(job.counts.create) },
              { label: 'Atualizados', value: formatCount(job.counts.update) },
              { label: 'Sem mudança', value: formatCount(job.counts.unchanged) },
              { label: 'Com erro', value: formatCount(job.counts.error) },
              ...(job.ignoredColumns.length > 0
                ? [{ label: 'Colunas ignoradas', value: job.ignoredColumns.join(', ') }]
                : []),
            ]}
          />
          {job.firstErrors.length > 0 ? (
            <>
              <ul aria-label="Linhas com erro">
                {job.firstErrors.map((e) => (
                  <li key={e.line}>
                    Linha {e.line} ({e.cpf || 'sem nome'}): {e.error}
                  </li>
                ))}
              </ul>
              <a href={errorsCsvUrl(job.id)} download>
                Baixar as linhas com erro (CSV)
              </a>
            </>
          ) : null}
          {job.status === 'dry_run' ? (
            <div>
              <Button
                busy={confirm.isPending}
                disabled={job.counts.create + job.counts.update === 0}
                onClick={() => confirm.mutate({ id: job.id })}
              >
                Confirmar e gravar {formatCount(job.counts.create + job.counts.update)} parceiros
              </Button>{' '}
              <Button
                variant="ghost"
                busy={discard.isPending}
                onClick={() => discard.mutate({ id: job.id })}
              >
                Descartar
              </Button>
            </div>
          ) : null}
        </Panel>
      ) : null}
    </>
  );
}
