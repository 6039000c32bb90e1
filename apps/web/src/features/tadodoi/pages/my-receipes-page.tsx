import type { Identity, Prescription } from '@clube/contract';
import { FileText, FileX2 } from 'lucide-react';
import { useState } from 'react';
import { FullScreenSpinner } from '../../../components/spinner';
import { StatusMessage } from '../../../components/status-message';
import { paths } from '../../../config/paths';
import { useActingIdentity } from '../../../lib/use-acting-identity';
import { useMinhasReceitas } from '../api/lista-minhas-receitas';
import { useReceitaDocumento } from '../api/lista-minhas-receitas-documento';
import { AttendanceGate } from '../components/attendance-gate';
import { PrescriptionCard } from '../components/prescription-card';
import { RetryMessage } from '../../../components/retry-message';
import { Page } from '../../../components/page';
import { openPendingTab } from '../open-in-new-tab';
import { TADODOI_TEXTS } from '../tadodoi-texts';
import styles from './tadodoi-pages.module.css';

function Prescriptions({ acting }: { acting: Identity }) {
  const list = useMinhasReceitas(acting);
  const document = useReceitaDocumento();
  const [openingId, setOpeningId] = useState<number | null>(null);

  function open(prescription: Prescription) {
    const tab = openPendingTab();
    setOpeningId(prescription.id);
    document.mutate(
      { ...acting, idDocumento: prescription.id },
      {
        onSuccess: ({ data }) => tab.show(data),
        // The generic error toast is shown by the query client.
        onError: () => tab.cancel(),
        onSettled: () => setOpeningId(null),
      },
    );
  }

  if (list.isPending) return <FullScreenSpinner />;
  if (list.data === undefined) {
    return (
      <RetryMessage
        icon={<FileText size={30} />}
        title="Não foi possível carregar suas receitas."
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (list.data.length === 0) {
    return <StatusMessage icon={<FileX2 size={30} />} title={TADODOI_TEXTS.noPrescriptions} />;
  }
  return (
    <ul className={styles.list}>
      {list.data.map((prescription) => (
        <li key={prescription.id}>
          <PrescriptionCard
            prescription={prescription}
            opening={openingId === prescription.id}
            onOpen={open}
          />
        </li>
      ))}
    </ul>
  );
}

/** docs/product.md#prescriptions (/auth/my-receipes), 'Minhas Receitas', of the acting person. */
export function MyReceipesPage() {
  const acting = useActingIdentity();
  return (
    <AttendanceGate>
      <Page
        title={TADODOI_TEXTS.prescriptionsTitle}
        back={{ to: paths.auth.getTouch, label: TADODOI_TEXTS.backToAttendance }}
      >
        {acting ? <Prescriptions acting={acting} /> : <FullScreenSpinner />}
      </Page>
    </AttendanceGate>
  );
}
