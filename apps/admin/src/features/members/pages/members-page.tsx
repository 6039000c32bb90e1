import { isCpfSearch, type AdminMemberSummary } from '@clube/contract/admin';
import { UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/button';
import { DataTable, type Column } from '../../../components/data-table';
import { SelectField } from '../../../components/field';
import { Badge, PageHeader } from '../../../components/page';
import { SearchBox } from '../../../components/search-box';
import { Toolbar } from '../../../components/toolbar';
import { paths } from '../../../config/paths';
import { useCan, useMe } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { useMembers } from '../api/get-members';
import styles from './members-page.module.css';

const PER_PAGE = 25;
const SORTABLE = ['nome', 'cpf', 'ultimoAcessoEm'] as const;
type SortField = (typeof SORTABLE)[number];

const columns: Column<AdminMemberSummary>[] = [
  {
    id: 'nome',
    header: 'Nome',
    cell: ({ row }) => (
      <Link to={paths.member(row.original.id)} className={styles.name}>
        {row.original.nome}
      </Link>
    ),
  },
  {
    id: 'cpf',
    header: 'CPF',
    cell: ({ row }) => <span className={styles.mono}>{row.original.cpf}</span>,
  },
  {
    id: 'cartoes',
    header: 'Cartões',
    enableSorting: false,
    cell: ({ row }) => (
      <span className={styles.cards}>
        {row.original.cartoes.map((card) => (
          <Badge key={card.idCliente} tone={card.status === 'ativo' ? 'info' : 'neutral'}>
            {card.empresa}
            {card.status === 'ativo' ? '' : ' (encerrado)'}
          </Badge>
        ))}
      </span>
    ),
  },
  {
    id: 'ultimoAcessoEm',
    header: 'Último acesso',
    cell: ({ row }) =>
      row.original.ultimoAcessoEm ? formatDateTime(row.original.ultimoAcessoEm) : 'Nunca entrou',
  },
];

export function MembersPage() {
  const me = useMe();
  const list = useListParams(['busca', 'empresa'] as const);
  const canCreate = useCan('members', 'create');
  const field = SORTABLE.find((f) => f === list.sort) ?? 'nome';
  const sort = { field, order: list.order ?? ('asc' as const) };
  const busca = list.filters.busca;
  const members = useMembers({
    busca: busca || undefined,
    empresaId: list.filters.empresa ? Number(list.filters.empresa) : undefined,
    sort: sort.field as SortField,
    order: sort.order,
    page: list.page,
    perPage: PER_PAGE,
  });

  return (
    <>
      <PageHeader
        title="Membros"
        description="Busque um associado pelo CPF (com ou sem pontuação) ou pelo nome."
        actions={
          canCreate ? (
            <LinkButton to={paths.newMember}>
              <UserPlus size={18} aria-hidden="true" />
              Novo membro
            </LinkButton>
          ) : null
        }
      />
      <Toolbar label="Filtrar membros">
        <SearchBox
          label="Buscar por CPF ou nome"
          placeholder="CPF ou nome"
          value={busca}
          onChange={(value) => list.setFilter('busca', value)}
        />
        <SelectField
          label="Empresa"
          value={list.filters.empresa}
          onChange={(event) => list.setFilter('empresa', event.target.value)}
        >
          <option value="">Todas as empresas</option>
          {me.companies.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
      </Toolbar>
      <DataTable
        caption="Membros"
        columns={columns}
        rows={members.data?.data}
        total={members.data?.total}
        page={list.page}
        pageSize={PER_PAGE}
        onPageChange={list.setPage}
        sort={sort}
        onSortChange={list.setSort}
        getRowId={(m) => String(m.id)}
        isLoading={members.isPending}
        isFetching={members.isFetching}
        error={members.error}
        onRetry={() => void members.refetch()}
        empty={
          busca
            ? isCpfSearch(busca)
              ? 'Nenhum membro com esse CPF.'
              : 'Nenhum membro com esse nome.'
            : 'Nenhum membro cadastrado.'
        }
      />
    </>
  );
}
