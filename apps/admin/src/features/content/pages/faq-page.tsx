import type { AdminFaqCategory, AdminFaqItem } from '@clube/contract/admin';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { DataTable, type Column } from '../../../components/data-table';
import { Dialog } from '../../../components/dialog';
import { SelectField, TextField } from '../../../components/field';
import { PageHeader, Panel } from '../../../components/page';
import { Notice } from '../../../components/state-message';
import { errorMessage } from '../../../lib/api-error';
import { useCan, useMe } from '../../../lib/auth';
import { useResource, useResourceWrite } from '../../../lib/resource/resource';
import { FaqItemForm, type FaqItemFormOutput } from '../components/faq-item-form';
import { useConfirm } from '../../../components/confirm-dialog';
import styles from './content-page.module.css';

const CATEGORIES = ['listFaqCategories', 'listFaqItems'] as const;
const ITEMS = ['listFaqItems', 'listFaqCategories'] as const;

function NewCategory() {
  const me = useMe();
  const create = useResourceWrite('createFaqCategory', {
    refresh: CATEGORIES,
    success: 'Categoria criada.',
    handlesErrors: true,
  });
  const [nome, setNome] = useState('');
  const [empresa, setEmpresa] = useState(String(me.companies[0]?.id ?? 'clube'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { body: { empresaId: empresa === 'clube' ? null : Number(empresa), nome, ordem: 1 } },
      { onSuccess: () => setNome('') },
    );
  };
  return (
    <form onSubmit={submit} aria-label="Nova categoria">
      {create.error ? (
        <Notice tone="error" role="alert">
          {errorMessage(create.error)}
        </Notice>
      ) : null}
      <TextField
        label="Nome da nova categoria"
        value={nome}
        onChange={(e) => setNome(e.target.value)}
      />
      <div className={styles.inline}>
        <SelectField
          label="Empresa da categoria"
          value={empresa}
          onChange={(e) => setEmpresa(e.target.value)}
        >
          {me.operator.role === 'admin' ? <option value="clube">Todo o clube</option> : null}
          {me.companies.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <Button type="submit" busy={create.isPending}>
          Criar categoria
        </Button>
      </div>
    </form>
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
  const [selectedId, setSelectedId] = useState<number | null>(null);
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
    handlesErrors: true,
  });
  const removeCategory = useResourceWrite('deleteFaqCategory', {
    refresh: CATEGORIES,
    success: 'Categoria excluída.',
    handlesErrors: true,
  });
  const close = () => {
    setEditing(null);
    create.reset();
    update.reset();
  };
  const save = (values: FaqItemFormOutput) => {
    const done = { onSuccess: close };
    if (editing === 'new') create.mutate({ body: values }, done);
    else if (editing) update.mutate({ id: editing.id, body: values }, done);
  };
  const error = create.error ?? update.error;

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
          {canCreate ? <NewCategory /> : null}
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
      <Dialog
        open={editing !== null}
        title={editing === 'new' ? 'Nova pergunta' : 'Editar pergunta'}
        onClose={close}
        wide
      >
        <FaqItemForm
          key={editing === 'new' ? 'new' : (editing?.id ?? 'none')}
          initial={
            editing && editing !== 'new'
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
          onSubmit={save}
          saving={create.isPending || update.isPending}
          error={error ? errorMessage(error) : null}
          submitLabel={editing === 'new' ? 'Adicionar pergunta' : 'Salvar pergunta'}
        />
      </Dialog>
    </>
  );
}
