import { NOTICE_TEXTS } from '@clube/contract';

const brazil = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', ...options });
const day = brazil({ day: '2-digit', month: '2-digit', year: 'numeric' });
const time = brazil({ hour: '2-digit', minute: '2-digit' });

/** '02/12/2026, 14:05' in Brazil's time, as the member's list writes a notice's time. */
export const noticeTime = (at: Date) => `${day.format(at)}, ${time.format(at)}`;
import styles from './campaigns.module.css';

/**
 * The campaign as the member will see it in the app's 'Avisos' list: the same parts in the same
 * order (title, the 'Não lido' mark, text, when), unread as every new notice is.
 */
export function CampaignPreview({
  titulo,
  texto,
  at,
}: {
  titulo: string;
  texto: string;
  /** When the members will get it. */
  at: Date;
}) {
  return (
    <figure className={styles.preview} aria-label="Prévia no app do membro">
      <figcaption className={styles.previewCaption}>
        Prévia: assim o aviso aparece em “{NOTICE_TEXTS.title}” no app do membro
      </figcaption>
      <div className={styles.phone}>
        <div className={`${styles.item} ${styles.unread}`}>
          <span className={styles.head}>
            <span className={styles.title}>{titulo.trim() || 'Título do aviso'}</span>
            <span className={styles.unreadMark}>{NOTICE_TEXTS.unread}</span>
          </span>
          <span className={styles.text}>{texto.trim() || 'O texto do aviso aparece aqui.'}</span>
          <span className={styles.when}>{noticeTime(at)}</span>
        </div>
      </div>
    </figure>
  );
}
