import { zodResolver } from '@hookform/resolvers/zod';
import {
  attendanceContacts,
  serviceFields,
  type AdminAttendanceContacts,
  type AdminService,
  type AttendanceContactsInput,
  type ServiceFieldsInput,
} from '@clube/contract/admin';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { type Column } from '../../../components/data-table';
import { FormDialog, useDialogForm } from '../../../components/form-dialog';
import { ListTable } from '../../../components/list-table';
import { SelectField, TextArea, TextField } from '../../../components/field';
import { PageHeader, Panel } from '../../../components/page';
import { Notice } from '../../../components/state-message';
import { Toolbar } from '../../../components/toolbar';
import { errorMessage } from '../../../lib/api-error';
import { useCan, useMe } from '../../../lib/auth';
import { useListResource } from '../../../lib/resource/list-resource';
import { useResource, useResourceWrite } from '../../../lib/resource/resource';
import { CompanyPicker, CompanyOptions } from '../../../components/company-picker';
import formStyles from '../components/content-form.module.css';
import { useConfirm } from '../../../components/confirm-dialog';
import styles from './content-page.module.css';

const PER_PAGE = 20;
const REFRESH = ['listServices'] as const;

/** A new service, or `service` to change (its company stays). */
function ServiceDialog({
  service,
  empresaId,
  ordem,
  onClose,
}: {
  service: AdminService | null;
  empresaId: number;
  ordem: number;
  onClose: () => void;
}) {
  const create = useResourceWrite('createService', {
    refresh: REFRESH,
    success: 'Serviço adicionado.',
    handlesErrors: true,
  });
  const update = useResourceWrite('updateService', {
    refresh: REFRESH,
    success: 'Serviço salvo.',
    handlesErrors: true,
  });
  const initial: ServiceFieldsInput = service
    ? {
        empresaId: service.empresaId,
        nome: service.nome,
        descricao: service.descricao,
        ordem: service.ordem,
      }
    : { empresaId, nome: '', descricao: '', ordem };
  const { register, errorOf, dialog } = useDialogForm({
    schema: serviceFields,
    defaultValues: initial,
    save: async (values) => {
      if (!service) await create.mutateAsync({ body: values });
      else {
        const { empresaId: _company, ...body } = values;
        await update.mutateAsync({ id: service.id, body });
      }
      onClose();
    },
  });
  return (
    <FormDialog
      id="service-form"
      title={service ? 'Editar serviço' : 'Novo serviço'}
      submitLabel={service ? 'Salvar serviço' : 'Adicionar serviço'}
      layout="stack"
      wide
      onClose={onClose}
      {...dialog}
    >
      <SelectField
        label="Empresa"
        disabled={service !== null}
        {...register('empresaId', { valueAsNumber: true })}
      >
        <CompanyOptions />
      </SelectField>
      <TextField label="Nome" error={errorOf('nome')} {...register('nome')} />
      <TextArea
        label="Descrição"
        rows={5}
        error={errorOf('descricao')}
        {...register('descricao')}
      />
      <TextField
        label="Ordem"
        type="number"
        min={0}
        error={errorOf('ordem')}
        {...register('ordem', { valueAsNumber: true })}
      />
    </FormDialog>
  );
}

function AttendanceForm({ contacts }: { contacts: AdminAttendanceContacts }) {
  const canUpdate = useCan('services', 'update');
  const save = useResourceWrite('saveAttendanceContacts', {
    refresh: ['getAttendanceContacts'],
    success: 'Contatos salvos.',
    handlesErrors: true,
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AttendanceContactsInput, unknown, z.output<typeof attendanceContacts>>({
    resolver: zodResolver(attendanceContacts),
    defaultValues: contacts,
    mode: 'onTouched',
  });
  return (
    <form
      className={formStyles.form}
      onSubmit={handleSubmit((body) => save.mutate({ id: contacts.empresaId, body }))}
      noValidate
    >
      <fieldset className={formStyles.fields} disabled={!canUpdate || save.isPending}>
        <legend className="visually-hidden">Atendimento 24 horas</legend>
        {save.error ? (
          <Notice tone="error" role="alert">
            {errorMessage(save.error)}
          </Notice>
        ) : null}
        <div className={styles.grid3}>
          <TextField label="Telefone" error={errors.telefone?.message} {...register('telefone')} />
          <TextField
            label="Link do chat"
            placeholder="https://"
            error={errors.chat?.message}
            {...register('chat')}
          />
          <TextField
            label="Link da videochamada"
            placeholder="https://"
            error={errors.videoChamada?.message}
            {...register('videoChamada')}
          />
        </div>
      </fieldset>
      {canUpdate ? (
        <div className={formStyles.actions}>
          <Button type="submit" busy={save.isPending}>
            Salvar contatos
          </Button>
        </div>
      ) : null}
    </form>
  );
}

function Attendance({ empresaId }: { empresaId: number }) {
  const contacts = useResource('getAttendanceContacts', { params: { id: empresaId } });
  if (contacts.error) return <Notice tone="error">{errorMessage(contacts.error)}</Notice>;
  if (!contacts.data) return null;
  return <AttendanceForm key={empresaId} contacts={contacts.data} />;
}

/** A company's services and 24-hour attendance contacts (docs/product.md#console-home-and-help-content). */
export function ServicesPage() {
  const { confirm, dialog: confirmDialog } = useConfirm();
  const me = useMe();
  const {
    list,
    query: services,
    table,
  } = useListResource('listServices', {
    filters: ['empresa'],
    sort: { fields: ['ordem', 'id'], fallback: 'ordem' },
    perPage: PER_PAGE,
    query: (f) => ({ empresaId: /^\d+$/.test(f.empresa) ? Number(f.empresa) : undefined }),
  });
  const empresa = list.filters.empresa;
  const canCreate = useCan('services', 'create');
  const canUpdate = useCan('services', 'update');
  const canDelete = useCan('services', 'delete');
  const [editing, setEditing] = useState<AdminService | 'new' | null>(null);
  const remove = useResourceWrite('deleteService', {
    refresh: REFRESH,
    success: 'Serviço excluído.',
  });
  const attendanceCompany = Number(empresa) || me.companies[0]?.id;

  const columns: Column<AdminService>[] = [
    { id: 'nome', header: 'Serviço', enableSorting: false, cell: ({ row }) => row.original.nome },
    {
      id: 'empresa',
      header: 'Empresa',
      enableSorting: false,
      cell: ({ row }) => row.original.empresaNome,
    },
    { id: 'ordem', header: 'Ordem', enableSorting: false, cell: ({ row }) => row.original.ordem },
    {
      id: 'acoes',
      header: 'Ações',
      enableSorting: false,
      cell: ({ row }) => (
        <span className={styles.rowActions}>
          {canUpdate ? (
            <Button size="sm" variant="secondary" onClick={() => setEditing(row.original)}>
              Editar
            </Button>
          ) : null}
          {canDelete ? (
            <Button
              size="sm"
              variant="danger"
              onClick={() => {
                confirm({
                  title: 'Excluir este serviço?',
                  confirmLabel: 'Excluir',
                  onConfirm: () => remove.mutate({ id: row.original.id }),
                });
              }}
            >
              Excluir
            </Button>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <>
      {confirmDialog}
      <PageHeader
        title="Serviços e atendimento"
        description="Os serviços que os membros veem em Serviços e os contatos do atendimento 24 horas."
        actions={
          canCreate ? (
            <Button onClick={() => setEditing('new')}>
              <Plus size={18} aria-hidden="true" />
              Novo serviço
            </Button>
          ) : null
        }
      />
      <Toolbar label="Filtrar serviços">
        <CompanyPicker value={empresa} onChange={(v) => list.setFilter('empresa', v)} />
      </Toolbar>
      <ListTable
        {...table}
        caption="Serviços"
        columns={columns}
        getRowId={(s) => String(s.id)}
        empty="Nenhum serviço cadastrado."
      />
      {attendanceCompany ? (
        <Panel
          title={`Atendimento 24 horas · ${me.companies.find((c) => c.id === attendanceCompany)?.name ?? ''}`}
        >
          <Attendance empresaId={attendanceCompany} />
        </Panel>
      ) : null}
      {editing !== null ? (
        <ServiceDialog
          service={editing === 'new' ? null : editing}
          empresaId={Number(empresa) || me.companies[0]?.id || 0}
          ordem={(services.data?.total ?? 0) + 1}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
