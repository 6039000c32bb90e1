import { USE_STATUS_LABELS, USE_STATUSES, type UsesCsvQuery } from '@clube/contract/admin';
import { CompanyPicker } from '../../../components/company-picker';
import { SelectField, TextField } from '../../../components/field';
import { Toolbar } from '../../../components/toolbar';
import type { ListState } from '../../../lib/use-list-params';
import { usePartnerOptions } from '../api/uses';

export const USE_FILTERS = ['from', 'to', 'parceiroId', 'empresaId', 'status'] as const;
export type UseFilter = (typeof USE_FILTERS)[number];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const positive = (v: string) => (/^\d+$/.test(v) && Number(v) > 0 ? Number(v) : undefined);

/** The address's filters as the API's query; what is not valid there is left out. */
export function filtersQuery(filters: Record<UseFilter, string>): UsesCsvQuery {
  const from = DATE.test(filters.from) ? filters.from : undefined;
  const to = DATE.test(filters.to) ? filters.to : undefined;
  return {
    from,
    // A period the wrong way round asks for nothing odd: the end is dropped until it is fixed.
    to: from && to && to < from ? undefined : to,
    parceiroId: positive(filters.parceiroId),
    empresaId: positive(filters.empresaId),
    status: (USE_STATUSES as readonly string[]).includes(filters.status)
      ? (filters.status as UsesCsvQuery['status'])
      : undefined,
  };
}

/** Period, partner, company and status of the use log, kept in the address. */
export function UseFilters({ list }: { list: ListState<UseFilter> }) {
  const { filters } = list;
  const partners = usePartnerOptions(positive(filters.empresaId));
  const options = partners.data?.data ?? [];
  const chosen = positive(filters.parceiroId);
  return (
    <Toolbar label="Filtrar usos">
      <TextField
        label="De"
        type="date"
        value={filters.from}
        max={filters.to || undefined}
        onChange={(e) => list.setFilter('from', e.target.value)}
      />
      <TextField
        label="Até"
        type="date"
        value={filters.to}
        min={filters.from || undefined}
        onChange={(e) => list.setFilter('to', e.target.value)}
      />
      <SelectField
        label="Parceiro"
        value={filters.parceiroId}
        onChange={(e) => list.setFilter('parceiroId', e.target.value)}
      >
        <option value="">Todos os parceiros</option>
        {chosen && !options.some((p) => p.id === chosen) ? (
          <option value={chosen}>Parceiro nº {chosen}</option>
        ) : null}
        {options.map((p) => (
          <option key={p.id} value={p.id}>
            {p.nome}
          </option>
        ))}
      </SelectField>
      <CompanyPicker
        value={filters.empresaId}
        onChange={(value) => list.setFilter('empresaId', value)}
      />
      <SelectField
        label="Situação"
        value={filters.status}
        onChange={(e) => list.setFilter('status', e.target.value)}
      >
        <option value="">Todas</option>
        {USE_STATUSES.map((s) => (
          <option key={s} value={s}>
            {USE_STATUS_LABELS[s]}
          </option>
        ))}
      </SelectField>
    </Toolbar>
  );
}
