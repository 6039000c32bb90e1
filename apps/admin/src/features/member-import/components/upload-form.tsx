import {
  IMPORT_FIRST_PASSWORD,
  IMPORT_LIMITS,
  type ImportFirstPassword,
  type NamedRef,
} from '@clube/contract/admin';
import { Download, Upload } from 'lucide-react';
import { useState, type FormEvent } from 'react';
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
  const [companyId, setCompanyId] = useState(
    companies.length === 1 ? String(companies[0]!.id) : '',
  );
  const [firstPassword, setFirstPassword] = useState<ImportFirstPassword>(
    IMPORT_FIRST_PASSWORD.birthDate,
  );
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<{ company?: string; file?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(companyId ? {} : { company: 'Escolha a empresa dos membros.' }),
      ...(file
        ? file.size > IMPORT_LIMITS.fileBytes
          ? { file: 'O arquivo passa de 5 MB. Divida-o em arquivos menores.' }
          : {}
        : { file: 'Escolha o arquivo CSV.' }),
    };
    setProblems(found);
    if (file && companyId && Object.keys(found).length === 0)
      onSubmit({ file, companyId: Number(companyId), firstPassword });
  };

  return (
    <div className={styles.uploadLayout}>
      <Panel title="1. Escolha a empresa e o arquivo">
        <form className={styles.form} onSubmit={submit} noValidate>
          {error ? (
            <Notice tone="error" role="alert">
              {error}
            </Notice>
          ) : null}
          <SelectField
            label="Empresa"
            value={companyId}
            error={problems.company}
            onChange={(event) => setCompanyId(event.target.value)}
          >
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
                name="firstPassword"
                checked={firstPassword === IMPORT_FIRST_PASSWORD.birthDate}
                onChange={() => setFirstPassword(IMPORT_FIRST_PASSWORD.birthDate)}
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
                name="firstPassword"
                checked={firstPassword === IMPORT_FIRST_PASSWORD.email}
                onChange={() => setFirstPassword(IMPORT_FIRST_PASSWORD.email)}
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
            error={problems.file}
            hint="UTF-8 ou Windows-1252, separado por ; ou ,. CPF com ou sem pontuação. Até 5 MB."
          >
            {({ id, describedBy }) => (
              <input
                id={id}
                type="file"
                accept=".csv,text/csv"
                className={styles.file}
                aria-describedby={describedBy}
                aria-invalid={problems.file ? true : undefined}
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
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
