import { categoryFields, type AdminCategory } from '@clube/contract/admin';
import { ArrowDown, ArrowUp, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/button';
import { DataTable, type Column } from '../../../components/data-table';
import { Dialog } from '../../../components/dialog';
import { SelectField, TextField } from '../../../components/field';
import { PageHeader, Panel } from '../../../components/page';
import { Notice } from '../../../components/state-message';
import { useCan, useMe } from '../../../lib/auth';
import { useListParams } from '../../../lib/use-list-params';
import { ImageField } from '../../../components/image-field';
import { useConfirm } from '../../../components/confirm-dialog';
import {
  useCategories,
  useDeleteCategory,
  useSaveCategory,
  useSaveStrip,
  useStrip,
} from '../api/categories';
import styles from './categories-page.module.css';

const PER_PAGE = 50;

/** Categories with their icon (admins change them) and each company's exclusive strip order. */
export function CategoriesPage() {
  const { confirm, dialog: confirmDialog } = useConfirm();
  const canEdit = useCan('categories', 'update');
  // The page lives in the address, as every console list's does.
  const list = useListParams([] as const);
  const categories = useCategories({ perPage: PER_PAGE, page: list.page, sort: 'nome' });
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);

  const columns: Column<AdminCategory>[] = [
    {
      id: 'icone',
      header: 'Ícone',
      enableSorting: false,
      cell: ({ row }) =>
        row.original.logo ? <img src={row.original.logo} alt="" className={styles.icon} /> : '—',
    },
    { id: 'nome', header: 'Categoria', enableSorting: false, cell: ({ row }) => row.original.nome },
    {
      id: 'parceiros',
      header: 'Parceiros',
      enableSorting: false,
      cell: ({ row }) => row.original.parceiros,
    },
    ...(canEdit
      ? [
          {
            id: 'acoes',
            header: 'Ações',
            enableSorting: false,
            cell: ({ row }) => (
              <span className={styles.rowActions}>
                <Button size="sm" variant="secondary" onClick={() => setEditing(row.original)}>
                  Editar
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={row.original.parceiros > 0}
                  title={row.original.parceiros > 0 ? 'A categoria tem parceiros' : undefined}
                  onClick={() => {
                    confirm({
                      title: `Excluir a categoria ${row.original.nome}?`,
                      confirmLabel: 'Excluir',
                      onConfirm: () => remove.mutate(row.original.id),
                    });
                  }}
                >
                  Excluir
                </Button>
              </span>
            ),
          } satisfies Column<AdminCategory>,
        ]
      : []),
  ];

  return (
    <>
      {confirmDialog}
      <PageHeader
        title="Categorias"
        description="As categorias dos parceiros e seus ícones, e a ordem da faixa do menu exclusivo."
        actions={
          canEdit ? (
            <Button onClick={() => setEditing('new')}>
              <Plus size={18} aria-hidden="true" /> Nova categoria
            </Button>
          ) : null
        }
      />
      <DataTable
        caption="Categorias"
        columns={columns}
        rows={categories.data?.data}
        total={categories.data?.total}
        page={list.page}
        pageSize={PER_PAGE}
        onPageChange={list.setPage}
        getRowId={(c) => String(c.id)}
        isLoading={categories.isPending}
        isFetching={categories.isFetching}
        error={categories.error}
        onRetry={() => void categories.refetch()}
        empty="Nenhuma categoria cadastrada."
      />
      {editing !== null ? (
        <CategoryDialog
          category={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <StripOrder />
    </>
  );
}

function CategoryDialog({
  category,
  onClose,
}: {
  category: AdminCategory | null;
  onClose: () => void;
}) {
  const save = useSaveCategory(category?.id ?? null);
  const [nome, setNome] = useState(category?.nome ?? '');
  const [logo, setLogo] = useState(category?.logo ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const parsed = categoryFields.safeParse({ nome, logo });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Dados inválidos.');
      return;
    }
    setError(null);
    save.mutate(category ? { nome, ...(logo !== category.logo ? { logo } : {}) } : { nome, logo }, {
      onSuccess: onClose,
    });
  };
  return (
    <Dialog
      open
      title={category ? `Editar ${category.nome}` : 'Nova categoria'}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancelar
          </Button>
          <Button busy={save.isPending} onClick={submit}>
            Salvar
          </Button>
        </>
      }
    >
      <div className={styles.dialogBody}>
        <TextField
          label="Nome"
          value={nome}
          error={error ?? undefined}
          onChange={(e) => setNome(e.target.value)}
        />
        <ImageField
          label="Ícone"
          hint="PNG, JPEG ou WEBP, até 1 MB. Aparece na faixa de categorias do app."
          value={logo}
          onChange={setLogo}
        />
      </div>
    </Dialog>
  );
}

/** The order of the category strip of a company's exclusive menu ('Parceiros Meu Clube'). */
function StripOrder() {
  const me = useMe();
  const canUpdate = useCan('partners', 'update');
  const [empresaId, setEmpresaId] = useState(me.companies[0]?.id ?? 0);
  const strip = useStrip(empresaId);
  const save = useSaveStrip(empresaId);
  const [order, setOrder] = useState<{ id: number; nome: string; logo: string }[]>([]);
  useEffect(() => setOrder(strip.data?.categorias ?? []), [strip.data]);
  const move = (index: number, delta: number) =>
    setOrder((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      if (item) next.splice(index + delta, 0, item);
      return next;
    });

  return (
    <Panel title="Ordem da faixa do menu exclusivo">
      <div className={styles.stripBar}>
        <SelectField
          label="Empresa"
          value={empresaId}
          onChange={(e) => setEmpresaId(Number(e.target.value))}
        >
          {me.companies.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        {canUpdate ? (
          <Button
            busy={save.isPending}
            disabled={order.length === 0}
            onClick={() => save.mutate({ ordem: order.map((c) => c.id) })}
          >
            Salvar ordem
          </Button>
        ) : null}
      </div>
      {strip.data && !strip.data.menuAtivo ? (
        <Notice tone="info">O menu exclusivo está desligado nesta empresa.</Notice>
      ) : null}
      {order.length === 0 ? (
        <p>Nenhum parceiro no menu exclusivo desta empresa.</p>
      ) : (
        <ol className={styles.strip} aria-label="Categorias na ordem da faixa">
          {order.map((c, i) => (
            <li key={c.id} className={styles.stripItem}>
              {c.logo ? <img src={c.logo} alt="" className={styles.icon} /> : null}
              <span className={styles.stripName}>{c.nome}</span>
              {canUpdate ? (
                <>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={i === 0}
                    aria-label={`Subir ${c.nome}`}
                    onClick={() => move(i, -1)}
                  >
                    <ArrowUp size={16} aria-hidden="true" />
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={i === order.length - 1}
                    aria-label={`Descer ${c.nome}`}
                    onClick={() => move(i, 1)}
                  >
                    <ArrowDown size={16} aria-hidden="true" />
                  </Button>
                </>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
