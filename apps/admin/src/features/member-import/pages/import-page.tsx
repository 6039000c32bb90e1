import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page';
import { ErrorState, Loading } from '../../../components/state-message';
import { errorMessage } from '../../../lib/api-error';
import { useCan, useMe } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { useConfirmImport, useDiscardImport, useImport, useUploadImport } from '../api/imports';
import { DryRunSummary } from '../components/dry-run-summary';
import { ImportProgress } from '../components/import-progress';
import { UploadForm } from '../components/upload-form';

/**
 * CSV member import in three steps: upload (the server's dry run, nothing written), confirm or
 * discard, then the progress of the write. The job's id is in the address (?importacao=12), so a
 * reload comes back to the same step.
 */
export function ImportPage() {
  const me = useMe();
  const canConfirm = useCan('imports', 'update');
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('importacao');
  const jobId = raw && /^\d+$/.test(raw) ? Number(raw) : undefined;
  const job = useImport(jobId);
  const upload = useUploadImport();
  const confirm = useConfirmImport();
  const discard = useDiscardImport();

  const showJob = (id: number | undefined) =>
    setSearchParams(id ? { importacao: String(id) } : {}, { replace: false });

  const restart = () => {
    upload.reset();
    confirm.reset();
    discard.reset();
    showJob(undefined);
  };

  let body;
  if (jobId === undefined) {
    body = (
      <UploadForm
        companies={me.companies}
        busy={upload.isPending}
        error={upload.error ? errorMessage(upload.error) : null}
        onSubmit={(values) => upload.mutate(values, { onSuccess: (answer) => showJob(answer.id) })}
      />
    );
  } else if (job.isPending) {
    body = <Loading />;
  } else if (job.error) {
    body = <ErrorState error={job.error} onRetry={() => void job.refetch()} />;
  } else if (job.data.status === 'dry_run') {
    const id = job.data.id;
    body = (
      <DryRunSummary
        job={job.data}
        canConfirm={canConfirm}
        confirming={confirm.isPending}
        discarding={discard.isPending}
        error={
          confirm.error
            ? errorMessage(confirm.error)
            : discard.error
              ? errorMessage(discard.error)
              : null
        }
        onConfirm={(deactivateMissing) => confirm.mutate({ id, variables: { deactivateMissing } })}
        onDiscard={() =>
          discard.mutate(
            { id, variables: undefined },
            { onSuccess: () => toast.info('Importação descartada: nada foi gravado.') },
          )
        }
      />
    );
  } else {
    body = <ImportProgress job={job.data} onRestart={restart} />;
  }

  return (
    <>
      <PageHeader
        title="Importar membros"
        description="Cadastre ou atualize os membros de uma empresa a partir de uma planilha CSV."
      />
      {body}
    </>
  );
}
