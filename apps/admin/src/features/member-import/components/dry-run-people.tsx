import { IMPORT_FIELD_LABELS, type ImportJob } from '@clube/contract/admin';
import { formatCount } from '../../../lib/format';
import styles from './import.module.css';

/** "(20 de 100)" when the job lists only the first rows of an action. */
function Shown({ shown, total }: { shown: number; total: number }) {
  return (
    <span className={styles.muted}>
      ({formatCount(Math.min(shown, total))} de {formatCount(total)})
    </span>
  );
}

/**
 * The dry run's people: who the confirmed import would create, and, for each CPF already on file,
 * every field that differs from the record (as stored → as in the file). CPFs come masked.
 */
export function DryRunPeople({ job }: { job: ImportJob }) {
  return (
    <>
      {job.firstCreates.length > 0 ? (
        <section className={styles.errors} aria-labelledby="import-creates">
          <h3 id="import-creates" className={styles.previewTitle}>
            Pessoas a criar <Shown shown={job.firstCreates.length} total={job.counts.create} />
          </h3>
          <table className={styles.errorTable}>
            <caption className="visually-hidden">Pessoas a criar</caption>
            <thead>
              <tr>
                <th scope="col">Linha</th>
                <th scope="col">CPF</th>
                <th scope="col">Nome</th>
                <th scope="col">Perfil</th>
              </tr>
            </thead>
            <tbody>
              {job.firstCreates.map((p) => (
                <tr key={p.line}>
                  <td>{p.line}</td>
                  <td className={styles.nowrap}>{p.cpf}</td>
                  <td>
                    {p.nome}
                    {p.hasSignIn ? (
                      <span className={styles.note}>
                        {' '}
                        · já entra no app por outra empresa: ganha só o cartão desta
                      </span>
                    ) : null}
                  </td>
                  <td>{p.perfil}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {job.firstUpdates.length > 0 ? (
        <section className={styles.errors} aria-labelledby="import-updates">
          <h3 id="import-updates" className={styles.previewTitle}>
            Cadastros a atualizar{' '}
            <Shown shown={job.firstUpdates.length} total={job.counts.update} />
          </h3>
          <ul className={styles.updates}>
            {job.firstUpdates.map((p) => (
              <li key={p.line}>
                <table className={styles.errorTable}>
                  <caption className={styles.updateCaption}>
                    Linha {p.line}: {p.nome} <span className={styles.nowrap}>({p.cpf})</span>
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Campo</th>
                      <th scope="col">No cadastro</th>
                      <th scope="col">No arquivo</th>
                    </tr>
                  </thead>
                  <tbody>
                    {p.changes.map((c) => (
                      <tr key={c.field}>
                        <th scope="row">{IMPORT_FIELD_LABELS[c.field]}</th>
                        <td>{c.from}</td>
                        <td>{c.to}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
