import { NOTICE_TEXTS } from '@clube/contract';
import styles from './campaigns.module.css';

/**
 * The campaign as the member will see it in the app's 'Avisos' list: the same parts in the same
 * order (title, the 'Não lido' mark, text, when), unread as every new notice is.
 */
export function CampaignPreview({ titulo, texto }: { titulo: string; texto: string }) {
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
          <span className={styles.when}>Agora</span>
        </div>
      </div>
    </figure>
  );
}
