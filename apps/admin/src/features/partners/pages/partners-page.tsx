import type { AdminPartnerSummary } from '@clube/contract/admin';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/button';
import { CompanyPicker } from '../../../components/company-picker';
import { type Column } from '../../../components/data-table';
import { ListTable } from '../../../components/list-table';
import { SelectField } from '../../../components/field';
import { Badge, PageHeader } from '../../../components/page';
import { SearchBox } from '../../../components/search-box';
import { Toolbar } from '../../../components/toolbar';
import { paths } from '../../../config/paths';
import { useCan } from '../../../lib/auth';
import { formatCount, formatDate } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { useAllCategories, usePartners } from '../api/partners';
import styles from '../components/partner-form.module.css';

const PER_PAGE = 20;
const SORTABLE = ['nome', 'id', 'validade', 'acessos'] as const;

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
  const list = useListParams(['nome', 'categoria', 'empresa', 'ativo'] as const);
  const canCreate = useCan('partners', 'create');
  const categories = useAllCategories();
  const sort = list.sortBy(SORTABLE, 'nome');
  const query = {
    nome: list.filters.nome || undefined,
    categoriaId: list.filters.categoria ? Number(list.filters.categoria) : undefined,
    empresaId: list.filters.empresa ? Number(list.filters.empresa) : undefined,
    ativo: (list.filters.ativo || undefined) as 'true' | 'false' | undefined,
    sort: sort.field,
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
        <CompanyPicker
          value={list.filters.empresa}
          onChange={(value) => list.setFilter('empresa', value)}
          allLabel="Todas"
        />
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
      <ListTable
        caption="Parceiros"
        list={list}
        query={partners}
        columns={columns}
        pageSize={PER_PAGE}
        sort={sort}
        getRowId={(p) => String(p.id)}
        empty={list.filters.nome ? 'Nenhum parceiro com esse nome.' : 'Nenhum parceiro cadastrado.'}
      />
    </>
  );
}
