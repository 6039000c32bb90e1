import { Clock3, MessageCircle, Phone, Video } from 'lucide-react';
import { FullScreenSpinner } from '../../../components/spinner';
import { StatusMessage } from '../../../components/status-message';
import { paths } from '../../../config/paths';
import { httpHref } from '../../../lib/external-link';
import { useAtendimento } from '../api/get-atendimento';
import { displayPhone, telHref } from '../attendance-contact';
import { AttendanceGate } from '../components/attendance-gate';
import { ExternalRow } from '../components/external-row';
import { RetryMessage } from '../../../components/retry-message';
import { Page } from '../../../components/page';
import { TADODOI_TEXTS } from '../tadodoi-texts';
import styles from './tadodoi-pages.module.css';

function Channels() {
  const contact = useAtendimento();
  if (contact.isPending) return <FullScreenSpinner />;
  if (contact.data === undefined) {
    return (
      <RetryMessage
        icon={<Clock3 size={30} />}
        title="Não foi possível carregar os contatos do atendimento."
        error={contact.error}
        onRetry={() => void contact.refetch()}
      />
    );
  }
  const { telefone, chat, videoChamada } = contact.data;
  const call = telHref(telefone);
  const chatHref = httpHref(chat);
  const videoHref = httpHref(videoChamada);
  if (!call && !chatHref && !videoHref) {
    return (
      <StatusMessage icon={<Clock3 size={30} />} title="Nenhum canal de atendimento disponível.">
        Tente novamente mais tarde.
      </StatusMessage>
    );
  }
  return (
    <ul className={styles.list}>
      {call && (
        <li>
          <ExternalRow
            href={call}
            label="Ligar"
            detail={displayPhone(telefone)}
            Icon={Phone}
            newTab={false}
          />
        </li>
      )}
      {chatHref && (
        <li>
          <ExternalRow
            href={chatHref}
            label="Chat"
            detail="Converse por mensagem"
            Icon={MessageCircle}
          />
        </li>
      )}
      {videoHref && (
        <li>
          <ExternalRow
            href={videoHref}
            label="Videochamada"
            detail="Fale com um médico por vídeo"
            Icon={Video}
          />
        </li>
      )}
    </ul>
  );
}

/** docs/product.md#24-hour-attendance (/auth/service-24): call, chat and video call. */
export function Service24Page() {
  return (
    <AttendanceGate>
      <Page
        title={TADODOI_TEXTS.service24Title}
        lead="Atendimento médico a qualquer hora do dia."
        back={{ to: paths.auth.getTouch, label: TADODOI_TEXTS.backToAttendance }}
      >
        <Channels />
      </Page>
    </AttendanceGate>
  );
}
