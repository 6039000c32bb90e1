import type { CounterUse } from '@clube/contract/partner';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/button';
import { Alert, Card, Loading, Page } from '../../components/panel';
import { errorMessage, partnerApi } from '../../lib/api-client';
import { formatCents } from '../../lib/money';
import { queryKeys } from '../../lib/query-keys';
import styles from './today-uses-page.module.css';

const TIME = new Intl.DateTimeFormat('pt-BR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

const hourOf = (iso: string) => TIME.format(new Date(iso));

function UseRow({ use }: { use: CounterUse }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const undo = useMutation({
    mutationFn: () => partnerApi('undoUse', { params: { id: use.id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.usesToday }),
  });
  const undone = use.desfeitoEm !== null;

  return (
    <li className={undone ? `${styles.use} ${styles.undone}` : styles.use}>
      <div className={styles.head}>
        <span className={styles.time}>{hourOf(use.registradoEm)}</span>
        <span className={styles.member}>
          {use.membro.primeiroNome} · {use.membro.empresa}
        </span>
      </div>
      <p className={styles.offer}>{use.oferta.titulo}</p>
      <p className={styles.values}>
        <span>Compra: {use.valorCompra === null ? '—' : formatCents(use.valorCompra)}</span>
        <span>Economia: {use.economia === null ? '—' : formatCents(use.economia)}</span>
      </p>
      {undone ? (
        <p className={styles.undoneNote}>Desfeito às {hourOf(use.desfeitoEm!)}</p>
      ) : use.podeDesfazer ? (
        confirming ? (
          <div className={styles.confirm}>
            <p>Desfazer este uso? O membro deixa de vê-lo em Meus usos.</p>
            <div className={styles.actions}>
              <Button
                variant="secondary"
                onClick={() => setConfirming(false)}
                disabled={undo.isPending}
              >
                Manter
              </Button>
              <Button
                className={styles.danger}
                onClick={() => undo.mutate()}
                disabled={undo.isPending}
              >
                {undo.isPending ? 'Desfazendo…' : 'Confirmar'}
              </Button>
            </div>
          </div>
        ) : (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Desfazer
          </Button>
        )
      ) : null}
      <Alert>{undo.isError ? errorMessage(undo.error) : null}</Alert>
    </li>
  );
}

/** This staff account's registrations of the day (Brazil's day), newest first; undo within 10 min. */
export function TodayUsesPage() {
  const uses = useQuery({
    queryKey: queryKeys.usesToday,
    queryFn: ({ signal }) => partnerApi('usesToday', { signal }),
    staleTime: 0,
  });

  return (
    <Page label="Usos de hoje">
      <Card>
        <h1 className={styles.title}>Usos de hoje</h1>
        {uses.isPending ? (
          <Loading label="Carregando os usos de hoje…" />
        ) : uses.isError ? (
          <>
            <Alert>{errorMessage(uses.error)}</Alert>
            <Button variant="secondary" onClick={() => void uses.refetch()}>
              Tentar de novo
            </Button>
          </>
        ) : uses.data.usos.length === 0 ? (
          <p className={styles.empty}>Nenhum uso registrado hoje por esta conta.</p>
        ) : (
          <ul className={styles.list}>
            {uses.data.usos.map((use) => (
              <UseRow key={use.id} use={use} />
            ))}
          </ul>
        )}
      </Card>
    </Page>
  );
}
