import { todayInBrazil } from '@clube/contract';
import type { Cliente } from '../../src/db/schema.js';
import { apiTest } from '../helpers/fixture.js';
import { recordsWorldOn, type RecordsWorld } from '../helpers/records-world.js';

/** A minimal PDF: enough for the bytes to be a PDF. */
export const pdfBytes = (text: string) =>
  Buffer.from(
    `%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );

/**
 * The records world with attendance enabled on the company of `me.cards[0]` (and of someone
 * else's card); `me.cards[1]`'s company keeps it off.
 */
async function enableAttendance(w: RecordsWorld): Promise<RecordsWorld> {
  await w.t.database.db
    .updateTable('empresa')
    .set({ atendimento_liberado: 1 })
    .where('id', '=', w.empresa.id)
    .execute();
  return w;
}

/** The shared API fixture with `records`, the Tá Dodói world above, built once per file. */
export function tadodoiTest() {
  return apiTest().extend('records', { scope: 'file' }, async ({ app }) =>
    enableAttendance(await recordsWorldOn(app)),
  );
}

export async function insertPrescription(
  w: RecordsWorld,
  owner: Cliente,
  values: { descricao: string; medico?: string; especialidade?: string; createdAt: string },
  document: { mime?: string; bytes?: Buffer } | null = {},
) {
  const db = w.t.database.db;
  const documento = document
    ? await db
        .insertInto('documento')
        .values({
          cliente_id: owner.id,
          nome_arquivo: 'receita.pdf',
          mime: document.mime ?? 'application/pdf',
          conteudo: document.bytes ?? pdfBytes(values.descricao),
          created_at: values.createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    : null;
  await db
    .insertInto('receita')
    .values({
      cliente_id: owner.id,
      descricao: values.descricao,
      medico: values.medico ?? '',
      especialidade: values.especialidade ?? '',
      documento_id: documento?.id ?? null,
      created_at: values.createdAt,
    })
    .execute();
  return documento?.id ?? null;
}

/** yyyy-mm-dd `days` from today in Brazil. */
export function brazilDay(days: number, now = new Date()): string {
  const [y, m, d] = todayInBrazil(now).split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

let codes = 0;

export async function insertAppointment(
  w: RecordsWorld,
  owner: Cliente,
  values: Partial<{
    data_consulta: string;
    hora_inicio: string;
    hora_fim: string;
    url_video: string;
    cancelavel: 0 | 1;
    status: 'agendado' | 'cancelado';
  }> = {},
): Promise<string> {
  codes += 1;
  const codigo = `CNS-${String(100000 + codes)}`;
  await w.t.database.db
    .insertInto('agendamento')
    .values({
      codigo,
      cliente_id: owner.id,
      data_consulta: brazilDay(3),
      hora_inicio: '09:00',
      hora_fim: '09:30',
      medico: 'Dra. Camila Ferreira',
      especialidade: 'Clínica Geral',
      url_video: '',
      cancelavel: 1,
      status: 'agendado',
      cancelado_em: null,
      ...values,
    })
    .execute();
  return codigo;
}

export function appointmentRow(w: RecordsWorld, codigo: string) {
  return w.t.database.db
    .selectFrom('agendamento')
    .selectAll()
    .where('codigo', '=', codigo)
    .executeTakeFirstOrThrow();
}
