import { endpoints, PROFILES, VIDEO_SERVICE_LABELS, type Appointment } from '@clube/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, seedDemoData } from '../../src/db/seed/index.js';
import { call, createTestApp, tokenFor, type TestApp } from '../helpers/app.js';
import { TEST_PASSWORD_COST } from '../helpers/test-database.js';

/** The demo member's Viva Mais card, as the app shows it after `npm start`. */
let t: TestApp;
let token: string;
let card: { idCliente: number; idPerfil: number };

beforeAll(async () => {
  t = await createTestApp();
  const result = await seedDemoData(t.database.db, { passwordCost: TEST_PASSWORD_COST });
  if (!result.seeded) throw new Error('the seed did not run');
  card = { idCliente: result.members.demo.cards.viva!.clienteId, idPerfil: PROFILES.titular };
  token = await tokenFor(t.app, DEMO_ACCOUNTS.demo);
});
afterAll(() => t.close());

describe('Tá Dodói on the demo data', () => {
  it('answers the attendance line, the people and every video service of Viva Mais', async () => {
    const line = await call(t.app, endpoints.getAtendimento, undefined, { token });
    expect(line.json()).toMatchObject({ telefone: '08007654321' });
    const people = await call(t.app, endpoints.listaPessoasCombo, card, { token });
    expect(people.json<{ idCliente: number }[]>()[0]!.idCliente).toBe(card.idCliente);
    const links = await call(t.app, endpoints.habilitarLinkAtendimento, card, { token });
    expect(links.json<{ tipo: string }[]>().map((l) => l.tipo)).toEqual(
      Object.keys(VIDEO_SERVICE_LABELS),
    );
  });

  it('opens every seeded prescription as a PDF', async () => {
    const list = await call(t.app, endpoints.listaMinhasReceitas, card, { token });
    const prescriptions = list.json<{ id: number }[]>();
    expect(prescriptions).toHaveLength(3);
    for (const { id } of prescriptions) {
      const link = await call(
        t.app,
        endpoints.listaMinhasReceitasDocumento,
        { ...card, idDocumento: id },
        { token },
      );
      const pdf = await t.app.inject({ method: 'GET', url: link.json<{ data: string }>().data });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('lists the agenda without the cancelled appointment, and cancels a cancellable one', async () => {
    const list = await call(t.app, endpoints.listaMeusAgendamentos, card, { token });
    const appointments = list.json<Appointment[]>();
    expect(appointments).toHaveLength(5);
    const cancellable = appointments.find((a) => a.habilitaCancelamento)!;
    const cancelled = await call(
      t.app,
      endpoints.cancelarAgendamento,
      { ...card, codigo: cancellable.codigo },
      { token },
    );
    expect(cancelled.json()).toEqual({ message: 'Agendamento cancelado!' });
    const after = await call(t.app, endpoints.listaMeusAgendamentos, card, { token });
    expect(after.json<Appointment[]>()).toHaveLength(4);
  });
});
