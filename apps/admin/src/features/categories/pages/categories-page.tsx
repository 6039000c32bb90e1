import type { AdminCategory } from '@clube/contract/admin';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { useConfirm } from '../../../components/confirm-dialog';
import type { Column } from '../../../components/data-table';
import { ListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page';
import { useCan } from '../../../lib/auth';
import { useListResource } from '../../../lib/resource/list-resource';
import { useDeleteCategory } from '../api/categories';
import { CategoryDialog } from '../components/category-dialog';
import { StripOrder } from '../components/strip-order';
import styles from './categories-page.module.css';

const PER_PAGE = 50;

/** Categories with their icon (admins change them) and each company's exclusive strip order. */
export function CategoriesPage() {
  const { confirm, dialog: confirmDialog } = useConfirm();
  const canEdit = useCan('categories', 'update');
  const categories = useListResource('listCategories', {
    filters: [],
    perPage: PER_PAGE,
    sort: { fields: ['nome'], fallback: 'nome' },
  });
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
                      onConfirm: () => remove.mutate({ id: row.original.id }),
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
      <ListTable
        caption="Categorias"
        {...categories.table}
        columns={columns}
        getRowId={(c) => String(c.id)}
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
