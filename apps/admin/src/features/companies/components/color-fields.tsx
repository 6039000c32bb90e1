import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FieldFrame } from '../../../components/field';
import sections from '../../../components/form-sections.module.css';
import type { CompanyFormApi, CompanyFormValues } from './company-form-values';
import styles from './company-form.module.css';

const COLORS = [
  { name: 'primary', label: 'Cor primária' },
  { name: 'secondary', label: 'Cor secundária' },
  { name: 'contrast', label: 'Cor de contraste' },
] as const;

/** The three brand colours, each typed as #rrggbb or picked. */
export function ColorsSection({ form }: { form: CompanyFormApi }) {
  const {
    register,
    setValue,
    watch,
    formState: { errors },
  } = form;
  const colors = watch('colors');
  return (
    <section className={sections.section} aria-labelledby="sec-cores">
      <h2 id="sec-cores">Cores</h2>
      <p className={sections.hint}>
        A cor de contraste é a do texto sobre a primária (cabeçalho, carteirinha, botões) e sobre a
        secundária (destaques).
      </p>
      <div className={sections.grid3}>
        {COLORS.map(({ name, label }) => (
          <ColorField
            key={name}
            label={label}
            name={name}
            value={colors[name]}
            register={register}
            errors={errors}
            onPick={(v) =>
              setValue(`colors.${name}`, v, { shouldDirty: true, shouldValidate: true })
            }
          />
        ))}
      </div>
    </section>
  );
}

function ColorField({
  label,
  name,
  value,
  register,
  errors,
  onPick,
}: {
  label: string;
  name: 'primary' | 'secondary' | 'contrast';
  value: string;
  register: UseFormRegister<CompanyFormValues>;
  errors: FieldErrors<CompanyFormValues>;
  onPick: (value: string) => void;
}) {
  const valid = /^#[0-9a-f]{6}$/i.test(value);
  return (
    <FieldFrame label={label} error={errors.colors?.[name]?.message} hint="Formato #rrggbb">
      {({ id, describedBy }) => (
        <div className={styles.colorRow}>
          <input
            type="color"
            className={styles.colorPicker}
            value={valid ? value.toLowerCase() : '#000000'}
            aria-label={`${label}: seletor`}
            onChange={(event) => onPick(event.target.value)}
          />
          <input
            id={id}
            className={styles.colorText}
            spellCheck={false}
            maxLength={7}
            aria-invalid={errors.colors?.[name] ? true : undefined}
            aria-describedby={describedBy}
            {...register(`colors.${name}`)}
          />
        </div>
      )}
    </FieldFrame>
  );
}
