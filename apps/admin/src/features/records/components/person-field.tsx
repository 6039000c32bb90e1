import { SelectField } from '../../../components/field';

/** Someone on the card: the holder (id 0) or a dependent. */
export type Person = { id: number; nome: string };

/** Whom a prescription or appointment is for. */
export function PersonField({
  people,
  value,
  onChange,
}: {
  people: Person[];
  value: number;
  onChange: (id: number) => void;
}) {
  return (
    <SelectField label="Para" value={value} onChange={(ev) => onChange(Number(ev.target.value))}>
      {people.map((p) => (
        <option key={p.id} value={p.id}>
          {p.nome}
        </option>
      ))}
    </SelectField>
  );
}
