import { endpoints, PROFILES, VIDEO_SERVICE_LABELS, type Appointment } from '@clube/contract';
import { describe, expect } from 'vitest';
import { DEMO_ACCOUNTS, seedDemoData } from '../../src/db/seed/index.js';
import { call, tokenFor } from '../helpers/app.js';
import { apiTest } from '../helpers/fixture.js';
import { TEST_PASSWORD_COST } from '../helpers/test-database.js';

const it = apiTest().extend('world', { scope: 'file' }, async ({ app, db }) => {
  const result = await seedDemoData(db, { passwordCost: TEST_PASSWORD_COST });
  if (!result.seeded) throw new Error('the seed did not run');
  /** The demo member's Viva Mais card, as the app shows it after `npm start`. */
  const card = { idCliente: result.members.demo.cards.viva!.clienteId, idPerfil: PROFILES.titular };
  const token = await tokenFor(app.app, DEMO_ACCOUNTS.demo);
  return { token, card };
});

describe('Tá Dodói on the demo data', () => {
  it('answers the attendance line, the people and every video service of Viva Mais', async ({
    app,
    world: { token, card },
  }) => {
    const line = await call(app.app, endpoints.getAtendimento, undefined, { token });
    expect(line.json()).toMatchObject({ telefone: '08007654321' });
    const people = await call(app.app, endpoints.listaPessoasCombo, card, { token });
    expect(people.json<{ idCliente: number }[]>()[0]!.idCliente).toBe(card.idCliente);
    const links = await call(app.app, endpoints.habilitarLinkAtendimento, card, { token });
    expect(links.json<{ tipo: string }[]>().map((l) => l.tipo)).toEqual(
      Object.keys(VIDEO_SERVICE_LABELS),
    );
  });

  it('opens every seeded prescription as a PDF', async ({ app, world: { token, card } }) => {
    const list = await call(app.app, endpoints.listaMinhasReceitas, card, { token });
    const prescriptions = list.json<{ id: number }[]>();
    expect(prescriptions).toHaveLength(3);
    for (const { id } of prescriptions) {
      const link = await call(
        app.app,
        endpoints.listaMinhasReceitasDocumento,
        { ...card, idDocumento: id },
        { token },
      );
      const pdf = await app.app.inject({ method: 'GET', url: link.json<{ data: string }>().data });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('lists the agenda without the cancelled appointment, and cancels a cancellable one', async ({
    app,
    world: { token, card },
  }) => {
    const list = await call(app.app, endpoints.listaMeusAgendamentos, card, { token });
    const appointments = list.json<Appointment[]>();
    expect(appointments).toHaveLength(5);
    const cancellable = appointments.find((a) => a.habilitaCancelamento)!;
    const cancelled = await call(
      app.app,
      endpoints.cancelarAgendamento,
      { ...card, codigo: cancellable.codigo },
      { token },
    );
    expect(cancelled.json()).toEqual({ message: 'Agendamento cancelado!' });
    const after = await call(app.app, endpoints.listaMeusAgendamentos, card, { token });
    expect(after.json<Appointment[]>()).toHaveLength(4);
  });
});
