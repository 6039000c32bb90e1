import type { AdminUse } from '@clube/contract/admin';
import { Download } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/button';
import buttonStyles from '../../../components/button.module.css';
import { type Column } from '../../../components/data-table';
import { ListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { useListResource } from '../../../lib/resource/list-resource';
import { usesCsvUrl } from '../api/uses';
import { filtersQuery, USE_FILTERS, UseFilters } from '../components/use-filters';
import { UseStatus } from '../components/use-status';
import { formatCents } from '../use-format';
import styles from './uses-pages.module.css';

/** The use log: every use of a card at a partner, filtered, sorted and exported as CSV. */
export function UsesPage() {
  const uses = useListResource('listUses', {
    filters: USE_FILTERS,
    sort: { fields: ['registradoEm', 'economia'], fallback: 'registradoEm', order: 'desc' },
    perPage: 25,
    query: filtersQuery,
  });
  const { list } = uses;

  const columns = useMemo<Column<AdminUse>[]>(
    () => [
      {
        id: 'registradoEm',
        header: 'Data',
        cell: ({ row }) => formatDateTime(row.original.registradoEm),
      },
      {
        id: 'parceiro',
        header: 'Parceiro',
        enableSorting: false,
        cell: ({ row }) => (
          <Link to={paths.partner(row.original.parceiro.id)}>{row.original.parceiro.nome}</Link>
        ),
      },
      {
        id: 'empresa',
        header: 'Empresa',
        enableSorting: false,
        cell: ({ row }) => row.original.empresa.nome,
      },
      {
        id: 'membro',
        header: 'Membro',
        enableSorting: false,
        cell: ({ row }) => (
          <span className={styles.two}>
            <Link to={paths.member(row.original.membro.id)}>{row.original.membro.nome}</Link>
            <span className={styles.muted}>{row.original.membro.carteirinha}</span>
          </span>
        ),
      },
      {
        id: 'oferta',
        header: 'Oferta',
        enableSorting: false,
        cell: ({ row }) => (
          <span className={styles.two}>
            {row.original.oferta || '—'}
            <span className={styles.muted}>por {row.original.atendente.nome}</span>
          </span>
        ),
      },
      {
        id: 'valorCompra',
        header: 'Compra',
        enableSorting: false,
        cell: ({ row }) => formatCents(row.original.valorCompra),
      },
      {
        id: 'economia',
        header: 'Economia',
        cell: ({ row }) => formatCents(row.original.economia),
      },
      {
        id: 'situacao',
        header: 'Situação',
        enableSorting: false,
        cell: ({ row }) => <UseStatus use={row.original} />,
      },
    ],
    [],
  );

  return (
    <>
      <PageHeader
        title="Usos"
        description="Cada uso de benefício registrado no balcão dos parceiros."
        actions={
          <>
            <LinkButton variant="secondary" to={paths.useReports}>
              Usos reportados
            </LinkButton>
            <a
              className={`${buttonStyles.button} ${buttonStyles.secondary}`}
              href={usesCsvUrl(filtersQuery(list.filters))}
              download
            >
              <Download size={16} aria-hidden="true" />
              Exportar CSV
            </a>
          </>
        }
      />
      <UseFilters list={list} />
      <ListTable
        caption="Usos"
        {...uses.table}
        columns={columns}
        getRowId={(u) => String(u.id)}
        empty="Nenhum uso com esses filtros."
      />
    </>
  );
}
