import type { AdminBanner, BannerFieldsInput } from '@clube/contract/admin';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { type Column } from '../../../components/data-table';
import { Badge, PageHeader } from '../../../components/page';
import { Toolbar } from '../../../components/toolbar';
import { useCan, useMe } from '../../../lib/auth';
import { ListTable } from '../../../components/list-table';
import { useListResource } from '../../../lib/resource/list-resource';
import { useResourceWrite } from '../../../lib/resource/resource';
import { BannerDialog, bannerToForm, type BannerFormOutput } from '../components/banner-form';
import { CompanyPicker } from '../../../components/company-picker';
import { useConfirm } from '../../../components/confirm-dialog';
import styles from './content-page.module.css';

const PER_PAGE = 20;
const REFRESH = ['listBanners'] as const;

const period = (b: AdminBanner) => {
  const br = (d: string) => d.split('-').reverse().join('/');
  if (!b.ativoDe && !b.ativoAte) return 'Sempre';
  if (!b.ativoAte) return `Desde ${br(b.ativoDe)}`;
  if (!b.ativoDe) return `Até ${br(b.ativoAte)}`;
  return `${br(b.ativoDe)} a ${br(b.ativoAte)}`;
};

/** Banners of the members' home carousel, per company (docs/product.md#console-home-and-help-content). */
export function BannersPage() {
  const { confirm, dialog: confirmDialog } = useConfirm();
  const me = useMe();
  const {
    list,
    query: banners,
    table,
  } = useListResource('listBanners', {
    filters: ['empresa'],
    sort: { fields: ['ordem', 'id'], fallback: 'ordem' },
    perPage: PER_PAGE,
    query: (f) => ({ empresaId: /^\d+$/.test(f.empresa) ? Number(f.empresa) : undefined }),
  });
  const empresa = list.filters.empresa;
  const canCreate = useCan('banners', 'create');
  const canUpdate = useCan('banners', 'update');
  const canDelete = useCan('banners', 'delete');
  const [editing, setEditing] = useState<AdminBanner | 'new' | null>(null);
  const create = useResourceWrite('createBanner', {
    refresh: REFRESH,
    success: 'Banner adicionado.',
    handlesErrors: true,
  });
  const update = useResourceWrite('updateBanner', {
    refresh: REFRESH,
    success: 'Banner salvo.',
    handlesErrors: true,
  });
  const remove = useResourceWrite('deleteBanner', {
    refresh: REFRESH,
    success: 'Banner excluído.',
  });

  const initial: BannerFieldsInput =
    editing && editing !== 'new'
      ? bannerToForm(editing)
      : {
          empresaId: Number(empresa) || me.companies[0]?.id || 0,
          imagem: '',
          link: '',
          ordem: (banners.data?.total ?? 0) + 1,
          alt: '',
          ativoDe: '',
          ativoAte: '',
        };

  const save = async (values: BannerFormOutput) => {
    if (editing === 'new') await create.mutateAsync({ body: values });
    else if (editing) {
      const { empresaId: _empresa, ...body } = values;
      await update.mutateAsync({ id: editing.id, body });
    }
  };

  const columns: Column<AdminBanner>[] = [
    {
      id: 'imagem',
      header: 'Imagem',
      enableSorting: false,
      cell: ({ row }) => <img className={styles.thumb} src={row.original.imagem} alt="" />,
    },
    {
      id: 'alt',
      header: 'Texto alternativo',
      enableSorting: false,
      cell: ({ row }) => row.original.alt,
    },
    {
      id: 'empresa',
      header: 'Empresa',
      enableSorting: false,
      cell: ({ row }) => row.original.empresaNome,
    },
    { id: 'ordem', header: 'Ordem', enableSorting: false, cell: ({ row }) => row.original.ordem },
    {
      id: 'periodo',
      header: 'Exibição',
      enableSorting: false,
      cell: ({ row }) => <Badge tone="info">{period(row.original)}</Badge>,
    },
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
              busy={remove.isPending && remove.variables?.id === row.original.id}
              onClick={() => {
                confirm({
                  title: 'Excluir este banner? Os membros deixam de vê-lo na hora.',
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
        title="Banners"
        description="O carrossel da tela inicial dos membros: só os banners no período aparecem, na ordem."
        actions={
          canCreate ? (
            <Button onClick={() => setEditing('new')}>
              <Plus size={18} aria-hidden="true" />
              Novo banner
            </Button>
          ) : null
        }
      />
      <Toolbar label="Filtrar banners">
        <CompanyPicker value={empresa} onChange={(v) => list.setFilter('empresa', v)} />
      </Toolbar>
      <ListTable
        {...table}
        caption="Banners"
        columns={columns}
        getRowId={(b) => String(b.id)}
        empty="Nenhum banner cadastrado."
      />
      {editing !== null ? (
        <BannerDialog
          key={editing === 'new' ? 'new' : editing.id}
          initial={initial}
          editing={editing !== 'new'}
          save={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
