import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { isApiError, isNetworkError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useExportMyData } from '../api/export-my-data';
import { myDataFileName, saveHtmlFile, saveJsonFile } from '../my-data-file';
import { myDataSummaryHtml } from '../my-data-summary';
import { MY_DATA_TEXTS } from '../profile-model';
import styles from './profile-forms.module.css';

const TOAST_ID = 'my-data';

type Format = 'json' | 'html';

/**
 * LGPD: the member downloads everything the club holds about them, as a .json file, or the same
 * as a page to read (.html).
 */
export function MyDataSection() {
  const exportData = useExportMyData();
  const [format, setFormat] = useState<Format>('json');

  function download(chosen: Format) {
    if (exportData.isPending) return;
    setFormat(chosen);
    exportData.mutate(undefined, {
      onSuccess: (data) => {
        if (chosen === 'json') {
          saveJsonFile(data, myDataFileName());
          toast.success(MY_DATA_TEXTS.downloaded, { id: TOAST_ID });
        } else {
          saveHtmlFile(myDataSummaryHtml(data), myDataFileName(new Date(), 'html'));
          toast.success(MY_DATA_TEXTS.summaryDownloaded, { id: TOAST_ID });
        }
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
      <p>{MY_DATA_TEXTS.summaryLead}</p>
      <Button
        block
        variant="secondary"
        needsNetwork
        pending={exportData.isPending && format === 'html'}
        disabled={exportData.isPending}
        onClick={() => download('html')}
        icon={<FileText size={20} aria-hidden="true" />}
      >
        {MY_DATA_TEXTS.summaryButton}
      </Button>
      <Button
        block
        variant="secondary"
        needsNetwork
        pending={exportData.isPending && format === 'json'}
        disabled={exportData.isPending}
        onClick={() => download('json')}
        icon={<Download size={20} aria-hidden="true" />}
      >
        Baixar meus dados
      </Button>
    </section>
  );
}
