import { faqCategoryFields, type AdminFaqCategory, type AdminFaqItem } from '@clube/contract/admin';
import { CompanyOptions } from '../../../components/company-picker';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import { DataTable, type Column } from '../../../components/data-table';
import { SelectField, TextField } from '../../../components/field';
import { FormDialog, useDialogForm } from '../../../components/form-dialog';
import { PageHeader, Panel } from '../../../components/page';
import { useCan, useMe } from '../../../lib/auth';
import { useResource, useResourceWrite } from '../../../lib/resource/resource';
import { FaqItemDialog, type FaqItemFormOutput } from '../components/faq-item-form';
import { useConfirm } from '../../../components/confirm-dialog';
import styles from './content-page.module.css';

const CATEGORIES = ['listFaqCategories', 'listFaqItems'] as const;
const ITEMS = ['listFaqItems', 'listFaqCategories'] as const;

/** A new FAQ category: the whole club's (admins) or one of the operator's companies'. */
function NewCategoryDialog({ ordem, onClose }: { ordem: number; onClose: () => void }) {
  const me = useMe();
  const create = useResourceWrite('createFaqCategory', {
    refresh: CATEGORIES,
    success: 'Categoria criada.',
    handlesErrors: true,
  });
  const { register, errorOf, dialog } = useDialogForm({
    schema: faqCategoryFields,
    defaultValues: { nome: '', empresaId: me.companies[0]?.id ?? null, ordem },
    save: async (body) => {
      await create.mutateAsync({ body });
      onClose();
    },
  });
  return (
    <FormDialog
      id="faq-category-form"
      title="Nova categoria"
      submitLabel="Criar categoria"
      layout="stack"
      onClose={onClose}
      {...dialog}
    >
      <TextField label="Nome da nova categoria" error={errorOf('nome')} {...register('nome')} />
      <SelectField
        label="Empresa da categoria"
        error={errorOf('empresaId')}
        {...register('empresaId', {
          setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)),
        })}
      >
        {me.operator.role === 'admin' ? <option value="">Todo o clube</option> : null}
        <CompanyOptions />
      </SelectField>
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

/** The FAQ (docs/product.md#console-home-and-help-content): categories of the club or of a company, their questions and answers. */
export function FaqPage() {
  const { confirm, dialog: confirmDialog } = useConfirm();
  const canCreate = useCan('faq', 'create');
  const canUpdate = useCan('faq', 'update');
  const canDelete = useCan('faq', 'delete');
  const categories = useResource('listFaqCategories', {
    query: {
      sort: 'ordem',
      order: 'asc',
      page: 1,
      perPage: 100,
    },
  });
  // The category shown is in the address (?categoria=12), so a reload or a link shows it again.
  const [params, setParams] = useSearchParams();
  const selectedId = Number(params.get('categoria')) || null;
  const setSelectedId = (id: number) => setParams({ categoria: String(id) }, { replace: true });
  const [addingCategory, setAddingCategory] = useState(false);
  const selected: AdminFaqCategory | undefined =
    categories.data?.data.find((c) => c.id === selectedId) ?? categories.data?.data[0];
  const items = useResource(
    'listFaqItems',
    {
      query: { categoriaId: selected?.id ?? 0, sort: 'ordem', order: 'asc', page: 1, perPage: 100 },
    },
    { enabled: selected !== undefined },
  );
  const [editing, setEditing] = useState<AdminFaqItem | 'new' | null>(null);
  const create = useResourceWrite('createFaqItem', {
    refresh: ITEMS,
    success: 'Pergunta adicionada.',
    handlesErrors: true,
  });
  const update = useResourceWrite('updateFaqItem', {
    refresh: ITEMS,
    success: 'Pergunta salva.',
    handlesErrors: true,
  });
  const removeItem = useResourceWrite('deleteFaqItem', {
    refresh: ITEMS,
    success: 'Pergunta excluída.',
  });
  const removeCategory = useResourceWrite('deleteFaqCategory', {
    refresh: CATEGORIES,
    success: 'Categoria excluída.',
  });
  const save = async (values: FaqItemFormOutput) => {
    if (editing === 'new') await create.mutateAsync({ body: values });
    else if (editing) await update.mutateAsync({ id: editing.id, body: values });
  };

  const columns: Column<AdminFaqItem>[] = [
    {
      id: 'pergunta',
      header: 'Pergunta',
      enableSorting: false,
      cell: ({ row }) => row.original.pergunta,
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
                  title: 'Excluir esta pergunta?',
                  confirmLabel: 'Excluir',
                  onConfirm: () => removeItem.mutate({ id: row.original.id }),
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
      {addingCategory ? (
        <NewCategoryDialog
          ordem={(categories.data?.total ?? 0) + 1}
          onClose={() => setAddingCategory(false)}
        />
      ) : null}
      <PageHeader
        title="Perguntas frequentes"
        description="O que os membros leem em Perguntas Frequentes: as categorias do clube todo e as de cada empresa."
      />
      <div className={styles.columns}>
        <Panel title="Categorias">
          {categories.data?.data.length === 0 ? <p>Nenhuma categoria ainda.</p> : null}
          <ul className={styles.categories}>
            {categories.data?.data.map((c) => (
              <li key={c.id} className={styles.category}>
                <Button
                  size="sm"
                  variant="ghost"
                  className={c.id === selected?.id ? styles.selected : undefined}
                  aria-pressed={c.id === selected?.id}
                  onClick={() => setSelectedId(c.id)}
                >
                  {c.nome} ({c.empresaNome || 'Todo o clube'}) · {c.itens}
                </Button>
                {canDelete ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Excluir a categoria ${c.nome}`}
                    onClick={() => {
                      confirm({
                        title: `Excluir a categoria ${c.nome} e as suas perguntas?`,
                        confirmLabel: 'Excluir',
                        onConfirm: () => removeCategory.mutate({ id: c.id }),
                      });
                    }}
                  >
                    ×
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
          {canCreate ? (
            <Button variant="secondary" onClick={() => setAddingCategory(true)}>
              <Plus size={18} aria-hidden="true" />
              Nova categoria
            </Button>
          ) : null}
        </Panel>
        <Panel
          title={selected ? `Perguntas de ${selected.nome}` : 'Perguntas'}
          actions={
            canCreate && selected ? (
              <Button onClick={() => setEditing('new')}>
                <Plus size={18} aria-hidden="true" />
                Nova pergunta
              </Button>
            ) : null
          }
        >
          <DataTable
            caption="Perguntas"
            columns={columns}
            rows={selected ? items.data?.data : []}
            total={selected ? items.data?.total : 0}
            page={1}
            pageSize={100}
            onPageChange={() => {}}
            getRowId={(i) => String(i.id)}
            isLoading={Boolean(selected) && items.isPending}
            error={items.error}
            empty={selected ? 'Nenhuma pergunta nesta categoria.' : 'Crie uma categoria primeiro.'}
          />
        </Panel>
      </div>
      {editing !== null ? (
        <FaqItemDialog
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing !== 'new'}
          initial={
            editing !== 'new'
              ? {
                  categoriaId: editing.categoriaId,
                  pergunta: editing.pergunta,
                  resposta: editing.resposta,
                  ordem: editing.ordem,
                }
              : {
                  categoriaId: selected?.id ?? 0,
                  pergunta: '',
                  resposta: '',
                  ordem: (items.data?.total ?? 0) + 1,
                }
          }
          save={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
