import type { AdminCategory } from '@clube/contract/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, sentRequests } from '../../../../test/fake-api';
import { meAdmin } from '../../../../test/factories';
import { renderApp } from '../../../../test/render-app';

const category = (id: number, nome: string, parceiros = 0): AdminCategory => ({
  id,
  nome,
  logo: '',
  parceiros,
});

function renderCategories(path = '/categorias') {
  const base = meAdmin();
  return renderApp(path, {
    'GET /api/admin/v1/me': () =>
      json({
        ...base,
        permissions: { ...base.permissions, categories: ['list', 'read', 'update'] },
      }),
    'GET /api/admin/v1/categories': (request) =>
      json({
        data:
          request.query.get('page') === '2'
            ? [category(60, 'Viagem')]
            : [category(1, 'Alimentação', 3), category(2, 'Pets')],
        total: 51,
      }),
    'GET /api/admin/v1/companies/1/category-strip': () =>
      json({ empresaId: 1, menuId: 0, menuAtivo: false, categorias: [] }),
    'DELETE /api/admin/v1/categories/2': () => json({ message: 'Categoria excluída.' }),
  });
}

describe('the categories screen', () => {
  it('asks in the console’s own dialog before deleting; Voltar deletes nothing', async () => {
    const { user } = renderCategories();
    const pets = (await screen.findByText('Pets')).closest('tr')!;
    await user.click(within(pets).getByRole('button', { name: 'Excluir' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir a categoria Pets?' });
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentRequests.filter((r) => r.method === 'DELETE')).toHaveLength(0);

    await user.click(within(pets).getByRole('button', { name: 'Excluir' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Excluir a categoria Pets?' })).getByRole(
        'button',
        { name: 'Excluir' },
      ),
    );
    await waitFor(() =>
      expect(sentRequests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
        '/api/admin/v1/categories/2',
      ]),
    );
  });

  it('offers no delete for a category with partners', async () => {
    renderCategories();
    const food = (await screen.findByText('Alimentação')).closest('tr')!;
    expect(within(food).getByRole('button', { name: 'Excluir' })).toBeDisabled();
  });

  it('keeps its page in the address', async () => {
    const { user, router } = renderCategories('/categorias?page=2');
    expect(await screen.findByText('Viagem')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByText('Pets')).toBeVisible();
    expect(router.state.location.search).toBe('');
  });
});
