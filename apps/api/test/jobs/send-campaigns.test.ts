import type { Kysely } from 'kysely';
import { describe, expect } from 'vitest';
import type { Database } from '../../src/db/schema.js';
import { sendCampaignsJob } from '../../src/jobs/send-campaigns.js';
import { CAMPAIGN_SEND, campaignDue } from '../../src/modules/campaigns/send.js';
import { apiTest } from '../helpers/fixture.js';
import { createMember, insertEmpresa } from '../helpers/factories.js';
import { createOperator } from '../admin/helpers.js';

/*
 * The campaigns job: a campaign due is sent by whichever instance takes the lease, once; a
 * campaign sent now wakes the job at once, and shutdown waits for that wake-up to finish.
 */
const it = apiTest();

async function campaign(db: Kysely<Database>, empresaId: number, enviarEm: string) {
  const operator = await createOperator(db, { role: 'admin' });
  const { id } = await db
    .insertInto('campanha')
    .values({
      titulo: 'Do job',
      texto: 'Texto.',
      tela: 'inicio',
      parceiro_id: null,
      perfil_id: null,
      cidade: null,
      uso_parceiro_id: null,
      uso_modo: 'com',
      canais: 'email',
      enviar_em: enviarEm,
      status: 'agendada',
      destinatarios: null,
      operador_id: operator.row.id,
      created_at: enviarEm,
      enviada_em: null,
      cancelada_em: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('campanha_empresa')
    .values({ campanha_id: id, empresa_id: empresaId })
    .execute();
  return id;
}

const noticesOf = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom('aviso')
    .select(['cliente_id', 'canais'])
    .where('chave', '=', `campanha:${id}`)
    .execute();

describe('the campaigns job', () => {
  it('sends a due campaign once when two instances run it; a wake-up sends at once and is awaited', async ({
    db,
  }) => {
    const empresa = await insertEmpresa(db);
    const m = await createMember(db, { empresas: [empresa] });
    const at = new Date('2026-12-05T12:00:00Z');
    const due = await campaign(db, empresa.id, '2026-12-05T11:59:00.000Z');
    await db.deleteFrom('tarefa').where('nome', '=', CAMPAIGN_SEND.jobName).execute();
    const one = sendCampaignsJob(db, () => at);
    const two = sendCampaignsJob(db, () => at);
    const results = await Promise.all([one.run(), two.run()]);
    expect(results.filter((r) => r === null)).toHaveLength(1);
    expect(await noticesOf(db, due)).toEqual([{ cliente_id: m.cards[0]!.id, canais: 'email' }]);

    // Within the lease's interval no tick sends, but a campaign sent now wakes the job.
    const now = await campaign(db, empresa.id, '2026-12-05T12:00:00.000Z');
    expect(await one.run()).toBeNull();
    campaignDue();
    // Both instances of this process heard it; the key keeps it one notice per card.
    await Promise.all([one.settle?.(), two.settle?.()]);
    expect(await noticesOf(db, now)).toHaveLength(1);
    const row = await db
      .selectFrom('campanha')
      .select(['status', 'destinatarios'])
      .where('id', '=', now)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'enviada', destinatarios: 1 });
  });
});
