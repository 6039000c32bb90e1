import { Download } from 'lucide-react';
import { Button } from '../../../components/button';
import { isApiError, isNetworkError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useExportMyData } from '../api/export-my-data';
import { myDataFileName, saveJsonFile } from '../my-data-file';
import { MY_DATA_TEXTS } from '../profile-model';
import styles from './profile-forms.module.css';

const TOAST_ID = 'my-data';

/** LGPD: the member downloads everything the club holds about them, as a .json file. */
export function MyDataSection() {
  const exportData = useExportMyData();

  function download() {
    if (exportData.isPending) return;
    exportData.mutate(undefined, {
      onSuccess: (data) => {
        saveJsonFile(data, myDataFileName());
        toast.success(MY_DATA_TEXTS.downloaded, { id: TOAST_ID });
      },
      onError: (error) => {
        // A 401 has already signed the member out and said so.
        if (isApiError(error) && error.endedSession) return;
        // Offline and "too many" say what to do; anything else gets the general sentence.
        const known = isNetworkError(error) || isApiError(error, 429);
        toast.error(known ? error.message : MY_DATA_TEXTS.failed, { id: TOAST_ID });
      },
    });
  }

  return (
    <section className={styles.form} aria-labelledby="profile-my-data">
      <h2 id="profile-my-data" className={styles.heading}>
        Meus dados
      </h2>
      <p>{MY_DATA_TEXTS.lead}</p>
      <Button
        block
        variant="secondary"
        needsNetwork
        pending={exportData.isPending}
        onClick={download}
        icon={<Download size={20} aria-hidden="true" />}
      >
        Baixar meus dados
      </Button>
    </section>
  );
}
