import { PostgresAdapter, sql, type Kysely } from 'kysely';

/*
 * Partner accesses and counter uses counted per company, partner and Brazilian day
 * (docs/decisions/127-partner-day-counters.md): the usage report reads a year of a company as at
 * most 366 × partners rows instead of every access of the year.
 *
 * The database keeps the counters, in the writing statement's transaction, by triggers: every path
 * that adds or removes an access or a use (the member's visit, a card's erasure, a dependent deleted
 * with its accesses by cascade, a use undone) moves the counter with it, and no app code can forget
 * one. As the report counted before:
 * - an access counts under the company stored on its row (`parceiro_acesso.empresa_id`); a row
 *   without one (made by hand) is not counted;
 * - an erased person's accesses are deleted, and leave the counters with them;
 * - a use counts while it is not undone (`uso.desfeito_em` null).
 *
 * The accesses and uses recorded so far are counted in by the same rules.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable('parceiro_dia')
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id'))
    .addColumn('dia', 'text', (c) => c.notNull())
    .addColumn('parceiro_id', 'integer', (c) => c.notNull().references('parceiro.id'))
    .addColumn('acessos', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('usos', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('parceiro_dia_pk', ['empresa_id', 'dia', 'parceiro_id'])
    .execute();

  await sql`
    insert into parceiro_dia (empresa_id, dia, parceiro_id, acessos, usos)
    select empresa_id, dia, parceiro_id, sum(acessos), sum(usos) from (
      select empresa_id, dia, parceiro_id, count(*) as acessos, 0 as usos
      from parceiro_acesso where empresa_id is not null
      group by empresa_id, dia, parceiro_id
      union all
      select empresa_id, dia, parceiro_id, 0 as acessos, count(*) as usos
      from uso where desfeito_em is null
      group by empresa_id, dia, parceiro_id
    ) t
    group by empresa_id, dia, parceiro_id`.execute(db);

  /** `column` of the (empresa, dia, parceiro) row of `rec` ('new' or 'old') moves by `delta`. */
  const bump = (rec: 'new' | 'old', column: 'acessos' | 'usos', delta: 1 | -1) =>
    delta === 1
      ? `insert into parceiro_dia (empresa_id, dia, parceiro_id, ${column})
         values (${rec}.empresa_id, ${rec}.dia, ${rec}.parceiro_id, 1)
         on conflict (empresa_id, dia, parceiro_id)
         do update set ${column} = parceiro_dia.${column} + 1`
      : `update parceiro_dia set ${column} = ${column} - 1
         where empresa_id = ${rec}.empresa_id and dia = ${rec}.dia
           and parceiro_id = ${rec}.parceiro_id`;

  // When a row counts: an access with its company, a use not undone.
  const counts = {
    parceiro_acesso: (rec: 'new' | 'old') => `${rec}.empresa_id is not null`,
    uso: (rec: 'new' | 'old') => `${rec}.desfeito_em is null`,
  };
  const column = { parceiro_acesso: 'acessos', uso: 'usos' } as const;
  const watched = {
    parceiro_acesso: 'empresa_id, dia, parceiro_id',
    uso: 'empresa_id, dia, parceiro_id, desfeito_em',
  };

  for (const table of ['parceiro_acesso', 'uso'] as const) {
    const c = column[table];
    if (postgres) {
      await sql
        .raw(
          `create function ${table}_conta() returns trigger language plpgsql as $$
          begin
            if tg_op <> 'INSERT' and ${counts[table]('old')} then
              ${bump('old', c, -1)};
            end if;
            if tg_op <> 'DELETE' and ${counts[table]('new')} then
              ${bump('new', c, 1)};
            end if;
            return null;
          end $$`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${table}_conta after insert or delete or update of ${watched[table]}
           on ${table} for each row execute function ${table}_conta()`,
        )
        .execute(db);
    } else {
      await sql
        .raw(
          `create trigger ${table}_conta_insert after insert on ${table}
           when ${counts[table]('new')}
           begin ${bump('new', c, 1)}; end`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${table}_conta_delete after delete on ${table}
           when ${counts[table]('old')}
           begin ${bump('old', c, -1)}; end`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${table}_conta_update after update of ${watched[table]} on ${table}
           begin
             update parceiro_dia set ${c} = ${c} - 1
             where ${counts[table]('old')} and empresa_id = old.empresa_id and dia = old.dia
               and parceiro_id = old.parceiro_id;
             insert into parceiro_dia (empresa_id, dia, parceiro_id, ${c})
             select new.empresa_id, new.dia, new.parceiro_id, 1 where ${counts[table]('new')}
             on conflict (empresa_id, dia, parceiro_id) do update set ${c} = parceiro_dia.${c} + 1;
           end`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of ['parceiro_acesso', 'uso'] as const) {
    if (postgres) {
      await sql.raw(`drop trigger if exists ${table}_conta on ${table}`).execute(db);
      await sql.raw(`drop function if exists ${table}_conta()`).execute(db);
    } else
      for (const op of ['insert', 'delete', 'update'])
        await sql.raw(`drop trigger if exists ${table}_conta_${op}`).execute(db);
  }
  await db.schema.dropTable('parceiro_dia').execute();
}
