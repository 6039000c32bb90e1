import type { Identity } from '@clube/contract';
import { useState } from 'react';
import { SelectField } from '../../../components/select-field';
import { useParceiroCidades } from '../api/get-parceiro-cidades';

const STORAGE_KEY = 'clube.partnerCity';

function storedCity(): string {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

/** The city filter's value, remembered on this device (not on the server: it is about where the phone is used). */
export function useRememberedCity(): [string, (cidade: string) => void] {
  const [cidade, setCidade] = useState(storedCity);
  const choose = (value: string) => {
    setCidade(value);
    try {
      if (value) localStorage.setItem(STORAGE_KEY, value);
      else localStorage.removeItem(STORAGE_KEY);
    } catch {
      // Private mode without storage: the choice lasts while the screen is open.
    }
  };
  return [cidade, choose];
}

/** 'Cidade': the cities of the menu's partners; a remembered city no longer listed is still offered. */
export function CityFilter({
  request,
  cidade,
  onChange,
}: {
  request: Identity & { idServicoParceiro: number };
  cidade: string;
  onChange: (cidade: string) => void;
}) {
  const cities = useParceiroCidades(request);
  const names = [...new Set((cities.data ?? []).map((c) => c.cidade))];
  if (cidade && !names.includes(cidade)) names.unshift(cidade);
  return (
    <SelectField
      label="Cidade"
      value={cidade}
      onChange={(event) => onChange(event.target.value)}
      options={[
        { value: '', label: 'Todas as cidades' },
        ...names.map((n) => ({ value: n, label: n })),
      ]}
    />
  );
}
