import { sql, type Kysely } from 'kysely';
import { isPostgres } from './shared.js';

/*
 * The last sign-in day of each company's members (docs/decisions/131-last-sign-in-per-member.md):
 * one row per company and member who holds a card there (`titular_id` null) and has signed in, with
 * the day of the member's latest `login_evento`. The report counts the members who signed in over a
 * period ending on or after that day as one index range of the company, instead of seeking every
 * card's events.
 *
 * The database keeps it, in the writing statement's transaction, by triggers on both sides of the
 * question the report asks (which members hold a card of the company, and when did they last sign
 * in): a sign-in recorded or deleted, and a holder card added, deleted, moved to another company or
 * person, made a dependent's, or erased (its person unlinked). No app code has to remember it.
 *
 * The rows for the sign-ins and cards recorded so far are computed by the same rule.
 */

/** The member's holder cards' companies get (or move forward to) the sign-in day of `rec`. */
const signedIn = (rec: 'new') => `
  insert into login_membro (usuario_id, empresa_id, dia)
  select distinct ${rec}.usuario_id, empresa_id, ${rec}.dia from cliente
  where usuario_id = ${rec}.usuario_id and titular_id is null
  on conflict (usuario_id, empresa_id)
  do update set dia = excluded.dia where excluded.dia > login_membro.dia`;

/**
 * A sign-in of the member was deleted: the member's rows that held its day take the latest day left,
 * and go when none is left.
 */
const signInGone = (rec: 'old') => [
  `update login_membro
   set dia = (select max(dia) from login_evento where usuario_id = ${rec}.usuario_id)
   where usuario_id = ${rec}.usuario_id and dia = ${rec}.dia
     and exists (select 1 from login_evento where usuario_id = ${rec}.usuario_id)`,
  `delete from login_membro
   where usuario_id = ${rec}.usuario_id
     and not exists (select 1 from login_evento where usuario_id = ${rec}.usuario_id)`,
];

/** A card is a member's holder card. */
const holder = (rec: 'new' | 'old') =>
  `${rec}.titular_id is null and ${rec}.usuario_id is not null`;

/** A holder card now exists for (company, member): the row, if the member has signed in. */
const cardIn = (rec: 'new', also = '') => `
  insert into login_membro (usuario_id, empresa_id, dia)
  select usuario_id, empresa_id, dia from (
    select ${rec}.usuario_id as usuario_id, ${rec}.empresa_id as empresa_id, max(dia) as dia
    from login_evento where usuario_id = ${rec}.usuario_id
  ) latest
  where dia is not null ${also}
  on conflict (usuario_id, empresa_id) do nothing`;

/** A holder card of (company, member) is gone: the row goes unless another such card is left. */
const cardOut = (rec: 'old', also = '') => `
  delete from login_membro
  where usuario_id = ${rec}.usuario_id and empresa_id = ${rec}.empresa_id
    and not exists (
      select 1 from cliente
      where usuario_id = ${rec}.usuario_id and empresa_id = ${rec}.empresa_id
        and titular_id is null
    ) ${also}`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_membro')
    .addColumn('usuario_id', 'integer', (c) =>
      c.notNull().references('usuario.id').onDelete('cascade'),
    )
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id'))
    .addColumn('dia', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('login_membro_pk', ['usuario_id', 'empresa_id'])
    .execute();
  // The report's read: one range per company and period, answered from the index alone.
  await db.schema
    .createIndex('login_membro_empresa_dia_idx')
    .on('login_membro')
    .columns(['empresa_id', 'dia', 'usuario_id'])
    .execute();

  await sql`
    insert into login_membro (usuario_id, empresa_id, dia)
    select c.usuario_id, c.empresa_id, e.dia
    from (select distinct usuario_id, empresa_id from cliente
          where titular_id is null and usuario_id is not null) c
    join (select usuario_id, max(dia) as dia from login_evento group by usuario_id) e
      on e.usuario_id = c.usuario_id`.execute(db);

  if (isPostgres(db)) {
    await sql
      .raw(
        `create function login_evento_membro() returns trigger language plpgsql as $$
        begin
          if tg_op <> 'INSERT' then
            ${signInGone('old').join(';\n')};
          end if;
          if tg_op <> 'DELETE' then
            ${signedIn('new')};
          end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger login_evento_membro after insert or delete or update of usuario_id, dia
         on login_evento for each row execute function login_evento_membro()`,
      )
      .execute(db);
    await sql
      .raw(
        `create function cliente_login_membro() returns trigger language plpgsql as $$
        begin
          if tg_op <> 'INSERT' and ${holder('old')} then
            ${cardOut('old')};
          end if;
          if tg_op <> 'DELETE' and ${holder('new')} then
            ${cardIn('new')};
          end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger cliente_login_membro
         after insert or delete or update of usuario_id, empresa_id, titular_id
         on cliente for each row execute function cliente_login_membro()`,
      )
      .execute(db);
    return;
  }

  const trigger = (name: string, on: string, when: string, body: string[]) =>
    sql
      .raw(
        `create trigger ${name} after ${on} ${when ? `when ${when}` : ''}
         begin ${body.map((s) => `${s};`).join('\n')} end`,
      )
      .execute(db);
  await trigger('login_evento_membro_insert', 'insert on login_evento', '', [signedIn('new')]);
  await trigger('login_evento_membro_delete', 'delete on login_evento', '', signInGone('old'));
  await trigger('login_evento_membro_update', 'update of usuario_id, dia on login_evento', '', [
    ...signInGone('old'),
    signedIn('new'),
  ]);
  await trigger('cliente_login_membro_insert', 'insert on cliente', holder('new'), [cardIn('new')]);
  await trigger('cliente_login_membro_delete', 'delete on cliente', holder('old'), [
    cardOut('old'),
  ]);
  await trigger(
    'cliente_login_membro_update',
    'update of usuario_id, empresa_id, titular_id on cliente',
    '',
    [
      // Each statement checks its own side: the old card was a holder, the new one is.
      cardOut('old', `and ${holder('old')}`),
      cardIn('new', `and ${holder('new')}`),
    ],
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql.raw('drop trigger if exists login_evento_membro on login_evento').execute(db);
    await sql.raw('drop function if exists login_evento_membro()').execute(db);
    await sql.raw('drop trigger if exists cliente_login_membro on cliente').execute(db);
    await sql.raw('drop function if exists cliente_login_membro()').execute(db);
  } else
    for (const name of [
      'login_evento_membro_insert',
      'login_evento_membro_delete',
      'login_evento_membro_update',
      'cliente_login_membro_insert',
      'cliente_login_membro_delete',
      'cliente_login_membro_update',
    ])
      await sql.raw(`drop trigger if exists ${name}`).execute(db);
  await db.schema.dropTable('login_membro').execute();
}
