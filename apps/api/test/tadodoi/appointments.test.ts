import { endpoints, TADODOI_MESSAGES, type Appointment } from '@clube/contract';
import { describe, expect } from 'vitest';
import { localTelemedicineProvider } from '../../src/providers/telemedicine/local.js';
import { call, tokenFor } from '../helpers/app.js';
import { createMember } from '../helpers/factories.js';
import { FORBIDDEN, identityOf, type RecordsWorld } from '../helpers/records-world.js';
import { appointmentRow, brazilDay, tadodoiTest, insertAppointment } from './tadodoi-world.js';

const it = tadodoiTest();

const agenda = (w: RecordsWorld, body: unknown, token = w.token) =>
  call(w.t.app, endpoints.listaMeusAgendamentos, body, { token });
const cancel = (w: RecordsWorld, body: unknown, token = w.token) =>
  call(w.t.app, endpoints.cancelarAgendamento, body, { token });
const card = (w: RecordsWorld) => w.me.cards[0]!;
const conflictOf = (message: string) => ({ message, code: 'CONFLICT' });

describe('POST /api/taDodoi/v1/lista-meus-agendamentos', () => {
  it("answers the identity's appointments, earliest first, in Brazil's dates and times", async ({
    records: w,
  }) => {
    const member = await createMember(w.t.database.db, { empresas: [w.empresa] });
    const token = await tokenFor(w.t.app, member.usuario);
    const mine = member.cards[0]!;
    const later = await insertAppointment(w, mine, {
      data_consulta: '2099-03-06',
      hora_inicio: '14:00:00',
      hora_fim: '14:40:00',
      url_video: '',
    });
    const sooner = await insertAppointment(w, mine, {
      data_consulta: '2099-03-02',
      hora_inicio: '09:00',
      hora_fim: '09:30',
      url_video: '/media/sala',
    });
    const past = await insertAppointment(w, mine, { data_consulta: brazilDay(-15) });
    const locked = await insertAppointment(w, mine, { data_consulta: '2099-03-03', cancelavel: 0 });
    await insertAppointment(w, mine, { data_consulta: '2099-03-04', status: 'cancelado' });
    await insertAppointment(w, member.dependent, { data_consulta: '2099-03-05' });

    const response = await agenda(w, identityOf(mine), token);
    expect(response.statusCode).toBe(200);
    const list = response.json<Appointment[]>();
    expect(list.map((a) => a.codigo)).toEqual([past, sooner, locked, later]);
    expect(list[1]).toEqual({
      codigo: sooner,
      dataConsulta: '2099-03-02',
      diaSemana: 'Segunda-feira',
      horaInicio: '09:00',
      horaFim: '09:30',
      medico: 'Dra. Camila Ferreira',
      especialidade: 'Clínica Geral',
      urlVideo: '/media/sala',
      habilitaCancelamento: true,
    });
    expect(list[3]).toMatchObject({
      diaSemana: 'Sexta-feira',
      horaInicio: '14:00',
      horaFim: '14:40',
      urlVideo: '',
      habilitaCancelamento: true,
    });
    expect(list[0]!.habilitaCancelamento).toBe(false);
    expect(list[2]!.habilitaCancelamento).toBe(false);
  });

  it("answers a dependent's own appointments", async ({ records: w }) => {
    const codigo = await insertAppointment(w, w.me.dependent);
    const response = await agenda(w, identityOf(w.me.dependent));
    expect(response.statusCode).toBe(200);
    expect(response.json<Appointment[]>().map((a) => a.codigo)).toEqual([codigo]);
  });

  it("refuses another member's card and a company with attendance off", async ({ records: w }) => {
    const theirs = await agenda(w, identityOf(w.someoneElse.cards[0]!));
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual(FORBIDDEN);
    const off = await agenda(w, identityOf(w.me.cards[1]!));
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({ code: 'ATTENDANCE_DISABLED' });
  });
});

describe('POST /api/taDodoi/v1/cancelar-agendamento', () => {
  it('cancels an appointment of the identity, which then leaves the agenda', async ({
    records: w,
  }) => {
    const codigo = await insertAppointment(w, card(w), { data_consulta: brazilDay(2) });
    const response = await cancel(w, { ...identityOf(card(w)), codigo });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Agendamento cancelado!' });
    const row = await appointmentRow(w, codigo);
    expect(row.status).toBe('cancelado');
    expect(row.cancelado_em).not.toBeNull();
    const list = (await agenda(w, identityOf(card(w)))).json<Appointment[]>();
    expect(list.map((a) => a.codigo)).not.toContain(codigo);
  });

  it('lets a dependent acting cancel its own appointment', async ({ records: w }) => {
    const codigo = await insertAppointment(w, w.me.dependent);
    const response = await cancel(w, { ...identityOf(w.me.dependent), codigo });
    expect(response.statusCode).toBe(200);
    expect((await appointmentRow(w, codigo)).status).toBe('cancelado');
  });

  it('answers 409 to a second cancel', async ({ records: w }) => {
    const codigo = await insertAppointment(w, card(w));
    expect((await cancel(w, { ...identityOf(card(w)), codigo })).statusCode).toBe(200);
    const second = await cancel(w, { ...identityOf(card(w)), codigo });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual(conflictOf(TADODOI_MESSAGES.alreadyCancelled));
  });

  it('lets exactly one of two racing cancels win', async ({ records: w }) => {
    const codigo = await insertAppointment(w, card(w));
    const answers = await Promise.all([
      cancel(w, { ...identityOf(card(w)), codigo }),
      cancel(w, { ...identityOf(card(w)), codigo }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await appointmentRow(w, codigo)).status).toBe('cancelado');
  });

  it('cancels in the local provider only once, even after a stale read (the race settles there)', async ({
    records: w,
  }) => {
    const codigo = await insertAppointment(w, card(w));
    const db = w.t.database.db;
    const first = new Date('2030-01-01T12:00:00.000Z');
    expect(await localTelemedicineProvider.cancel(db, codigo, first)).toBe(true);
    expect(await localTelemedicineProvider.cancel(db, codigo, new Date())).toBe(false);
    expect((await appointmentRow(w, codigo)).cancelado_em).toBe(first.toISOString());
  });

  it('refuses an appointment that does not allow cancelling, unchanged', async ({ records: w }) => {
    const codigo = await insertAppointment(w, card(w), { cancelavel: 0 });
    const response = await cancel(w, { ...identityOf(card(w)), codigo });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(conflictOf(TADODOI_MESSAGES.notCancellable));
    expect((await appointmentRow(w, codigo)).status).toBe('agendado');
  });

  it('refuses an appointment that has already started, unchanged', async ({ records: w }) => {
    const codigo = await insertAppointment(w, card(w), { data_consulta: brazilDay(-1) });
    const response = await cancel(w, { ...identityOf(card(w)), codigo });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(conflictOf(TADODOI_MESSAGES.alreadyStarted));
    expect((await appointmentRow(w, codigo)).status).toBe('agendado');
  });

  it("refuses another member's appointment and a dependent's through the card, unchanged", async ({
    records: w,
  }) => {
    const theirs = await insertAppointment(w, w.someoneElse.cards[0]!);
    const asMine = await cancel(w, { ...identityOf(card(w)), codigo: theirs });
    expect(asMine.statusCode).toBe(403);
    expect(asMine.json()).toEqual(FORBIDDEN);
    const asTheirCard = await cancel(w, { ...identityOf(w.someoneElse.cards[0]!), codigo: theirs });
    expect(asTheirCard.statusCode).toBe(403);
    expect((await appointmentRow(w, theirs)).status).toBe('agendado');

    const childs = await insertAppointment(w, w.me.dependent);
    expect((await cancel(w, { ...identityOf(card(w)), codigo: childs })).statusCode).toBe(403);
    expect((await appointmentRow(w, childs)).status).toBe('agendado');

    expect((await cancel(w, { ...identityOf(card(w)), codigo: 'CNS-NAOEXISTE' })).statusCode).toBe(
      403,
    );
  });

  it('refuses a card whose company has attendance off, unchanged', async ({ records: w }) => {
    const codigo = await insertAppointment(w, w.me.cards[1]!);
    const response = await cancel(w, { ...identityOf(w.me.cards[1]!), codigo });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'ATTENDANCE_DISABLED' });
    expect((await appointmentRow(w, codigo)).status).toBe('agendado');
  });
});
