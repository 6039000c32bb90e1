import { zodResolver } from '@hookform/resolvers/zod';
import { companyFields } from '@clube/contract/admin';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/button';
import sections from '../../../components/form-sections.module.css';
import { Notice } from '../../../components/state-message';
import { BrandPreview } from './brand-preview';
import { ColorsSection } from './color-fields';
import type { CompanyFormOutput, CompanyFormValues } from './company-form-values';
import styles from './company-form.module.css';
import { FeaturesSection, HelpSection, IdentitySection, LinksSection } from './company-sections';

export { companyToForm, NEW_COMPANY } from './company-form-values';
export type { CompanyFormOutput, CompanyFormValues } from './company-form-values';

type TopField = keyof CompanyFormValues;

interface CompanyFormProps {
  initial: CompanyFormValues;
  /** Sends the whole form (create) or only the groups the operator changed (update). */
  onSubmit: (values: Partial<CompanyFormOutput>, changed: TopField[]) => void;
  saving: boolean;
  error: string | null;
  readOnly?: boolean;
  submitLabel: string;
}

/**
 * A company's form, validated by the contract's `companyFields` (the server's own schema): name,
 * logo, colours with the member app's live preview and the WCAG AA warning, flags, links, help
 * contacts and address, partner menus.
 */
export function CompanyForm({
  initial,
  onSubmit,
  saving,
  error,
  readOnly = false,
  submitLabel,
}: CompanyFormProps) {
  const form = useForm<CompanyFormValues, unknown, CompanyFormOutput>({
    resolver: zodResolver(companyFields),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const {
    handleSubmit,
    watch,
    formState: { errors, dirtyFields },
  } = form;

  const colors = watch('colors');
  const name = watch('nome');
  const logo = watch('logo');

  const submit = (values: CompanyFormOutput) => {
    const changed = (Object.keys(values) as TopField[]).filter((key) => dirtyFields[key]);
    onSubmit(values, changed);
  };

  const invalid = Object.keys(errors).length > 0;

  return (
    <form className={styles.layout} onSubmit={handleSubmit(submit)} noValidate>
      <fieldset className={sections.fields} disabled={readOnly || saving}>
        <legend className="visually-hidden">Dados da empresa</legend>
        {error ? (
          <Notice tone="error" role="alert">
            {error}
          </Notice>
        ) : null}

        <IdentitySection form={form} />
        <ColorsSection form={form} />
        <FeaturesSection form={form} />
        <LinksSection form={form} />
        <HelpSection form={form} />

        {!readOnly ? (
          <div className={styles.actions}>
            {invalid ? (
              <p className={sections.invalid} role="alert">
                Corrija os campos marcados.
              </p>
            ) : null}
            <Button type="submit" busy={saving}>
              {submitLabel}
            </Button>
          </div>
        ) : null}
      </fieldset>
      <aside className={styles.preview} aria-label="Prévia no app do membro">
        <BrandPreview name={name} logo={logo} colors={colors} />
      </aside>
    </form>
  );
}
