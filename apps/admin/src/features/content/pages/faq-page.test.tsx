import type { AdminFaqCategory, AdminFaqItem } from '@clube/contract/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, sentRequests } from '../../../../test/fake-api';
import { meAdmin } from '../../../../test/factories';
import { renderApp } from '../../../../test/render-app';

const category = (id: number, nome: string, empresaId: number | null): AdminFaqCategory => ({
  id,
  empresaId,
  empresaNome: empresaId === null ? '' : 'Viva Mais Benefícios',
  nome,
  ordem: id,
  itens: 1,
});

const item = (id: number, categoriaId: number, pergunta: string): AdminFaqItem => ({
  id,
  categoriaId,
  categoria: '',
  empresaId: 1,
  pergunta,
  resposta: '<p>Pelo app.</p>',
  ordem: 1,
});

function renderFaq(path: string, extra: Parameters<typeof renderApp>[1] = {}) {
  const base = meAdmin();
  const categories = [category(1, 'Cartão', null), category(2, 'Consultas', 1)];
  return renderApp(path, {
    'GET /api/admin/v1/me': () =>
      json({
        ...base,
        permissions: { ...base.permissions, faq: ['list', 'read', 'create', 'delete'] },
      }),
    'GET /api/admin/v1/faq/categories': () => json({ data: categories, total: 2 }),
    'GET /api/admin/v1/faq/items': (request) =>
      json(
        request.query.get('categoriaId') === '2'
          ? { data: [item(20, 2, 'Como agendo uma consulta?')], total: 1 }
          : { data: [item(10, 1, 'Onde vejo meu cartão?')], total: 1 },
      ),
    'POST /api/admin/v1/faq/categories': (request) =>
      json({ ...category(3, 'Pets', null), ...(request.body as object), id: 3, itens: 0 }),
    ...extra,
  });
}

describe('the FAQ screen', () => {
  it('keeps the chosen category in the address', async () => {
    const { user, router } = renderFaq('/perguntas-frequentes?categoria=2');
    expect(await screen.findByText('Como agendo uma consulta?')).toBeVisible();
    expect(screen.getByRole('button', { name: /^Consultas/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: /^Cartão/ }));
    expect(await screen.findByText('Onde vejo meu cartão?')).toBeVisible();
    expect(router.state.location.search).toBe('?categoria=1');
  });

  it('creates a category in the form dialog: the message under the field, then the write', async () => {
    const { user } = renderFaq('/perguntas-frequentes');
    await user.click(await screen.findByRole('button', { name: 'Nova categoria' }));
    const dialog = screen.getByRole('dialog', { name: 'Nova categoria' });
    await user.click(within(dialog).getByRole('button', { name: 'Criar categoria' }));
    expect(await within(dialog).findByText('Informe o nome.')).toBeVisible();
    expect(sentRequests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Nome da nova categoria'), 'Pets');
    await user.selectOptions(within(dialog).getByLabelText('Empresa da categoria'), 'Todo o clube');
    await user.click(within(dialog).getByRole('button', { name: 'Criar categoria' }));
    expect(await screen.findByText('Categoria criada.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentRequests.find((r) => r.method === 'POST')?.body).toEqual({
      nome: 'Pets',
      empresaId: null,
      ordem: 3,
    });
  });

  it('says so when the server refuses a deletion, instead of failing silently', async () => {
    const { user } = renderFaq('/perguntas-frequentes', {
      'DELETE /api/admin/v1/faq/items/10': () =>
        apiError(403, 'Acesso não permitido.', 'FORBIDDEN'),
    });
    const row = (await screen.findByText('Onde vejo meu cartão?')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Excluir' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Excluir esta pergunta?' })).getByRole('button', {
        name: 'Excluir',
      }),
    );
    expect(await screen.findByText('Acesso não permitido.')).toBeVisible();
    expect(screen.getByText('Onde vejo meu cartão?')).toBeVisible();
  });
});
