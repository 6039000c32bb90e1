import type { Identity, PersonComboItem } from '@clube/contract';
import { useEffect } from 'react';
import { SelectField } from '../../../components/select-field';
import { useClubStore } from '../../../lib/club-store';

const keyOf = ({ idCliente, idPerfil }: Identity) => `${idCliente}-${idPerfil}`;

export const samePerson = (a: Identity, b: Identity) => keyOf(a) === keyOf(b);

interface PersonChooserProps {
  holder: Identity;
  acting: Identity;
  people: readonly PersonComboItem[];
}

/**
 * docs/product.md#attendance: whom the health screens act for. The choice is the club store's selected dependent,
 * so every health call after it uses that person's ids; choosing the card holder clears it.
 */
export function PersonChooser({ holder, acting, people }: PersonChooserProps) {
  const update = useClubStore((state) => state.update);
  const actingKey = keyOf(acting);
  const listed = people.some((person) => keyOf(person) === actingKey);

  function choose(person: Identity) {
    const isHolder = keyOf(person) === keyOf(holder);
    update({
      selectedDependentIdCliente: isHolder ? null : person.idCliente,
      selectedDependentIdPerfil: isHolder ? null : person.idPerfil,
    });
  }

  // The first person is the default when the acting one is not (or no longer) in the list.
  const first = people[0];
  useEffect(() => {
    if (!listed && first) choose(first);
  });

  return (
    <SelectField
      label="Para quem é o atendimento?"
      value={listed ? actingKey : first ? keyOf(first) : ''}
      options={people.map((person) => ({ value: keyOf(person), label: person.nome }))}
      onChange={(event) => {
        const person = people.find((p) => keyOf(p) === event.target.value);
        if (person) choose(person);
      }}
    />
  );
}
