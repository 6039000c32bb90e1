import { formatDate, NOTICE_TEXTS, type Identity, type Notice } from '@clube/contract';
import { Bell, BellOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { Page } from '../../../components/page';
import { RetryMessage } from '../../../components/retry-message';
import { FullScreenSpinner } from '../../../components/spinner';
import { StatusMessage } from '../../../components/status-message';
import { useClubStore } from '../../../lib/club-store';
import { useActingIdentity } from '../../../lib/use-acting-identity';
import { useAvisos } from '../api/avisos';
import { useMarcarAvisos } from '../api/marcar-avisos';
import { noticeTarget } from '../notice-target';
import styles from './notices-page.module.css';

const time = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  hour: '2-digit',
  minute: '2-digit',
});

/** '02/12/2026, 14:05' in Brazil's time. */
const when = (iso: string) => `${formatDate(iso.slice(0, 10))}, ${time.format(new Date(iso))}`;

function NoticeItem({ notice, onOpen }: { notice: Notice; onOpen: (n: Notice) => void }) {
  return (
    <button
      type="button"
      className={`${styles.item} ${notice.lido ? '' : styles.unread}`}
      onClick={() => onOpen(notice)}
    >
      <span className={styles.head}>
        <span className={styles.title}>{notice.titulo}</span>
        {!notice.lido && <span className={styles.unreadMark}>{NOTICE_TEXTS.unread}</span>}
      </span>
      <span className={styles.text}>{notice.texto}</span>
      <span className={styles.when}>{when(notice.criadoEm)}</span>
    </button>
  );
}

function Notices({ acting }: { acting: Identity }) {
  const list = useAvisos(acting);
  const mark = useMarcarAvisos(acting);
  const update = useClubStore((state) => state.update);
  const navigate = useNavigate();

  function open(notice: Notice) {
    if (!notice.lido) mark.mutate(notice.id);
    const { to, state } = noticeTarget(notice);
    update(state);
    void navigate(to);
  }

  // A push notification's tap arrives as ?aviso=<id> (noticePushPath): open that notice once, as a
  // tap in the list would. A notice of another card stays unopened: the list shows.
  const fromPush = Number(new URLSearchParams(useLocation().search).get('aviso'));
  const openedFromPush = useRef(false);
  useEffect(() => {
    if (openedFromPush.current || !fromPush || !list.data) return;
    openedFromPush.current = true;
    const notice = list.data.avisos.find((n) => n.id === fromPush);
    if (notice) open(notice);
  });

  if (list.isPending) return <FullScreenSpinner />;
  if (list.data === undefined) {
    return (
      <RetryMessage
        icon={<Bell size={30} />}
        title="Não foi possível carregar seus avisos."
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (list.data.avisos.length === 0) {
    return (
      <StatusMessage icon={<BellOff size={30} />} title="Nenhum aviso">
        {NOTICE_TEXTS.empty}
      </StatusMessage>
    );
  }
  return (
    <>
      {list.data.naoLidos > 0 && (
        <Button variant="secondary" onClick={() => mark.mutate('todos')} disabled={mark.isPending}>
          {NOTICE_TEXTS.markAll}
        </Button>
      )}
      <ul className={styles.list} aria-label={NOTICE_TEXTS.title}>
        {list.data.avisos.map((notice) => (
          <li key={notice.id}>
            <NoticeItem notice={notice} onOpen={open} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** 'Avisos' (/auth/notices): the acting card's notices, newest first; a tap opens what it is about. */
export function NoticesPage() {
  const acting = useActingIdentity();
  return (
    <Page title={NOTICE_TEXTS.title}>
      {acting ? <Notices acting={acting} /> : <FullScreenSpinner />}
    </Page>
  );
}
