import type { Identity, MemberUse } from '@clube/contract';
import { Receipt } from 'lucide-react';
import { useState } from 'react';
import { RetryMessage } from '../../../components/retry-message';
import { FullScreenSpinner } from '../../../components/spinner';
import { StatusMessage } from '../../../components/status-message';
import { Page } from '../../../components/page';
import { toast } from '../../../lib/toast';
import { useActingIdentity } from '../../../lib/use-acting-identity';
import { useMeusUsos } from '../api/get-meus-usos';
import { useReportarUso } from '../api/reportar-uso';
import { ReportUseSheet } from '../components/report-use-sheet';
import { UseCard } from '../components/use-card';
import styles from './my-uses-page.module.css';

/** The contract's sentence (its module carries zod, which the member app never bundles). */
const EMPTY_USES =
  'Nenhum uso registrado ainda. Mostre seu cartão nos parceiros para aproveitar os descontos.';

function Uses({ acting }: { acting: Identity }) {
  const list = useMeusUsos(acting);
  const report = useReportarUso();
  const [target, setTarget] = useState<MemberUse | null>(null);

  function send(comentario: string) {
    if (!target) return;
    report.mutate(
      { ...acting, idUso: target.id, comentario },
      {
        onSuccess: ({ message }) => {
          toast.success(message, { id: 'use-reported' });
          setTarget(null);
        },
      },
    );
  }

  if (list.isPending) return <FullScreenSpinner />;
  if (list.data === undefined) {
    return (
      <RetryMessage
        icon={<Receipt size={30} />}
        title="Não foi possível carregar seus usos."
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  }
  return (
    <>
      {list.data.usos.length === 0 ? (
        <StatusMessage icon={<Receipt size={30} />} title="Nenhum uso ainda">
          {EMPTY_USES}
        </StatusMessage>
      ) : (
        <ul className={styles.list}>
          {list.data.usos.map((use) => (
            <li key={use.id}>
              <UseCard use={use} onReport={setTarget} />
            </li>
          ))}
        </ul>
      )}
      <ReportUseSheet
        use={target}
        sending={report.isPending}
        onSend={send}
        onClose={() => setTarget(null)}
      />
    </>
  );
}

/** 'Meus usos' (/auth/my-uses): each use of the acting card at a partner. */
export function MyUsesPage() {
  const acting = useActingIdentity();
  return (
    <Page title="Meus usos" lead="Cada vez que um parceiro registrou seu cartão.">
      {acting ? <Uses acting={acting} /> : <FullScreenSpinner />}
    </Page>
  );
}
