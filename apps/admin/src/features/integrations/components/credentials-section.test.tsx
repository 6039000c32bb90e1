import type { IntegrationCredential } from '@clube/contract/admin';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, sentRequests } from '../../../../test/fake-api';
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

function credential(overrides: Partial<IntegrationCredential> = {}): IntegrationCredential {
  return {
    id: 5,
    companyId: COMPANY.id,
    name: 'RH Folha',
    clientId: 'clb_0123456789abcdef01234567',
    scopes: ['members:read', 'members:write'],
    createdAt: '2026-11-20T12:00:00.000Z',
    lastUsedAt: '2026-11-26T13:15:00.000Z',
    revokedAt: null,
    ...overrides,
  };
}

describe("a company's API credentials", () => {
  it('lists each with its last use, and creates one showing the secret once', async () => {
    let list = [credential()];
    const created = credential({ id: 6, name: 'ERP', scopes: ['members:read'], lastUsedAt: null });
    const me = meAdmin();
    me.permissions.integrations = ['list', 'read', 'create', 'update', 'delete'];
    const { user } = renderApp(`/empresas/${COMPANY.id}`, {
      ...companyPageCalls(me),
      'GET /api/admin/v1/integrations/credentials': () => json({ data: list }),
      'GET /api/admin/v1/integrations/webhooks': () => json({ data: [] }),
      'POST /api/admin/v1/integrations/credentials': () => {
        list = [...list, created];
        return json({ credential: created, secret: 'sk_segredo-unico', message: 'ok' });
      },
    });

    const table = within(
      // The page's lazy route and three queries: generous on a loaded machine.
      await screen.findByRole(
        'table',
        { name: 'Credenciais da API de integração' },
        { timeout: 5000 },
      ),
    );
    expect(await table.findByText('RH Folha')).toBeVisible();
    expect(table.getByText('26/11/2026, 10:15')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Nova credencial' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Nova credencial' }));
    await user.click(dialog.getByRole('button', { name: 'Criar credencial' }));
    expect(await dialog.findByText('Informe um nome para a credencial.')).toBeVisible();
    expect(sentRequests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.type(dialog.getByLabelText('Nome'), 'ERP');
    await user.click(dialog.getByLabelText('Cadastrar e desativar membros'));
    await user.click(dialog.getByRole('button', { name: 'Criar credencial' }));

    const shown = within(await screen.findByRole('dialog', { name: 'Segredo da credencial' }));
    expect(shown.getByLabelText('Segredo')).toHaveTextContent('sk_segredo-unico');
    const post = sentRequests.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({ companyId: COMPANY.id, name: 'ERP', scopes: ['members:read'] });
    await user.click(shown.getByRole('button', { name: 'Concluir' }));
    expect(await table.findByText('ERP')).toBeVisible();
    expect(screen.queryByText('sk_segredo-unico')).toBeNull();
  });

  it('rotates after a confirmation, showing the new secret once, and revokes after another', async () => {
    let list = [credential()];
    const me = meAdmin();
    me.permissions.integrations = ['list', 'read', 'create', 'update', 'delete'];
    const { user } = renderApp(`/empresas/${COMPANY.id}`, {
      ...companyPageCalls(me),
      'GET /api/admin/v1/integrations/credentials': () => json({ data: list }),
      'GET /api/admin/v1/integrations/webhooks': () => json({ data: [] }),
      'POST /api/admin/v1/integrations/credentials/5/rotate': () =>
        json({ credential: credential(), secret: 'sk_novo-segredo', message: 'ok' }),
      'POST /api/admin/v1/integrations/credentials/5/revoke': () => {
        list = [credential({ revokedAt: '2026-11-27T10:00:00.000Z' })];
        return json(list[0]);
      },
    });
    const table = within(
      await screen.findByRole(
        'table',
        { name: 'Credenciais da API de integração' },
        { timeout: 5000 },
      ),
    );
    await user.click(await table.findByRole('button', { name: 'Trocar o segredo de RH Folha' }));
    const ask = within(screen.getByRole('dialog', { name: 'Trocar segredo' }));
    expect(ask.getByText(/o segredo atual deixa de funcionar agora/)).toBeVisible();
    await user.click(ask.getByRole('button', { name: 'Trocar segredo' }));
    const shown = within(await screen.findByRole('dialog', { name: 'Segredo da credencial' }));
    expect(shown.getByLabelText('Segredo')).toHaveTextContent('sk_novo-segredo');
    await user.click(shown.getByRole('button', { name: 'Concluir' }));
    expect(screen.queryByText('sk_novo-segredo')).toBeNull();

    await user.click(table.getByRole('button', { name: 'Revogar RH Folha' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Revogar credencial' })).getByRole('button', {
        name: 'Revogar',
      }),
    );
    expect(await table.findByText('Revogada')).toBeVisible();
    expect(table.queryByRole('button', { name: 'Revogar RH Folha' })).toBeNull();
  });

  it("keeps the dialog open with the server's refusal, and shows no secret", async () => {
    const me = meAdmin();
    me.permissions.integrations = ['list', 'read', 'create', 'update', 'delete'];
    const { user } = renderApp(`/empresas/${COMPANY.id}`, {
      ...companyPageCalls(me),
      'GET /api/admin/v1/integrations/credentials': () => json({ data: [] }),
      'GET /api/admin/v1/integrations/webhooks': () => json({ data: [] }),
      'POST /api/admin/v1/integrations/credentials': () =>
        apiError(409, 'Esta empresa já tem o máximo de credenciais.', 'CONFLICT'),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Nova credencial' }, { timeout: 5000 }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Nova credencial' }));
    await user.type(dialog.getByLabelText('Nome'), 'ERP');
    await user.click(dialog.getByRole('button', { name: 'Criar credencial' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Esta empresa já tem o máximo de credenciais.',
    );
    expect(dialog.getByLabelText('Nome')).toHaveValue('ERP');
    expect(screen.queryByRole('dialog', { name: 'Segredo da credencial' })).toBeNull();
  });
});
