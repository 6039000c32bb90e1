import type { AdminCampaign, AdminPermissions } from '@clube/contract/admin';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, sentRequests } from '../../../../test/fake-api';
import { meAdmin } from '../../../../test/factories';
import { renderApp } from '../../../../test/render-app';

function campaign(overrides: Partial<AdminCampaign> = {}): AdminCampaign {
  return {
    id: 3,
    titulo: 'Semana da saúde',
    texto: 'Consultas com desconto.',
    tela: 'inicio',
    parceiroId: null,
    companyIds: [1],
    companyNames: ['Viva Mais Benefícios'],
    perfilId: null,
    cidade: null,
    usoParceiroId: null,
    usoModo: 'com',
    canais: ['push'],
    enviarEm: '2026-12-01T13:00:00.000Z',
    status: 'enviada',
    createdAt: '2026-12-01T12:00:00.000Z',
    sentAt: '2026-12-01T13:00:00.000Z',
    recipients: 1200,
    delivered: 1200,
    opened: 345,
    ...overrides,
  };
}

function operatorMe(campaigns: AdminPermissions['campaigns']) {
  const me = meAdmin({ role: 'operator' });
  me.permissions.campaigns = campaigns;
  return me;
}

const tester = () => json({ cpf: '***.982.247-**', nome: 'Ana Teste' });

describe('Campanhas', () => {
  it('lists campaigns with recipients, delivered and opened; checks, previews, tests and schedules a new one', async () => {
    let list = [
      campaign(),
      campaign({
        id: 4,
        titulo: 'Natal',
        status: 'agendada',
        recipients: null,
        delivered: 0,
        opened: 0,
        sentAt: null,
      }),
    ];
    const { user } = renderApp('/campanhas', {
      'GET /api/admin/v1/me': () => json(operatorMe(['list', 'read', 'create', 'update'])),
      'GET /api/admin/v1/campaigns': () => json({ data: list }),
      'GET /api/admin/v1/campaigns/tester': tester,
      'GET /api/admin/v1/partners': () => json({ data: [], total: 0 }),
      'POST /api/admin/v1/campaigns/test': () =>
        json({ message: 'Teste enviado ao seu membro de teste.', cards: 1 }),
      'POST /api/admin/v1/campaigns': () => {
        const made = campaign({
          id: 5,
          titulo: 'Vacinação',
          status: 'agendada',
          recipients: null,
          delivered: 0,
          opened: 0,
          sentAt: null,
        });
        list = [made, ...list];
        return json(made);
      },
    });

    const table = within(
      await screen.findByRole('table', { name: 'Campanhas' }, { timeout: 5000 }),
    );
    const sent = within(table.getByText('Semana da saúde').closest('tr')!);
    // Recipients, delivered, opened.
    expect(sent.getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Semana da saúdeViva Mais Benefícios',
      '01/12/2026, 10:00',
      'App, Notificação no celular',
      'Enviada',
      '1.200',
      '1.200',
      '345',
      '',
    ]);
    expect(
      within(table.getByText('Natal').closest('tr')!).getByRole('button', { name: 'Cancelar' }),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Nova campanha' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Nova campanha' }));
    await user.click(dialog.getByRole('button', { name: 'Enviar agora' }));
    expect(await dialog.findByText('Informe o título.')).toBeVisible();
    expect(dialog.getByText('Escolha ao menos uma empresa.')).toBeVisible();
    expect(sentRequests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.click(dialog.getByLabelText('Viva Mais Benefícios'));
    await user.type(dialog.getByLabelText('Título'), 'Vacinação');
    await user.type(dialog.getByLabelText('Texto'), 'Campanha de vacinação no sábado.');
    const preview = within(dialog.getByRole('figure', { name: 'Prévia no app do membro' }));
    expect(preview.getByText('Vacinação')).toBeVisible();
    expect(preview.getByText('Campanha de vacinação no sábado.')).toBeVisible();
    expect(preview.getByText('Não lido')).toBeVisible();

    await user.click(dialog.getByLabelText('Notificação no celular'));
    await user.click(dialog.getByRole('button', { name: 'Enviar teste para mim' }));
    expect(await dialog.findByText('Teste enviado ao seu membro de teste.')).toBeVisible();

    await user.selectOptions(dialog.getByLabelText('Envio'), 'agendar');
    await user.click(dialog.getByRole('button', { name: 'Agendar envio' }));
    expect(await dialog.findByText('Informe a data e a hora do envio.')).toBeVisible();
    await user.type(dialog.getByLabelText('Data e hora (horário de Brasília)'), '2026-12-20T09:30');
    // The preview shows the time the members will see on the notice.
    expect(preview.getByText('20/12/2026, 09:30')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Agendar envio' }));

    expect(await table.findByText('Vacinação')).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Nova campanha' })).toBeNull();
    const [test, create] = sentRequests.filter((r) => r.method === 'POST');
    const expected = {
      companyIds: [1],
      titulo: 'Vacinação',
      texto: 'Campanha de vacinação no sábado.',
      tela: 'inicio',
      parceiroId: null,
      perfilId: null,
      cidade: null,
      usoParceiroId: null,
      usoModo: 'com',
      canais: ['push'],
    };
    expect(test?.path).toBe('/api/admin/v1/campaigns/test');
    expect(test?.body).toEqual({ ...expected, enviarEm: null });
    expect(create?.body).toEqual({ ...expected, enviarEm: '2026-12-20T09:30:00-03:00' });
  });

  it('shows the server’s refusal of a test send in the dialog', async () => {
    const { user } = renderApp('/campanhas', {
      'GET /api/admin/v1/me': () => json(operatorMe(['list', 'read', 'create', 'update'])),
      'GET /api/admin/v1/campaigns': () => json({ data: [] }),
      'GET /api/admin/v1/campaigns/tester': () => json({ cpf: null, nome: null }),
      'GET /api/admin/v1/partners': () => json({ data: [], total: 0 }),
      'POST /api/admin/v1/campaigns/test': () =>
        apiError(
          409,
          'Cadastre o CPF do seu membro de teste (em "Membro de teste") antes de enviar um teste.',
        ),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Nova campanha' }, { timeout: 5000 }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Nova campanha' }));
    await user.click(dialog.getByLabelText('Viva Mais Benefícios'));
    await user.type(dialog.getByLabelText('Título'), 'Oi');
    await user.type(dialog.getByLabelText('Texto'), 'Olá');
    await user.click(dialog.getByRole('button', { name: 'Enviar teste para mim' }));
    expect(await dialog.findByText(/Cadastre o CPF do seu membro de teste/)).toBeVisible();
    expect(screen.getByText('Nenhum membro de teste cadastrado.')).toBeVisible();
  });

  it('support sees the list but cannot create or cancel', async () => {
    renderApp('/campanhas', {
      'GET /api/admin/v1/me': () => json(operatorMe(['list', 'read'])),
      'GET /api/admin/v1/campaigns': () => json({ data: [campaign({ status: 'agendada' })] }),
    });
    const table = within(
      await screen.findByRole('table', { name: 'Campanhas' }, { timeout: 5000 }),
    );
    expect(table.getByText('Semana da saúde')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Nova campanha' })).toBeNull();
    expect(table.queryByRole('button', { name: 'Cancelar' })).toBeNull();
  });
});
