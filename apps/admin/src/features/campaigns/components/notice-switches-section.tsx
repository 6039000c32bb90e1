import {
  NOTICE_SWITCH_KEYS,
  NOTICE_SWITCH_LABELS,
  type NoticeSwitches,
} from '@clube/contract/admin';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/field';
import { Panel } from '../../../components/page';
import { useCan } from '../../../lib/auth';
import { useResource, useResourceWrite } from '../../../lib/resource/resource';
import styles from './campaigns.module.css';

/**
 * A company's switches of the automatic notices: on or off per kind for all its members. Security
 * notices (password changed, a new device) are not here: they always go out.
 */
export function NoticeSwitchesSection({ companyId }: { companyId: number }) {
  const canUpdate = useCan('companies', 'update');
  const read = useResource('getNoticeSwitches', { params: { id: companyId } });
  const save = useResourceWrite('updateNoticeSwitches', {
    refresh: ['getNoticeSwitches'],
    success: 'Avisos automáticos salvos.',
  });
  const [draft, setDraft] = useState<NoticeSwitches | null>(null);
  const shown = draft ?? read.data;
  if (!shown) return null;
  return (
    <Panel title="Avisos automáticos">
      <form
        className={styles.group}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ id: companyId, body: shown }, { onSuccess: () => setDraft(null) });
        }}
      >
        <p>
          Desligue um tipo para que nenhum membro desta empresa o receba. Avisos de segurança (senha
          alterada, novo acesso) são sempre enviados.
        </p>
        {NOTICE_SWITCH_KEYS.map((k) => (
          <Checkbox
            key={k}
            label={NOTICE_SWITCH_LABELS[k]}
            checked={shown[k]}
            disabled={!canUpdate}
            onChange={(e) => setDraft({ ...shown, [k]: e.target.checked })}
          />
        ))}
        {canUpdate ? (
          <div>
            <Button type="submit" variant="secondary" busy={save.isPending} disabled={!draft}>
              Salvar avisos automáticos
            </Button>
          </div>
        ) : null}
      </form>
    </Panel>
  );
}
