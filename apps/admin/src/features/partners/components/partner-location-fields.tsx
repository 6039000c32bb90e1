import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/field';
import sections from '../../../components/form-sections.module.css';
import type { PartnerFormValues } from './partner-form';

/**
 * Where the partner is, for the member app's 'Perto de mim' and maps link. Left empty, the
 * server places a capital's partner at its city centre.
 */
export function PartnerLocationFields({
  register,
  errors,
}: {
  register: UseFormRegister<PartnerFormValues>;
  errors: FieldErrors<PartnerFormValues>;
}) {
  return (
    <section className={sections.section} aria-labelledby="sec-localizacao">
      <h2 id="sec-localizacao">Localização</h2>
      <p>Em graus decimais (ex.: -23,5614). Em branco: o centro da cidade, quando conhecido.</p>
      <div className={sections.grid3}>
        <TextField
          label="Latitude"
          inputMode="decimal"
          error={errors.latitude?.message}
          {...register('latitude')}
        />
        <TextField
          label="Longitude"
          inputMode="decimal"
          error={errors.longitude?.message}
          {...register('longitude')}
        />
      </div>
    </section>
  );
}
