import { reviewUseReportBody, type UseReport } from '@clube/contract/admin';
import { Checkbox, TextArea } from '../../../components/field';
import { FormDialog, useDialogForm } from '../../../components/form-dialog';
import { Details } from '../../../components/page';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useReviewUseReport } from '../api/uses';
import { formatCents } from '../use-format';
import styles from '../pages/uses-pages.module.css';

/** The review of one report in the console's form dialog: what was used, a note, undo or not. */
function ReviewForm({ report, onClose }: { report: UseReport; onClose: () => void }) {
  const review = useReviewUseReport();
  const { register, errorOf, dialog } = useDialogForm({
    schema: reviewUseReportBody,
    defaultValues: { desfazerUso: false, nota: '' },
    save: async (body) => {
      const saved = await review.mutateAsync({ id: report.id, body });
      toast.success(
        saved.uso.desfeitoEm
          ? 'Aviso revisado e uso desfeito: ele não conta mais.'
          : 'Aviso revisado.',
      );
      onClose();
    },
  });
  const use = report.uso;
  return (
    <FormDialog
      id="review-use-report"
      title="Revisar uso reportado"
      submitLabel="Marcar como revisado"
      layout="stack"
      wide
      onClose={onClose}
      {...dialog}
    >
      <Details
        items={[
          { label: 'Membro', value: `${use.membro.nome} (${use.membro.carteirinha})` },
          { label: 'Parceiro', value: use.parceiro.nome },
          { label: 'Uso em', value: formatDateTime(use.registradoEm) },
          { label: 'Atendente', value: use.atendente.nome },
          { label: 'Oferta', value: use.oferta || '—' },
          { label: 'Economia', value: formatCents(use.economia) },
          {
            label: 'Comentário do membro',
            value: <span className={styles.comment}>{report.comentario || '—'}</span>,
          },
        ]}
      />
      <TextArea
        label="Nota da revisão (opcional)"
        rows={3}
        error={errorOf('nota')}
        {...register('nota')}
      />
      {use.desfeitoEm ? null : (
        <Checkbox
          label="Desfazer o uso"
          hint="Ele deixa de contar na economia do membro e nos relatórios."
          {...register('desfazerUso')}
        />
      )}
    </FormDialog>
  );
}

/** Marks a member's report reviewed, with a note, undoing the use when it was not theirs. */
export function ReviewReportDialog({
  report,
  onClose,
}: {
  report: UseReport | null;
  onClose: () => void;
}) {
  return report ? <ReviewForm key={report.id} report={report} onClose={onClose} /> : null;
}
