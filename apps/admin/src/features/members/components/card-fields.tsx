import { PROFILES } from '@clube/contract';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { SelectField, TextField } from '../../../components/field';
import styles from './card-fields.module.css';

/** The profiles a company card can have (a dependent's card is made by the member app). */
export const CARD_PROFILES = [
  { id: PROFILES.titular, label: 'Titular' },
  { id: PROFILES.agregado, label: 'Agregado' },
  { id: PROFILES.conveniado, label: 'Conveniado' },
] as const;

export const profileLabel = (id: number) =>
  CARD_PROFILES.find((p) => p.id === id)?.label ?? `Perfil ${id}`;

interface CardFieldValues extends FieldValues {
  idEmpresa: unknown;
  idPerfil: unknown;
  numeroCarteirinha: string;
  validadeCarteirinha?: string | undefined;
}

/** Company, profile, card number and validity: the card part of a new member or a new card. */
export function CardFields<T extends CardFieldValues>({
  register,
  errors,
  companies,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  companies: { id: number; name: string }[];
}) {
  const message = (name: string) => (errors[name]?.message as string | undefined) ?? undefined;
  return (
    <div className={styles.grid}>
      <SelectField
        label="Empresa"
        error={message('idEmpresa')}
        {...register('idEmpresa' as Path<T>)}
      >
        <option value="">Escolha a empresa</option>
        {companies.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <SelectField label="Perfil" error={message('idPerfil')} {...register('idPerfil' as Path<T>)}>
        {CARD_PROFILES.map((p) => (
          <option key={p.id} value={p.id}>
            {p.label}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Número da carteirinha"
        error={message('numeroCarteirinha')}
        {...register('numeroCarteirinha' as Path<T>)}
      />
      <TextField
        label="Validade da carteirinha"
        type="date"
        hint="Opcional."
        error={message('validadeCarteirinha')}
        {...register('validadeCarteirinha' as Path<T>)}
      />
    </div>
  );
}
