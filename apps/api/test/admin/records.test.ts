import { endpoints, PROFILES } from '@clube/contract';
import {
  adminEndpoints,
  cardRecords,
  recordsChangeResponse,
  type AppointmentBody,
  type ContractBody,
  type InvoiceBody,
} from '@clube/contract/admin';
import { describe, expect } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database, Empresa } from '../../src/db/schema.js';
import { call, tokenFor, type TestApp } from '../helpers/app.js';
import { apiTest } from '../helpers/fixture.js';
import { createMember, insertEmpresa, type TestMember } from '../helpers/factories.js';
import { adminCall, auditRows, signedInOperator, type SignedInOperator } from './members-world.js';

/** Contracts, invoices, prescriptions and appointments of a member card in the console (docs/product.md#console-card-records). */

let empresaA: Empresa;
let empresaB: Empresa;
let admin: SignedInOperator;
let operatorA: SignedInOperator;
let operatorB: SignedInOperator;
let supportA: SignedInOperator;
let member: TestMember;

/** A real bank linha digitável (47 digits) and a utility one (48), masked as printed. */
/** The Pix manual's static BR Code (CRC16 1D3D). */
const PIX =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
const BANK_LINE = '23793.38128 60007.827136 95000.063305 9 75520000370000';
const UTILITY_LINE = '85890000460-9 52460179160-5 60759305086-5 83148300001-0';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const pdfDataUrl = (bytes: Buffer = PDF) =>
  `data:application/pdf;base64,${bytes.toString('base64')}`;

const contract = (overrides: Partial<ContractBody> = {}): ContractBody => ({
  status: 'Ativo',
  formaPagamento: 'Boleto',
  valorMensal: 'R$ 1.234,56',
  inicio: '2026-01-01',
  fim: '',
  plano: 'Plano Família',
  ...overrides,
});
const invoice = (overrides: Partial<InvoiceBody> = {}): InvoiceBody => ({
  vencimento: '2026-12-10',
  pagoEm: '',
  formaPagamento: 'Boleto',
  valor: '129,90',
  boleto: 'https://boletos.example.com/2026-12.pdf',
  linhaDigitavel: BANK_LINE,
  status: 'Em aberto',
  ...overrides,
});
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const appointment = (overrides: Partial<AppointmentBody> = {}): AppointmentBody => ({
  data: inDays(10),
  inicio: '14:00',
  fim: '14:30',
  medico: 'Dra. Ana Souza',
  especialidade: 'Clínica geral',
  urlVideo: 'https://video.example.com/sala/123',
  cancelavel: true,
  ...overrides,
});

const cardA = () => member.cards[0]!;
const identityA = () => ({ idCliente: cardA().id, idPerfil: PROFILES.titular });

const RECORD_TABLES = [
  'contrato',
  'fatura',
  'documento',
  'receita',
  'agendamento',
  'cliente',
  'auditoria',
] as const;
async function dump(db: Kysely<Database>): Promise<string> {
  const out: Record<string, unknown> = {};
  for (const table of RECORD_TABLES) out[table] = await db.selectFrom(table).selectAll().execute();
  return JSON.stringify(out, (_k, v: unknown) => (Buffer.isBuffer(v) ? v.toString('base64') : v));
}

async function newContract(app: TestApp, who: SignedInOperator = admin, body = contract()) {
  const response = await adminCall(app.app, who, adminEndpoints.createContract, {
    params: { id: cardA().id },
    body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return recordsChangeResponse.parse(response.json()).records.contratos[0]!;
}

const it = apiTest();
it.beforeAll(async ({ app, db }) => {
  empresaA = await insertEmpresa(db, { nome: 'Alfa' });
  empresaB = await insertEmpresa(db, { nome: 'Beta' });
  admin = await signedInOperator(app.app, db, 'admin');
  operatorA = await signedInOperator(app.app, db, 'operator', [empresaA.id]);
  operatorB = await signedInOperator(app.app, db, 'operator', [empresaB.id]);
  supportA = await signedInOperator(app.app, db, 'support', [empresaA.id]);
  member = await createMember(db, { empresas: [empresaA] });
  // Tá Dodói answers only where the company has the attendance enabled.
  await db
    .updateTable('empresa')
    .set({ atendimento_liberado: 1 })
    .where('id', '=', empresaA.id)
    .execute();
});

describe('contracts and invoices', () => {
  it('an operator of the company adds a contract and an invoice; the member sees both at once', async ({
    app,
    db,
  }) => {
    const created = await newContract(app, operatorA);
    expect(created).toMatchObject({ valorMensal: 123456, plano: 'Plano Família', fim: '' });
    const response = await adminCall(app.app, operatorA, adminEndpoints.createInvoice, {
      params: { id: created.id },
      body: invoice(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = recordsChangeResponse.parse(response.json()).records.contratos[0]!.faturas[0]!;
    expect(saved).toMatchObject({ valor: 12990, linhaDigitavel: BANK_LINE.replace(/\D/g, '') });

    const token = await tokenFor(app.app, member.usuario);
    const contracts = await call(
      app.app,
      endpoints.getContrato,
      { idCliente: cardA().id },
      { token },
    );
    expect(contracts.json()).toContainEqual(
      expect.objectContaining({
        idContrato: created.id,
        valor_mensal: 1234.56,
        plano: 'Plano Família',
      }),
    );
    const invoices = await call(
      app.app,
      endpoints.getContratoPagamento,
      { idCliente: cardA().id, idContrato: created.id },
      { token },
    );
    expect(invoices.json()).toEqual([
      {
        vencimento: '2026-12-10',
        pagoEm: '',
        formaPagamento: 'Boleto',
        boleto: 'https://boletos.example.com/2026-12.pdf',
        status: 'Em aberto',
        valor: 129.9,
        linhaDigitavel: BANK_LINE.replace(/\D/g, ''),
        pix: '',
      },
    ]);
    const audit = await auditRows(db, 'invoices', saved.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ operador_id: operatorA.id, acao: 'create' });
  });

  it('stores a Pix copia e cola, the member gets it with the invoice, and an edit can remove it', async ({
    app,
  }) => {
    const c = await newContract(app);
    const created = await adminCall(app.app, operatorA, adminEndpoints.createInvoice, {
      params: { id: c.id },
      body: invoice({ pix: PIX }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const saved = recordsChangeResponse.parse(created.json()).records.contratos[0]!.faturas[0]!;
    expect(saved.pix).toBe(PIX);
    const token = await tokenFor(app.app, member.usuario);
    const ask = (app: TestApp) =>
      call(
        app.app,
        endpoints.getContratoPagamento,
        { idCliente: cardA().id, idContrato: c.id },
        { token },
      );
    expect((await ask(app)).json()).toEqual([expect.objectContaining({ pix: PIX })]);
    const cleared = await adminCall(app.app, operatorA, adminEndpoints.updateInvoice, {
      params: { id: saved.id },
      body: { pix: '' },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await ask(app)).json()).toEqual([expect.objectContaining({ pix: '' })]);
  });

  it('accepts the 48-digit utility form and marks an invoice paid', async ({ app }) => {
    const c = await newContract(app);
    const created = await adminCall(app.app, admin, adminEndpoints.createInvoice, {
      params: { id: c.id },
      body: invoice({ linhaDigitavel: UTILITY_LINE }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = recordsChangeResponse.parse(created.json()).records.contratos[0]!.faturas[0]!.id;
    const paid = await adminCall(app.app, operatorA, adminEndpoints.updateInvoice, {
      params: { id },
      body: { status: 'Pago', pagoEm: '2026-12-08' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(recordsChangeResponse.parse(paid.json()).records.contratos[0]!.faturas[0]).toMatchObject(
      { status: 'Pago', pagoEm: '2026-12-08', linhaDigitavel: UTILITY_LINE.replace(/\D/g, '') },
    );
  });

  it.for<[string, Partial<InvoiceBody>, string]>([
    [
      'a linha digitável with a wrong check digit',
      { linhaDigitavel: BANK_LINE.replace('75520000370000', '75520000370001') },
      'linhaDigitavel',
    ],
    [
      'a linha digitável too short',
      { linhaDigitavel: '2379338128600078271369500006330597552' },
      'linhaDigitavel',
    ],
    ['money without two decimals', { valor: '129,9' }, 'valor'],
    ['money with a dot as decimals', { valor: '129.90' }, 'valor'],
    ['money of zero', { valor: '0,00' }, 'valor'],
    ['a due date that does not exist', { vencimento: '2026-02-30' }, 'vencimento'],
    ['a boleto link that is not http(s)', { boleto: 'javascript:alert(1)' }, 'boleto'],
    ['paid without the day it was paid', { status: 'Pago' as const, pagoEm: '' }, 'pagoEm'],
    ['a Pix copia e cola whose CRC does not match', { pix: `${PIX.slice(0, -4)}0000` }, 'pix'],
    ['a Pix copia e cola cut short', { pix: PIX.slice(0, 80) }, 'pix'],
  ])(
    'refuses %s with 400 in Portuguese and writes nothing',
    async ([_what, overrides, field], { app, db }) => {
      const c = await newContract(app);
      const before = await dump(db);
      const response = await adminCall(app.app, admin, adminEndpoints.createInvoice, {
        params: { id: c.id },
        body: invoice(overrides),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(field);
      expect(await dump(db)).toBe(before);
    },
  );

  it('refuses a contract whose end comes before its start, or whose value is not R$', async ({
    app,
    db,
  }) => {
    const before = await dump(db);
    for (const body of [contract({ fim: '2025-12-31' }), contract({ valorMensal: 'R$ 12,345' })]) {
      const response = await adminCall(app.app, admin, adminEndpoints.createContract, {
        params: { id: cardA().id },
        body,
      });
      expect(response.statusCode).toBe(400);
    }
    expect(await dump(db)).toBe(before);
  });

  it('ending the last running contract ends the card (the LGPD clock); while one runs it does not', async ({
    app,
    db,
  }) => {
    const other = await createMember(db, { empresas: [empresaA] });
    const card = other.cards[0]!;
    const make = async (app: TestApp) => {
      const r = await adminCall(app.app, operatorA, adminEndpoints.createContract, {
        params: { id: card.id },
        body: contract(),
      });
      return recordsChangeResponse.parse(r.json()).records.contratos[0]!.id;
    };
    const first = await make(app);
    const second = await make(app);
    const end = (app: TestApp, id: number) =>
      adminCall(app.app, operatorA, adminEndpoints.updateContract, {
        params: { id },
        body: { status: 'Encerrado', fim: '2026-06-30' },
      });
    const r1 = await end(app, first);
    expect(recordsChangeResponse.parse(r1.json()).records.encerradoEm).toBeNull();
    const r2 = await end(app, second);
    expect(r2.statusCode, r2.body).toBe(200);
    const ended = recordsChangeResponse.parse(r2.json()).records.encerradoEm;
    expect(ended).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const row = await db
      .selectFrom('cliente')
      .select('encerrado_em')
      .where('id', '=', card.id)
      .executeTakeFirstOrThrow();
    expect(row.encerrado_em).toBe(ended);
    const audit = await auditRows(db, 'contracts', second);
    expect(audit.at(-1)?.acao).toBe('update');
    expect(audit.at(-1)?.campos).toContain('cartaoEncerradoEm');
  });
});

describe('telemedicine records', () => {
  it('a prescription uploaded by the operator lists for the member and opens as the same PDF', async ({
    app,
  }) => {
    const response = await adminCall(app.app, operatorA, adminEndpoints.createPrescription, {
      params: { id: cardA().id },
      body: {
        descricao: 'Amoxicilina 500 mg',
        medico: 'Dr. João Lima',
        especialidade: 'Pediatria',
        arquivo: pdfDataUrl(),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const token = await tokenFor(app.app, member.usuario);
    const list = await call(app.app, endpoints.listaMinhasReceitas, identityA(), { token });
    const items = list.json<{ id: number; descricao: string; medico: string }[]>();
    const mine = items.find((p) => p.descricao === 'Amoxicilina 500 mg');
    expect(mine).toMatchObject({ medico: 'Dr. João Lima' });
    const link = await call(
      app.app,
      endpoints.listaMinhasReceitasDocumento,
      { ...identityA(), idDocumento: mine!.id },
      { token },
    );
    const pdf = await app.app.inject({ method: 'GET', url: link.json<{ data: string }>().data });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
  });

  it('a prescription for a dependent goes to the dependent', async ({ app }) => {
    const response = await adminCall(app.app, admin, adminEndpoints.createPrescription, {
      params: { id: cardA().id },
      body: {
        idDependente: member.dependent.id,
        descricao: 'Vitamina D',
        medico: 'Dra. Rita',
        especialidade: 'Pediatria',
        arquivo: pdfDataUrl(),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const records = recordsChangeResponse.parse(response.json()).records;
    expect(records.receitas.find((r) => r.descricao === 'Vitamina D')?.idPessoa).toBe(
      member.dependent.id,
    );
  });

  it.for([
    ['a file that is not a PDF', pdfDataUrl(Buffer.from('<html><script>alert(1)</script>'))],
    ['a PDF above 2 MB', pdfDataUrl(Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024)]))],
    ['another type of data URL', `data:image/png;base64,${PDF.toString('base64')}`],
  ])('refuses %s and writes nothing', async ([_what, arquivo], { app, db }) => {
    const before = await dump(db);
    const response = await adminCall(app.app, admin, adminEndpoints.createPrescription, {
      params: { id: cardA().id },
      body: { descricao: 'x', medico: 'y', especialidade: 'z', arquivo },
    });
    expect([400, 413]).toContain(response.statusCode);
    expect(response.json<{ message: string }>().message).toMatch(/arquivo|PDF|grande/i);
    expect(await dump(db)).toBe(before);
  });

  it('an appointment made by the operator shows in the member agenda, and leaves it when cancelled', async ({
    app,
  }) => {
    const created = await adminCall(app.app, operatorA, adminEndpoints.createAppointment, {
      params: { id: cardA().id },
      body: appointment(),
    });
    expect(created.statusCode, created.body).toBe(200);
    const made = recordsChangeResponse.parse(created.json()).records.agendamentos[0]!;
    const token = await tokenFor(app.app, member.usuario);
    const agenda = async (app: TestApp) =>
      (await call(app.app, endpoints.listaMeusAgendamentos, identityA(), { token })).json<
        { codigo: string; medico: string }[]
      >();
    expect(await agenda(app)).toContainEqual(
      expect.objectContaining({ codigo: made.codigo, medico: 'Dra. Ana Souza' }),
    );
    const cancelled = await adminCall(app.app, operatorA, adminEndpoints.cancelAppointment, {
      params: { id: made.id },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await agenda(app)).map((a) => a.codigo)).not.toContain(made.codigo);
    const again = await adminCall(app.app, operatorA, adminEndpoints.cancelAppointment, {
      params: { id: made.id },
    });
    expect(again.statusCode).toBe(409);
  });

  it('shows a past appointment as held and lets no one cancel it, in the console or the app', async ({
    app,
    db,
  }) => {
    const created = await adminCall(app.app, admin, adminEndpoints.createAppointment, {
      params: { id: cardA().id },
      body: appointment({ data: '2020-03-02', medico: 'Dr. Passado' }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const past = recordsChangeResponse
      .parse(created.json())
      .records.agendamentos.find((a) => a.medico === 'Dr. Passado')!;
    expect(past.status).toBe('realizado');

    const before = await dump(db);
    for (const operator of [admin, operatorA]) {
      const refused = await adminCall(app.app, operator, adminEndpoints.cancelAppointment, {
        params: { id: past.id },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toBe(
        'Esta consulta já começou e não pode mais ser cancelada.',
      );
    }
    const token = await tokenFor(app.app, member.usuario);
    const inApp = await call(
      app.app,
      endpoints.cancelarAgendamento,
      { ...identityA(), codigo: past.codigo },
      { token },
    );
    expect(inApp.statusCode).toBe(409);
    expect(await dump(db)).toBe(before);

    const records = await adminCall(app.app, admin, adminEndpoints.getCardRecords, {
      params: { id: cardA().id },
    });
    const shown = cardRecords.parse(records.json()).agendamentos.find((a) => a.id === past.id);
    expect(shown?.status).toBe('realizado');
  });

  it('refuses an appointment with a video link that is not http(s) or an end before its start', async ({
    app,
    db,
  }) => {
    const before = await dump(db);
    for (const body of [
      appointment({ urlVideo: 'javascript:alert(1)' }),
      appointment({ fim: '13:00' }),
      appointment({ data: '2026-13-01' }),
    ]) {
      const response = await adminCall(app.app, admin, adminEndpoints.createAppointment, {
        params: { id: cardA().id },
        body,
      });
      expect(response.statusCode).toBe(400);
    }
    expect(await dump(db)).toBe(before);
  });
});

describe('roles', () => {
  it('an operator of another company gets 403 on every call and writes nothing', async ({
    app,
    db,
  }) => {
    const c = await newContract(app);
    const inv = recordsChangeResponse.parse(
      (
        await adminCall(app.app, admin, adminEndpoints.createInvoice, {
          params: { id: c.id },
          body: invoice(),
        })
      ).json(),
    ).records.contratos[0]!.faturas[0]!;
    const appt = recordsChangeResponse.parse(
      (
        await adminCall(app.app, admin, adminEndpoints.createAppointment, {
          params: { id: cardA().id },
          body: appointment(),
        })
      ).json(),
    ).records.agendamentos[0]!;
    const before = await dump(db);
    const calls = [
      [adminEndpoints.getCardRecords, { params: { id: cardA().id } }],
      [adminEndpoints.createContract, { params: { id: cardA().id }, body: contract() }],
      [adminEndpoints.updateContract, { params: { id: c.id }, body: { status: 'Encerrado' } }],
      [adminEndpoints.createInvoice, { params: { id: c.id }, body: invoice() }],
      [adminEndpoints.updateInvoice, { params: { id: inv.id }, body: { valor: '1,00' } }],
      [
        adminEndpoints.createPrescription,
        {
          params: { id: cardA().id },
          body: { descricao: 'x', medico: 'y', especialidade: 'z', arquivo: pdfDataUrl() },
        },
      ],
      [adminEndpoints.createAppointment, { params: { id: cardA().id }, body: appointment() }],
      [adminEndpoints.cancelAppointment, { params: { id: appt.id } }],
    ] as const;
    for (const [endpoint, options] of calls) {
      const response = await adminCall(app.app, operatorB, endpoint, options);
      expect(response.statusCode, endpoint.path).toBe(403);
    }
    expect(await dump(db)).toBe(before);
  });

  it('support reads the records and may change nothing', async ({ app, db }) => {
    const read = await adminCall(app.app, supportA, adminEndpoints.getCardRecords, {
      params: { id: cardA().id },
    });
    expect(read.statusCode).toBe(200);
    expect(cardRecords.parse(read.json()).contratos.length).toBeGreaterThan(0);
    const before = await dump(db);
    const write = await adminCall(app.app, supportA, adminEndpoints.createContract, {
      params: { id: cardA().id },
      body: contract(),
    });
    expect(write.statusCode).toBe(403);
    const upload = await adminCall(app.app, supportA, adminEndpoints.createPrescription, {
      params: { id: cardA().id },
      body: { descricao: 'x', medico: 'y', especialidade: 'z', arquivo: pdfDataUrl() },
    });
    expect(upload.statusCode).toBe(403);
    expect(await dump(db)).toBe(before);
  });

  it('an admin gets 404 for a card or contract that does not exist; an operator 403', async ({
    app,
  }) => {
    const missing = await adminCall(app.app, admin, adminEndpoints.getCardRecords, {
      params: { id: 999_999 },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toBe('Cartão não encontrado.');
    const hidden = await adminCall(app.app, operatorA, adminEndpoints.createInvoice, {
      params: { id: 999_999 },
      body: invoice(),
    });
    expect(hidden.statusCode).toBe(403);
  });
});
