import type { AdminPartnerSummary } from '@clube/contract/admin';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/button';
import { DataTable, type Column } from '../../../components/data-table';
import { SelectField } from '../../../components/field';
import { Badge, PageHeader } from '../../../components/page';
import { SearchBox } from '../../../components/search-box';
import { Toolbar } from '../../../components/toolbar';
import { paths } from '../../../config/paths';
import { useCan, useMe } from '../../../lib/auth';
import { formatCount, formatDate } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { useAllCategories, usePartners } from '../api/partners';
import styles from '../components/partner-form.module.css';

const PER_PAGE = 20;
const SORTABLE = new Set(['nome', 'id', 'validade', 'acessos']);

const columns: Column<AdminPartnerSummary>[] = [
  {
    id: 'nome',
    header: 'Parceiro',
    cell: ({ row }) => {
      const p = row.original;
      return (
        <span className={styles.nameCell}>
          {p.logo ? <img src={p.logo} alt="" className={styles.thumb} /> : null}
          <Link to={paths.partner(p.id)} className={styles.name}>
            {p.nome}
          </Link>
        </span>
      );
    },
  },
  {
    id: 'categoria',
    header: 'Categoria',
    enableSorting: false,
    cell: ({ row }) => row.original.categoria,
  },
  {
    id: 'desconto',
    header: 'Desconto',
    enableSorting: false,
    cell: ({ row }) => row.original.desconto || '—',
  },
  {
    id: 'validade',
    header: 'Validade',
    cell: ({ row }) => (row.original.validade ? formatDate(row.original.validade) : 'Sem fim'),
  },
  { id: 'acessos', header: 'Acessos', cell: ({ row }) => formatCount(row.original.acessos) },
  {
    id: 'situacao',
    header: 'Situação',
    enableSorting: false,
    cell: ({ row }) =>
      !row.original.ativo ? (
        <Badge tone="neutral">Desativado</Badge>
      ) : row.original.vencido ? (
        <Badge tone="warning">Vencido</Badge>
      ) : (
        <Badge tone="success">No app</Badge>
      ),
  },
];

export function PartnersPage() {
  const me = useMe();
  const list = useListParams(['nome', 'categoria', 'empresa', 'ativo'] as const);
  const canCreate = useCan('partners', 'create');
  const categories = useAllCategories();
  const sort =
    list.sort && SORTABLE.has(list.sort)
      ? { field: list.sort, order: list.order ?? 'asc' }
      : { field: 'nome', order: 'asc' as const };
  const query = {
    nome: list.filters.nome || undefined,
    categoriaId: list.filters.categoria ? Number(list.filters.categoria) : undefined,
    empresaId: list.filters.empresa ? Number(list.filters.empresa) : undefined,
    ativo: (list.filters.ativo || undefined) as 'true' | 'false' | undefined,
    sort: sort.field as 'nome' | 'id' | 'validade' | 'acessos',
    order: sort.order,
    page: list.page,
    perPage: PER_PAGE,
  };
  const partners = usePartners(query);

  return (
    <>
      <PageHeader
        title="Parceiros"
        description="As ofertas que os membros veem nos menus nacional, exclusivo e local de cada empresa."
        actions={
          canCreate ? (
            <LinkButton to={paths.newPartner}>
              <Plus size={18} aria-hidden="true" />
              Novo parceiro
            </LinkButton>
          ) : null
        }
      />
      <Toolbar label="Filtrar parceiros">
        <SearchBox
          label="Buscar parceiro pelo nome"
          placeholder="Buscar pelo nome"
          value={list.filters.nome}
          onChange={(value) => list.setFilter('nome', value)}
        />
        <SelectField
          label="Categoria"
          value={list.filters.categoria}
          onChange={(e) => list.setFilter('categoria', e.target.value)}
        >
          <option value="">Todas</option>
          {categories.data?.data.map((c) => (
            <option key={c.id} value={c.id}>
              {c.nome}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Empresa"
          value={list.filters.empresa}
          onChange={(e) => list.setFilter('empresa', e.target.value)}
        >
          <option value="">Todas</option>
          {me.companies.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Situação"
          value={list.filters.ativo}
          onChange={(e) => list.setFilter('ativo', e.target.value)}
        >
          <option value="">Todos</option>
          <option value="true">Ativos</option>
          <option value="false">Desativados</option>
        </SelectField>
      </Toolbar>
      <DataTable
        caption="Parceiros"
        columns={columns}
        rows={partners.data?.data}
        total={partners.data?.total}
        page={list.page}
        pageSize={PER_PAGE}
        onPageChange={list.setPage}
        sort={sort}
        onSortChange={list.setSort}
        getRowId={(p) => String(p.id)}
        isLoading={partners.isPending}
        isFetching={partners.isFetching}
        error={partners.error}
        onRetry={() => void partners.refetch()}
        empty={list.filters.nome ? 'Nenhum parceiro com esse nome.' : 'Nenhum parceiro cadastrado.'}
      />
    </>
  );
}
