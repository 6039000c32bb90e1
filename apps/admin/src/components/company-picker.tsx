import { SelectField } from './field';
import { useMe } from '../lib/auth';

/** An `<option>` per company of the operator, for any select of a company. */
export function CompanyOptions() {
  const me = useMe();
  return me.companies.map((c) => (
    <option key={c.id} value={c.id}>
      {c.name}
    </option>
  ));
}

/**
 * The company whose content a screen shows: one of the operator's companies ('' = all of them,
 * unless `allLabel` is null; `club` adds the whole club's option, value 'clube', for the FAQ).
 */
export function CompanyPicker({
  value,
  onChange,
  club = false,
  allLabel = 'Todas as empresas',
}: {
  value: string;
  onChange: (value: string) => void;
  club?: boolean;
  allLabel?: string | null;
}) {
  const me = useMe();
  return (
    <SelectField label="Empresa" value={value} onChange={(e) => onChange(e.target.value)}>
      {allLabel === null ? null : <option value="">{allLabel}</option>}
      {club && me.operator.role === 'admin' ? <option value="clube">Todo o clube</option> : null}
      <CompanyOptions />
    </SelectField>
  );
}
