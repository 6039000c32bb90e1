import { zodResolver } from '@hookform/resolvers/zod';
import { VIDEO_SERVICE_LABELS } from '@clube/contract';
import {
  VIDEO_SERVICE_TYPES,
  videoLinks,
  type AdminVideoLinks,
  type VideoLinksInput,
} from '@clube/contract/admin';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/field';
import { PageHeader, Panel } from '../../../components/page';
import { EmptyState, ErrorState, Loading, Notice } from '../../../components/state-message';
import { Toolbar } from '../../../components/toolbar';
import { errorMessage } from '../../../lib/api-error';
import { useCan, useMe } from '../../../lib/auth';
import { useListParams } from '../../../lib/use-list-params';
import { useResource, useResourceWrite } from '../../../lib/resource/resource';
import { CompanyPicker } from '../../../components/company-picker';
import formStyles from '../components/content-form.module.css';
import styles from './content-page.module.css';

function VideoLinksForm({ current }: { current: AdminVideoLinks }) {
  const canUpdate = useCan('services', 'update');
  const save = useResourceWrite('saveVideoLinks', {
    refresh: ['getVideoLinks'],
    success: 'Links salvos.',
    handlesErrors: true,
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<VideoLinksInput, unknown, z.output<typeof videoLinks>>({
    resolver: zodResolver(videoLinks),
    defaultValues: current.links,
    mode: 'onTouched',
  });
  return (
    <form
      className={formStyles.form}
      onSubmit={handleSubmit((body) =>
        save.mutate({ id: current.empresaId, body }, { onSuccess: (saved) => reset(saved.links) }),
      )}
      noValidate
    >
      <fieldset className={formStyles.fields} disabled={!canUpdate || save.isPending}>
        <legend className="visually-hidden">Links dos serviços por vídeo</legend>
        {current.atendimentoLiberado ? null : (
          <Notice tone="warning">
            O atendimento (Tá Dodói) não está liberado para esta empresa: os membros só veem estes
            links depois que ele for liberado na página da empresa.
          </Notice>
        )}
        {save.error ? (
          <Notice tone="error" role="alert">
            {errorMessage(save.error)}
          </Notice>
        ) : null}
        <div className={styles.grid3}>
          {VIDEO_SERVICE_TYPES.map((tipo) => (
            <TextField
              key={tipo}
              label={VIDEO_SERVICE_LABELS[tipo]}
              placeholder="https://"
              hint={tipo}
              error={errors[tipo]?.message}
              {...register(tipo)}
            />
          ))}
        </div>
      </fieldset>
      {canUpdate ? (
        <div className={formStyles.actions}>
          <Button type="submit" busy={save.isPending}>
            Salvar links
          </Button>
        </div>
      ) : null}
    </form>
  );
}

function VideoLinks({ empresaId, name }: { empresaId: number; name: string }) {
  const links = useResource('getVideoLinks', { params: { id: empresaId } });
  return (
    <Panel title={`Links · ${name}`}>
      {links.isPending ? (
        <Loading />
      ) : links.error ? (
        <ErrorState error={links.error} onRetry={() => void links.refetch()} />
      ) : (
        <VideoLinksForm key={empresaId} current={links.data} />
      )}
    </Panel>
  );
}

/**
 * A company's Tá Dodói video services (decision 050): one link per type; the member
 * app shows a button for each type with a link, at once.
 */
export function VideoLinksPage() {
  const me = useMe();
  const list = useListParams(['empresa'] as const);
  const company =
    me.companies.find((c) => String(c.id) === list.filters.empresa) ?? me.companies[0];
  return (
    <>
      <PageHeader
        title="Serviços por vídeo"
        description="Os botões de Tá Dodói no app do membro: um para cada serviço com link. Deixe em branco o serviço que a empresa não oferece."
      />
      {company ? (
        <>
          <Toolbar label="Escolher a empresa">
            <CompanyPicker
              value={String(company.id)}
              allLabel={null}
              onChange={(v) => list.setFilter('empresa', v)}
            />
          </Toolbar>
          <VideoLinks empresaId={company.id} name={company.name} />
        </>
      ) : (
        <EmptyState title="Nenhuma empresa atribuída a você." />
      )}
    </>
  );
}
