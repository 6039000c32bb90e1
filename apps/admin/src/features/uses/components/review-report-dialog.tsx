import { zodResolver } from '@hookform/resolvers/zod';
import {
  reviewUseReportBody,
  type ReviewUseReportBody,
  type UseReport,
} from '@clube/contract/admin';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { Checkbox, TextArea } from '../../../components/field';
import { Details } from '../../../components/page';
import { Notice } from '../../../components/state-message';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useReviewUseReport } from '../api/uses';
import { formatCents } from '../use-format';
import styles from '../pages/uses-pages.module.css';

type Values = z.input<typeof reviewUseReportBody>;

/** Marks a member's report reviewed, with a note, undoing the use when it was not theirs. */
export function ReviewReportDialog({
  report,
  onClose,
}: {
  report: UseReport | null;
  onClose: () => void;
}) {
  const review = useReviewUseReport();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values, unknown, ReviewUseReportBody>({
    resolver: zodResolver(reviewUseReportBody),
    defaultValues: { desfazerUso: false, nota: '' },
  });
  useEffect(() => {
    if (report) {
      reset({ desfazerUso: false, nota: '' });
      review.reset();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per report opened
  }, [report]);

  const use = report?.uso;
  return (
    <Dialog
      open={report !== null}
      title="Revisar uso reportado"
      onClose={onClose}
      wide
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" form="review-use-report" busy={review.isPending}>
            Marcar como revisado
          </Button>
        </>
      }
    >
      {report && use ? (
        <form
          id="review-use-report"
          className={styles.form}
          noValidate
          onSubmit={handleSubmit((body) =>
            review.mutate(
              { id: report.id, body },
              {
                onSuccess: (saved) => {
                  toast.success(
                    saved.uso.desfeitoEm
                      ? 'Aviso revisado e uso desfeito: ele não conta mais.'
                      : 'Aviso revisado.',
                  );
                  onClose();
                },
              },
            ),
          )}
        >
          {review.error ? (
            <Notice tone="error" role="alert">
              {errorMessage(review.error)}
            </Notice>
          ) : null}
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
            error={errors.nota?.message}
            {...register('nota')}
          />
          {use.desfeitoEm ? null : (
            <Checkbox
              label="Desfazer o uso"
              hint="Ele deixa de contar na economia do membro e nos relatórios."
              {...register('desfazerUso')}
            />
          )}
        </form>
      ) : null}
    </Dialog>
  );
}
