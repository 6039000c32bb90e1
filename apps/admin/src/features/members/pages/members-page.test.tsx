import type { AdminMemberSummary } from '@clube/contract/admin';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, sentRequests } from '../../../../test/fake-api';
import { meAdmin } from '../../../../test/factories';
import { renderApp } from '../../../../test/render-app';

const member = (id: number, nome: string): AdminMemberSummary => ({
  id,
  nome,
  cpf: `529.982.247-${String(id).padStart(2, '0')}`,
  email: '',
  ultimoAcessoEm: null,
  cartoes: [{ idCliente: id, idEmpresa: 1, empresa: 'Viva Mais Benefícios', status: 'ativo' }],
});

/** The server's answer per request: the name search and the page it asks for. */
function renderMembers(path: string) {
  return renderApp(path, {
    'GET /api/admin/v1/me': () => json(meAdmin()),
    'GET /api/admin/v1/members': (request) => {
      const page = Number(request.query.get('page') ?? '1');
      if (request.query.get('busca') === 'joao')
        return json({ data: [member(7, 'João Pedro Almeida')], total: 1 });
      return json({
        data:
          page === 2
            ? [member(30, 'Vera Nunes')]
            : [member(1, 'Ana Lima'), member(2, 'Bruno Dias')],
        total: 26,
      });
    },
  });
}

const asked = () =>
  sentRequests.filter((r) => r.path === '/api/admin/v1/members').map((r) => r.query);

describe('the members list', () => {
  it('searches by name as typed, "joao" showing "João Pedro Almeida", the search in the address', async () => {
    const { user, router } = renderMembers('/membros');
    expect(await screen.findByRole('link', { name: 'Ana Lima' })).toBeVisible();
    await user.type(screen.getByLabelText('Buscar por CPF ou nome'), 'joao');
    expect(await screen.findByRole('link', { name: 'João Pedro Almeida' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Ana Lima' })).toBeNull();
    expect(asked().at(-1)?.get('busca')).toBe('joao');
    expect(router.state.location.search).toBe('?busca=joao');
  });

  it('pages through the server, the page in the address; a link to page 2 opens on it', async () => {
    const { user, router } = renderMembers('/membros');
    const pages = await screen.findByRole('navigation', { name: 'Páginas de Membros' });
    expect(within(pages).getByText('Página 1 de 2')).toBeVisible();
    await user.click(within(pages).getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByRole('link', { name: 'Vera Nunes' })).toBeVisible();
    expect(router.state.location.search).toBe('?page=2');
    expect(asked().at(-1)?.get('page')).toBe('2');
  });

  it('opens on the page and search of the address', async () => {
    renderMembers('/membros?page=2');
    expect(await screen.findByRole('link', { name: 'Vera Nunes' })).toBeVisible();
    expect(screen.getByText('Página 2 de 2')).toBeVisible();
    expect(asked()[0]?.get('page')).toBe('2');
  });
});
