import type { WebhookDeliveryView, WebhookEndpointView } from '@clube/contract/admin';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, sentRequests } from '../../../../test/fake-api';
import { company, meAdmin } from '../../../../test/factories';
import { renderApp } from '../../../../test/render-app';

const COMPANY = company();

/** The company page's own calls, besides the panel's (its notice switches, all on). */
const companyPageCalls = (me: ReturnType<typeof meAdmin>) => ({
  'GET /api/admin/v1/me': () => json(me),
  [`GET /api/admin/v1/companies/${COMPANY.id}`]: () => json(COMPANY),
  [`GET /api/admin/v1/companies/${COMPANY.id}/notice-switches`]: () =>
    json({ appointments: true, invoiceDue: true, invoiceOverdue: true, exclusivePartner: true }),
});

const endpoint = (overrides: Partial<WebhookEndpointView> = {}): WebhookEndpointView => ({
  id: 3,
  companyId: COMPANY.id,
  url: 'https://rh.example/webhooks',
  events: ['member.created'],
  active: true,
  createdAt: '2026-11-20T12:00:00.000Z',
  ...overrides,
});

const delivery: WebhookDeliveryView = {
  id: 41,
  messageId: 'msg_0123456789',
  event: 'member.created',
  status: 'falhou',
  attempts: 3,
  nextAttemptAt: null,
  lastStatus: 500,
  lastError: 'HTTP 500',
  createdAt: '2026-11-26T13:15:00.000Z',
  deliveredAt: null,
};

describe("a company's webhooks", () => {
  it('registers one showing the signing secret once, lists its deliveries and resends one', async () => {
    let list: WebhookEndpointView[] = [];
    const me = meAdmin();
    me.permissions.integrations = ['list', 'read', 'create', 'update', 'delete'];
    const { user } = renderApp(`/empresas/${COMPANY.id}`, {
      ...companyPageCalls(me),
      'GET /api/admin/v1/integrations/credentials': () => json({ data: [] }),
      'GET /api/admin/v1/integrations/webhooks': () => json({ data: list }),
      'POST /api/admin/v1/integrations/webhooks': () => {
        list = [endpoint()];
        return json({ endpoint: endpoint(), secret: 'whsec_c2VncmVkbw==', message: 'ok' });
      },
      'GET /api/admin/v1/integrations/webhooks/3/deliveries': () => json({ data: [delivery] }),
      'POST /api/admin/v1/integrations/deliveries/41/resend': () =>
        json({ ...delivery, status: 'pendente' }),
    });

    await user.click(
      await screen.findByRole('button', { name: 'Novo webhook' }, { timeout: 5000 }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Novo webhook' }));
    const url = dialog.getByLabelText('Endereço (https)');
    await user.clear(url);
    await user.type(url, 'https://rh.example/webhooks');
    for (const label of [
      'Membro alterado',
      'Membro desativado',
      'Cartão encerrado',
      'Uso de benefício registrado',
    ])
      await user.click(dialog.getByLabelText(label));
    await user.click(dialog.getByRole('button', { name: 'Cadastrar webhook' }));

    const shown = within(await screen.findByRole('dialog', { name: 'Segredo de assinatura' }));
    expect(shown.getByLabelText('Segredo')).toHaveTextContent('whsec_c2VncmVkbw==');
    expect(sentRequests.find((r) => r.method === 'POST')?.body).toEqual({
      companyId: COMPANY.id,
      url: 'https://rh.example/webhooks',
      events: ['member.created'],
    });
    await user.click(shown.getByRole('button', { name: 'Concluir' }));
    expect(screen.queryByText('whsec_c2VncmVkbw==')).toBeNull();

    const table = within(await screen.findByRole('table', { name: 'Webhooks da empresa' }));
    await user.click(await table.findByRole('button', { name: 'Entregas' }));
    const log = within(await screen.findByRole('dialog', { name: 'Entregas do webhook' }));
    expect(await log.findByText('Falhou')).toBeVisible();
    await user.click(log.getByRole('button', { name: 'Reenviar' }));
    expect(await screen.findByText('Entrega colocada na fila para reenvio.')).toBeVisible();
    expect(
      sentRequests.some((r) => r.method === 'POST' && r.path.endsWith('/deliveries/41/resend')),
    ).toBe(true);
  });
});
