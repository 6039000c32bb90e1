import type { AdminInvoice, CardRecords as Records, MeResponse } from '@clube/contract/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, sentRequests, stubApi, type Handlers } from '../../../../test/fake-api';
import { meAdmin } from '../../../../test/factories';
import { renderWithProviders } from '../../../../test/render-app';
import { meQueryOptions } from '../../../lib/auth';
import { createQueryClient } from '../../../lib/query-client';
import { CardRecords } from './card-records';

/** A real bank linha digitável (47 digits). */
const BANK_LINE = '23793381286000782713695000063305975520000370000';
const RECORDS = '/api/admin/v1/members/cards/10/records';

const invoice = (overrides: Partial<AdminInvoice> = {}): AdminInvoice => ({
  id: 31,
  idContrato: 21,
  vencimento: '2026-12-10',
  pagoEm: '',
  // As the demo seed: a payment form of older data, not among today's choices.
  formaPagamento: 'Boleto bancário',
  valor: 12990,
  boleto: '/media/boleto-21-2026-12',
  linhaDigitavel: BANK_LINE,
  pix: '',
  status: 'Em aberto',
  ...overrides,
});

const records = (
  faturas: AdminInvoice[] = [invoice()],
  contract: Partial<Records['contratos'][number]> = {},
): Records => ({
  idCliente: 10,
  encerradoEm: null,
  contratos: [
    {
      id: 21,
      idCliente: 10,
      status: 'Ativo',
      formaPagamento: 'Boleto bancário',
      valorMensal: 123456,
      inicio: '2026-01-01',
      fim: '',
      plano: 'Plano Família',
      faturas,
      ...contract,
    },
  ],
  receitas: [],
  agendamentos: [],
});

type Permissions = MeResponse['permissions'];
const WRITE: Partial<Permissions> = {
  contracts: ['list', 'read', 'create', 'update'],
  invoices: ['list', 'read', 'create', 'update'],
  prescriptions: ['list', 'read', 'create'],
  appointments: ['list', 'read', 'create', 'update'],
};
const READ: Partial<Permissions> = {
  contracts: ['list', 'read'],
  invoices: ['list', 'read'],
  prescriptions: ['list', 'read'],
  appointments: ['list', 'read'],
};

function renderRecords(handlers: Handlers, permissions: Partial<Permissions> = WRITE) {
  stubApi({ [`GET ${RECORDS}`]: () => json(records()), ...handlers });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const me = meAdmin({ role: 'operator' });
  queryClient.setQueryData(meQueryOptions().queryKey, {
    ...me,
    permissions: { ...me.permissions, ...permissions },
  });
  return renderWithProviders(
    <CardRecords idCliente={10} empresa="Viva Mais Benefícios" memberId={3} dependents={[]} />,
    queryClient,
  );
}

/** The text of each cell, row by row (the header row first). */
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').replace(/\s/g, ' ')),
    );

const appointment = (
  overrides: Partial<Records['agendamentos'][number]> = {},
): Records['agendamentos'][number] => ({
  id: 51,
  idPessoa: 10,
  pessoa: 'Maria da Silva',
  codigo: 'A51',
  data: '2026-12-20',
  inicio: '14:00',
  fim: '14:30',
  medico: 'Dra. Ana Souza',
  especialidade: 'Clínica geral',
  urlVideo: 'https://video.example.com/sala/51',
  cancelavel: true,
  status: 'agendado',
  ...overrides,
});

const changed = (over: Partial<AdminInvoice>) => ({
  message: 'Fatura salva.',
  records: records([invoice(over)]),
});

describe('a card’s records in the console', () => {
  it('edits an invoice’s due date in the create form, prefilled, sending only that field', async () => {
    const { user } = renderRecords({
      'PATCH /api/admin/v1/invoices/31': () => json(changed({ vencimento: '2027-01-15' })),
    });
    const invoices = await screen.findByRole('table', { name: 'Faturas' });
    expect(rowTexts(invoices)[1]).toEqual([
      '10/12/2026',
      'Plano Família',
      'R$ 129,90',
      'Em aberto',
      '—não informado',
      'Boleto bancário',
      'Abrir boleto',
      'Editar',
    ]);
    await user.click(
      screen.getByRole('button', { name: 'Editar fatura com vencimento em 10/12/2026' }),
    );

    const dialog = screen.getByRole('dialog', { name: 'Editar fatura · Plano Família' });
    const due = within(dialog).getByLabelText('Vencimento');
    expect(due).toHaveValue('2026-12-10');
    expect(within(dialog).getByLabelText('Valor (R$)')).toHaveValue('129,90');
    expect(within(dialog).getByLabelText('Situação')).toHaveValue('Em aberto');
    expect(within(dialog).getByLabelText('Forma de pagamento')).toHaveValue('Boleto bancário');
    expect(within(dialog).getByLabelText('Link do boleto')).toHaveValue('/media/boleto-21-2026-12');
    expect(within(dialog).getByLabelText('Linha digitável')).toHaveValue(BANK_LINE);

    await user.clear(due);
    await user.type(due, '2027-01-15');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Fatura salva.')).toBeVisible();
    expect(sentRequests.find((r) => r.method === 'PATCH')?.body).toEqual({
      vencimento: '2027-01-15',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(rowTexts(invoices)[1]?.[0]).toBe('15/01/2027'));
  });

  it('checks the linha digitável and R$ of an edited invoice as on create, and sends nothing', async () => {
    const { user } = renderRecords({});
    await user.click(
      await screen.findByRole('button', { name: 'Editar fatura com vencimento em 10/12/2026' }),
    );
    const dialog = screen.getByRole('dialog');
    const line = within(dialog).getByLabelText('Linha digitável');
    await user.clear(line);
    // The same line with one digit of the amount changed: its check digit no longer matches.
    await user.type(line, BANK_LINE.replace(/0370000$/, '0370001'));
    const value = within(dialog).getByLabelText('Valor (R$)');
    await user.clear(value);
    await user.type(value, '129.90');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(
      await within(dialog).findByText(
        'Linha digitável inválida: confira os 47 (ou 48) números e os dígitos verificadores.',
      ),
    ).toBeVisible();
    expect(
      within(dialog).getByText('Valor inválido: use R$ com duas casas decimais, ex.: 129,90.'),
    ).toBeVisible();
    expect(sentRequests.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });

  it('edits a contract prefilled with R$ and dates; an end before the start is refused', async () => {
    const pix = records(undefined, { formaPagamento: 'Pix' });
    const { user } = renderRecords({
      [`GET ${RECORDS}`]: () => json(pix),
      'PATCH /api/admin/v1/contracts/21': () => json({ message: 'Contrato salvo.', records: pix }),
    });
    await user.click(await screen.findByRole('button', { name: 'Editar contrato Plano Família' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar contrato · Plano Família' });
    const value = within(dialog).getByLabelText('Valor mensal (R$)');
    expect(value).toHaveValue('1.234,56');
    expect(within(dialog).getByLabelText('Início')).toHaveValue('2026-01-01');
    expect(within(dialog).getByLabelText('Fim')).toHaveValue('');
    await user.clear(value);
    await user.type(value, 'R$ 1.300,00');
    await user.type(within(dialog).getByLabelText('Fim'), '2025-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('O fim deve ser depois do início.')).toBeVisible();
    expect(sentRequests.filter((r) => r.method === 'PATCH')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Fim'));
    await user.type(within(dialog).getByLabelText('Fim'), '2027-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Contrato salvo.')).toBeVisible();
    expect(sentRequests.find((r) => r.method === 'PATCH')?.body).toEqual({
      valorMensal: 'R$ 1.300,00',
      fim: '2027-12-31',
    });
  });

  it('disables the form while saving and keeps it open with the server’s refusal', async () => {
    let answer: (r: Response) => void = () => {};
    const { user } = renderRecords({
      'PATCH /api/admin/v1/invoices/31': () => new Promise<Response>((r) => (answer = r)),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Editar fatura com vencimento em 10/12/2026' }),
    );
    const dialog = screen.getByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Situação'), 'Vencido');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(within(dialog).getByLabelText('Situação')).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeDisabled();
    answer(apiError(403, 'Você não tem permissão para esta ação.', 'FORBIDDEN'));

    expect(await within(dialog).findByText('Você não tem permissão para esta ação.')).toBeVisible();
    expect(within(dialog).getByLabelText('Situação')).toBeEnabled();
    expect(sentRequests.find((r) => r.method === 'PATCH')?.body).toEqual({ status: 'Vencido' });
  });

  it('closes an edit with nothing changed without a call', async () => {
    const { user } = renderRecords({});
    await user.click(
      await screen.findByRole('button', { name: 'Editar fatura com vencimento em 10/12/2026' }),
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentRequests.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });

  it('offers a new invoice today’s payment forms, the contract’s when it is one of them', async () => {
    const { user } = renderRecords({});
    await user.click(await screen.findByRole('button', { name: 'Nova fatura' }));
    const dialog = screen.getByRole('dialog', { name: 'Nova fatura · Plano Família' });
    const form = within(dialog).getByLabelText('Forma de pagamento');
    expect(form).toHaveValue('Boleto');
    expect(within(form).queryByRole('option', { name: 'Boleto bancário' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Deve ser uma data válida (aaaa-mm-dd)')).toBeVisible();
    expect(sentRequests.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });

  it('creates a contract with the R$ as typed, for the server to parse', async () => {
    const { user } = renderRecords({
      'POST /api/admin/v1/members/cards/10/contracts': () =>
        json({ message: 'Contrato salvo.', records: records() }),
    });
    await user.click(await screen.findByRole('button', { name: 'Novo contrato' }));
    const dialog = screen.getByRole('dialog', { name: 'Novo contrato' });
    await user.type(within(dialog).getByLabelText('Plano'), 'Plano Ouro');
    await user.type(within(dialog).getByLabelText('Valor mensal (R$)'), '129,90');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Contrato salvo.')).toBeVisible();
    expect(sentRequests.find((r) => r.method === 'POST')?.body).toMatchObject({
      plano: 'Plano Ouro',
      valorMensal: '129,90',
      status: 'Ativo',
      fim: '',
    });
  });

  it('offers no edit to a read-only operator', async () => {
    renderRecords({}, READ);
    expect(await screen.findByRole('cell', { name: '10/12/2026' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Editar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Novo contrato' })).toBeNull();
  });

  it('shows the records as tables: a contract with no end runs "Desde", a missing doctor is a dash', async () => {
    renderRecords({
      [`GET ${RECORDS}`]: () =>
        json({
          ...records(),
          agendamentos: [
            appointment(),
            appointment({ id: 52, data: '2025-03-01', medico: '', status: 'realizado' }),
            appointment({ id: 53, data: '2026-12-21', status: 'cancelado' }),
          ],
        }),
    });
    const contracts = await screen.findByRole('table', { name: 'Contratos' });
    expect(rowTexts(contracts)[1]?.slice(0, 5)).toEqual([
      'Plano Família',
      'Ativo',
      'R$ 1.234,56',
      'Boleto bancário',
      'Desde 01/01/2026',
    ]);
    const appointments = screen.getByRole('table', { name: 'Agendamentos' });
    const rows = rowTexts(appointments);
    expect(rows[0]).toEqual([
      'Data',
      'Horário',
      'Pessoa',
      'Médico',
      'Especialidade',
      'Situação',
      'Ações',
    ]);
    expect(rows[1]).toEqual([
      '20/12/2026',
      '14:00–14:30',
      'Maria da Silva',
      'Dra. Ana Souza',
      'Clínica geral',
      'Agendado',
      'Cancelar',
    ]);
    expect(rows[2]).toEqual([
      '01/03/2025',
      '14:00–14:30',
      'Maria da Silva',
      '—não informado',
      'Clínica geral',
      'Realizado',
      '',
    ]);
    expect(rows[3]?.slice(5)).toEqual(['Cancelado', '']);
    expect(screen.getAllByRole('button', { name: /^Cancelar agendamento/ })).toHaveLength(1);
  });

  it('cancels a scheduled appointment from its row', async () => {
    const { user } = renderRecords({
      [`GET ${RECORDS}`]: () => json({ ...records(), agendamentos: [appointment()] }),
      'POST /api/admin/v1/appointments/51/cancel': () =>
        json({
          message: 'Agendamento cancelado.',
          records: { ...records(), agendamentos: [appointment({ status: 'cancelado' })] },
        }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Cancelar agendamento de 20/12/2026 às 14:00' }),
    );
    expect(await screen.findByText('Agendamento cancelado.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Cancelar agendamento/ })).toBeNull();
    expect(rowTexts(screen.getByRole('table', { name: 'Agendamentos' }))[1]?.[5]).toBe('Cancelado');
  });
});
