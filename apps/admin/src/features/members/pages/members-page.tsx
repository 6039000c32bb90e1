import { isCpfSearch, type AdminMemberSummary } from '@clube/contract/admin';
import { UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/button';
import { CompanyPicker } from '../../../components/company-picker';
import { type Column } from '../../../components/data-table';
import { ListTable } from '../../../components/list-table';
import { Badge, PageHeader } from '../../../components/page';
import { SearchBox } from '../../../components/search-box';
import { Toolbar } from '../../../components/toolbar';
import { paths } from '../../../config/paths';
import { useCan } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/format';
import { useListResource } from '../../../lib/resource/list-resource';
import styles from './members-page.module.css';

const PER_PAGE = 25;
const SORTABLE = ['nome', 'cpf', 'ultimoAcessoEm'] as const;

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

/**
 * Membros: search by any part of the name (accents and capitals aside) or the CPF, per company;
 * the search, company, sort and page in the address.
 */
export function MembersPage() {
  const { list, table } = useListResource('listMembers', {
    filters: ['busca', 'empresa'],
    sort: { fields: SORTABLE, fallback: 'nome' },
    perPage: PER_PAGE,
    query: (f) => ({
      busca: f.busca || undefined,
      empresaId: /^\d+$/.test(f.empresa) ? Number(f.empresa) : undefined,
    }),
  });
  const canCreate = useCan('members', 'create');
  const busca = list.filters.busca;

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
        <CompanyPicker
          value={list.filters.empresa}
          onChange={(value) => list.setFilter('empresa', value)}
        />
      </Toolbar>
      <ListTable
        {...table}
        caption="Membros"
        columns={columns}
        getRowId={(m) => String(m.id)}
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
