import type { AdminCompanySummary } from '@clube/contract/admin';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/button';
import { type Column } from '../../../components/data-table';
import { ListTable } from '../../../components/list-table';
import { Badge, PageHeader } from '../../../components/page';
import { SearchBox } from '../../../components/search-box';
import { Toolbar } from '../../../components/toolbar';
import { paths } from '../../../config/paths';
import { useCan } from '../../../lib/auth';
import { useListParams } from '../../../lib/use-list-params';
import { useCompanies } from '../api/get-companies';
import { CompanyLogo } from '../components/company-logo';
import { ContrastBadge, Swatches } from '../components/swatches';
import styles from './companies-page.module.css';

const PER_PAGE = 20;
const SORTABLE = ['nome', 'id'] as const;

const columns: Column<AdminCompanySummary>[] = [
  {
    id: 'nome',
    header: 'Empresa',
    cell: ({ row }) => {
      const c = row.original;
      return (
        <span className={styles.nameCell}>
          <CompanyLogo
            name={c.nome}
            logo={c.logo}
            primary={c.colors.primary}
            contrast={c.colors.contrast}
            size="sm"
          />
          <Link to={paths.company(c.id)} className={styles.name}>
            {c.nome}
          </Link>
        </span>
      );
    },
  },
  { id: 'id', header: 'Código', cell: ({ row }) => row.original.id },
  {
    id: 'cores',
    header: 'Cores',
    enableSorting: false,
    cell: ({ row }) => <Swatches colors={row.original.colors} />,
  },
  {
    id: 'contraste',
    header: 'Contraste',
    enableSorting: false,
    cell: ({ row }) => <ContrastBadge contraste={row.original.contraste} />,
  },
  {
    id: 'recursos',
    header: 'Recursos',
    enableSorting: false,
    cell: ({ row }) => (
      <span className={styles.flags}>
        {row.original.tadodoi ? <Badge tone="info">Tá Dodói</Badge> : null}
        {row.original.atendimentoLiberado ? <Badge tone="info">Atendimento</Badge> : null}
        {!row.original.tadodoi && !row.original.atendimentoLiberado ? '—' : null}
      </span>
    ),
  },
];

export function CompaniesPage() {
  const list = useListParams(['nome'] as const);
  const canCreate = useCan('companies', 'create');
  const sort = list.sortBy(SORTABLE, 'nome');
  const query = {
    nome: list.filters.nome || undefined,
    sort: sort.field,
    order: sort.order,
    page: list.page,
    perPage: PER_PAGE,
  };
  const companies = useCompanies(query);

  return (
    <>
      <PageHeader
        title="Empresas"
        description="As empresas clientes do clube: marca, recursos e contatos que os membros veem."
        actions={
          canCreate ? (
            <LinkButton to={paths.newCompany}>
              <Plus size={18} aria-hidden="true" />
              Nova empresa
            </LinkButton>
          ) : null
        }
      />
      <Toolbar label="Filtrar empresas">
        <SearchBox
          label="Buscar empresa pelo nome"
          placeholder="Buscar pelo nome"
          value={list.filters.nome}
          onChange={(value) => list.setFilter('nome', value)}
        />
      </Toolbar>
      <ListTable
        caption="Empresas"
        list={list}
        query={companies}
        columns={columns}
        pageSize={PER_PAGE}
        sort={sort}
        getRowId={(c) => String(c.id)}
        empty={list.filters.nome ? 'Nenhuma empresa com esse nome.' : 'Nenhuma empresa cadastrada.'}
      />
    </>
  );
}
