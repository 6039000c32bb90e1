import {
  adminPath,
  adminRoutes,
  PARTNER_IMPORT_LIMITS,
  type PartnerImportJob,
} from '@clube/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { Badge, Details, PageHeader, Panel } from '../../../components/page';
import { Notice } from '../../../components/state-message';
import { adminApi } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { formatCount } from '../../../lib/format';
import { toast } from '../../../lib/toast';

/** GET links the browser opens with the session cookie (downloads need no CSRF header). */
const TEMPLATE_URL = adminRoutes.partnerImportTemplate.path;
const errorsCsvUrl = (id: number) => adminPath(adminRoutes.partnerImportErrorsCsv.path, { id });

const STATUS_LABELS: Record<PartnerImportJob['status'], string> = {
  dry_run: 'Conferência (nada gravado ainda)',
  done: 'Gravada',
  discarded: 'Descartada',
};

/**
 * The CSV partner import: upload → the dry run (what each line would do, nothing written) →
 * confirm or discard; the lines in error download as CSV (docs/decisions/043-partner-import.md).
 */
export function PartnerImportPage() {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [job, setJob] = useState<PartnerImportJob | null>(null);
  const done = async (next: PartnerImportJob) => {
    setJob(next);
    await queryClient.invalidateQueries({ queryKey: ['listPartners'] });
  };
  const upload = useMutation({
    mutationFn: (file: File) =>
      adminApi('uploadPartnerImport', {
        query: { fileName: file.name.slice(0, 200) },
        body: file,
      }),
    meta: { handlesErrors: true },
    onSuccess: setJob,
  });
  const confirm = useMutation({
    mutationFn: (id: number) => adminApi('confirmPartnerImport', { params: { id } }),
    meta: { handlesErrors: true, success: 'Importação gravada: os parceiros já estão no app.' },
    onSuccess: done,
  });
  const discard = useMutation({
    mutationFn: (id: number) => adminApi('discardPartnerImport', { params: { id } }),
    meta: { handlesErrors: true, success: 'Importação descartada.' },
    onSuccess: done,
  });

  const pick = (file: File | undefined) => {
    if (!file) return;
    if (file.size > PARTNER_IMPORT_LIMITS.fileBytes) {
      toast.error('O arquivo passa de 2 MB. Divida-o em arquivos menores.');
      return;
    }
    setJob(null);
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
                onClick={() => confirm.mutate(job.id)}
              >
                Confirmar e gravar {formatCount(job.counts.create + job.counts.update)} parceiros
              </Button>{' '}
              <Button
                variant="ghost"
                busy={discard.isPending}
                onClick={() => discard.mutate(job.id)}
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
