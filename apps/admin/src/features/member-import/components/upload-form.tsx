import {
  IMPORT_FIRST_PASSWORD,
  IMPORT_LIMITS,
  type ImportFirstPassword,
  type NamedRef,
} from '@clube/contract/admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { Download, Upload } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/button';
import { FieldFrame, SelectField } from '../../../components/field';
import { Panel } from '../../../components/page';
import { Notice } from '../../../components/state-message';
import { TEMPLATE_URL } from '../api/imports';
import styles from './import.module.css';

export interface UploadValues {
  file: File;
  companyId: number;
  firstPassword: ImportFirstPassword;
}

/**
 * The upload's own checks: the contract checks the upload's query on the server, but a file is no
 * contract field, and the company is chosen from a list that starts empty.
 */
const uploadFields = z.object({
  companyId: z.string().regex(/^\d+$/, 'Escolha a empresa dos membros.').transform(Number),
  firstPassword: z.enum([IMPORT_FIRST_PASSWORD.birthDate, IMPORT_FIRST_PASSWORD.email]),
  file: z
    .instanceof(File, { message: 'Escolha o arquivo CSV.' })
    .nullable()
    .refine((file) => file !== null, 'Escolha o arquivo CSV.')
    .refine(
      (file) => file === null || file.size <= IMPORT_LIMITS.fileBytes,
      'O arquivo passa de 5 MB. Divida-o em arquivos menores.',
    )
    .transform((file) => file as File),
});
type UploadFieldsInput = z.input<typeof uploadFields>;

/** Company, how new members get their first password, and the CSV: then the dry run. */
export function UploadForm({
  companies,
  onSubmit,
  busy,
  error,
}: {
  companies: NamedRef[];
  onSubmit: (values: UploadValues) => void;
  busy: boolean;
  error: string | null;
}) {
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<UploadFieldsInput, unknown, UploadValues>({
    resolver: zodResolver(uploadFields),
    defaultValues: {
      companyId: companies.length === 1 ? String(companies[0]!.id) : '',
      firstPassword: IMPORT_FIRST_PASSWORD.birthDate,
      file: null,
    },
  });
  const submit = handleSubmit(onSubmit);

  return (
    <div className={styles.uploadLayout}>
      <Panel title="1. Escolha a empresa e o arquivo">
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          {error ? (
            <Notice tone="error" role="alert">
              {error}
            </Notice>
          ) : null}
          <SelectField label="Empresa" error={errors.companyId?.message} {...register('companyId')}>
            <option value="">Escolha a empresa</option>
            {companies.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <fieldset className={styles.choices}>
            <legend>Senha inicial dos novos membros</legend>
            <label>
              <input
                type="radio"
                value={IMPORT_FIRST_PASSWORD.birthDate}
                {...register('firstPassword')}
              />
              <span>
                Data de nascimento (ddmmaaaa)
                <small>
                  Ex.: nascido em 20/05/1990 → 20051990. Informe ao membro por outro canal.
                </small>
              </span>
            </label>
            <label>
              <input
                type="radio"
                value={IMPORT_FIRST_PASSWORD.email}
                {...register('firstPassword')}
              />
              <span>
                Senha aleatória enviada por e-mail
                <small>Cada novo membro precisa ter e-mail no arquivo.</small>
              </span>
            </label>
            <p className={styles.note}>
              Em ambos os casos o membro troca a senha no primeiro acesso; ela não é mostrada aqui.
            </p>
          </fieldset>
          <FieldFrame
            label="Arquivo CSV"
            error={errors.file?.message}
            hint="UTF-8 ou Windows-1252, separado por ; ou ,. CPF com ou sem pontuação. Até 5 MB."
          >
            {({ id, describedBy }) => (
              <input
                id={id}
                type="file"
                accept=".csv,text/csv"
                className={styles.file}
                aria-describedby={describedBy}
                aria-invalid={errors.file ? true : undefined}
                onChange={(event) =>
                  setValue('file', event.target.files?.[0] ?? null, { shouldValidate: isSubmitted })
                }
              />
            )}
          </FieldFrame>
          <div>
            <Button type="submit" busy={busy}>
              <Upload size={16} aria-hidden="true" />
              Enviar e conferir
            </Button>
          </div>
        </form>
      </Panel>
      <Panel title="Modelo do arquivo">
        <div className={styles.template}>
          <p>
            Baixe o modelo, preencha uma linha por membro e salve como CSV. A chave é o CPF:
            reenviar o mesmo arquivo não muda nada.
          </p>
          <p>
            Nada é gravado ao enviar: você confere o resultado (quem será criado, atualizado ou tem
            erro) antes de confirmar.
          </p>
          <a className={styles.download} href={TEMPLATE_URL} download="modelo-membros.csv">
            <Download size={16} aria-hidden="true" />
            Baixar modelo (CSV)
          </a>
        </div>
      </Panel>
    </div>
  );
}
