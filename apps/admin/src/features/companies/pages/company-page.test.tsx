import { ADMIN_CONSOLE_HEADER } from '@clube/contract/admin';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, sentRequests } from '../../../../test/fake-api';
import { company, meAdmin } from '../../../../test/factories';
import { renderApp } from '../../../../test/render-app';

const me = () => json(meAdmin());
const ALL_ON = {
  appointments: true,
  invoiceDue: true,
  invoiceOverdue: true,
  exclusivePartner: true,
};
const switchesOn = () => json(ALL_ON);

describe('the company form', () => {
  it('shows the contract messages under each wrong field and sends nothing', async () => {
    const { user } = renderApp('/empresas/nova', { 'GET /api/admin/v1/me': me });
    expect(await screen.findByRole('heading', { name: 'Nova empresa' })).toBeVisible();

    await user.type(screen.getByLabelText('Link Pet'), 'javascript:alert(1)');
    const primary = screen.getByLabelText('Cor primária');
    await user.clear(primary);
    await user.type(primary, 'azul');
    await user.type(screen.getByLabelText('E-mail de ajuda'), 'sem-arroba');
    await user.click(screen.getByRole('button', { name: 'Criar empresa' }));

    expect(await screen.findByText('Informe o nome.')).toBeVisible();
    expect(screen.getByText('Link deve começar com http:// ou https://.')).toBeVisible();
    expect(screen.getByText('Cor deve estar no formato #rrggbb.')).toBeVisible();
    expect(screen.getByText('E-mail inválido.')).toBeVisible();
    expect(screen.getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'true');
    expect(sentRequests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('warns, as the colours are typed, when the member app text would fail WCAG AA', async () => {
    const { user } = renderApp('/empresas/nova', { 'GET /api/admin/v1/me': me });
    await screen.findByRole('heading', { name: 'Nova empresa' });
    // The defaults pass: no warning.
    expect(screen.getByText('O texto passa no nível AA da WCAG nas duas cores.')).toBeVisible();
    expect(screen.queryByText('Atenção ao contraste')).toBeNull();

    const primary = screen.getByLabelText('Cor primária');
    await user.clear(primary);
    await user.type(primary, '#ffd700');

    expect(await screen.findByText('Atenção ao contraste')).toBeVisible();
    expect(
      screen.getByText(/sobre a cor primária tem contraste 1,4\d:1, abaixo do mínimo de 4,50:1/),
    ).toBeVisible();
    // The preview's header takes the colour at once (a CSS custom property).
    const preview = screen.getByRole('figure', { name: 'Prévia no app do membro' });
    expect(preview.style.getPropertyValue('--preview-primary')).toBe('#ffd700');

    const contrast = screen.getByLabelText('Cor de contraste');
    await user.clear(contrast);
    await user.type(contrast, '#111111');
    expect(await screen.findByText(/sobre a cor secundária tem contraste/)).toBeVisible();
    expect(screen.queryByText(/sobre a cor primária tem contraste/)).toBeNull();
  });

  it('creates the company with the validated body and opens its page', async () => {
    const created = company({
      id: 42,
      nome: 'Acme Saúde',
      colors: { primary: '#0f766e', secondary: '#b45309', contrast: '#ffffff' },
    });
    const { user } = renderApp('/empresas/nova', {
      'GET /api/admin/v1/me': me,
      'POST /api/admin/v1/companies': () => json(created),
      'GET /api/admin/v1/companies/42': () => json(created),
      'GET /api/admin/v1/companies/42/notice-switches': switchesOn,
    });
    await screen.findByRole('heading', { name: 'Nova empresa' });
    await user.type(screen.getByLabelText('Nome'), 'Acme Saúde');
    const primary = screen.getByLabelText('Cor primária');
    await user.clear(primary);
    await user.type(primary, '#0F766E');
    await user.type(screen.getByLabelText('Link Treinos'), 'https://treinos.example.com');
    await user.type(screen.getByLabelText('Telefone 1'), '(11) 3333-4444');
    await user.click(screen.getByLabelText('Tá Dodói (telemedicina)'));
    await user.click(screen.getByRole('button', { name: 'Criar empresa' }));

    expect(await screen.findByRole('heading', { name: 'Acme Saúde', level: 1 })).toBeVisible();
    const post = sentRequests.find((r) => r.method === 'POST')!;
    expect(post.headers.get(ADMIN_CONSOLE_HEADER)).toBe('1');
    expect(post.body).toMatchObject({
      nome: 'Acme Saúde',
      colors: { primary: '#0f766e', secondary: '#b45309', contrast: '#ffffff' },
      tadodoi: true,
      linkTreinos: 'https://treinos.example.com',
      ajuda: { telefone1: '1133334444' },
      menus: { nacional: true, exclusivo: true, local: true },
      maxDependentes: 10,
    });
    expect(await screen.findByText('Empresa criada.')).toBeVisible();
  });

  it('sends only the groups the operator changed', async () => {
    const { user } = renderApp('/empresas/7', {
      'GET /api/admin/v1/me': me,
      'GET /api/admin/v1/companies/7': () => json(company()),
      'GET /api/admin/v1/companies/7/notice-switches': switchesOn,
      'PATCH /api/admin/v1/companies/7': () =>
        json(company({ linkPet: 'https://pet.example.com' })),
    });
    expect(await screen.findByRole('heading', { name: 'Acme Saúde', level: 1 })).toBeVisible();
    await user.type(screen.getByLabelText('Link Pet'), 'https://pet.example.com');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Alterações salvas.')).toBeVisible();
    const patch = sentRequests.find((r) => r.method === 'PATCH')!;
    expect(patch.body).toEqual({ linkPet: 'https://pet.example.com' });
  });

  it('fills the help address from the CEP, and asks for 8 digits without calling when it is short', async () => {
    const { user } = renderApp('/empresas/nova', {
      'GET /api/admin/v1/me': me,
      'GET /api/admin/v1/cep': (request) =>
        json({
          cep: request.query.get('cep'),
          logradouro: 'Avenida Paulista',
          bairro: 'Bela Vista',
          localidade: 'São Paulo',
          uf: 'SP',
        }),
    });
    await screen.findByRole('heading', { name: 'Nova empresa' });
    const cep = screen.getByLabelText('CEP');
    await user.type(cep, '0131');
    await user.click(screen.getByRole('button', { name: 'Buscar CEP' }));
    expect(cep).toHaveAccessibleDescription(/8 dígitos/);
    expect(sentRequests.filter((r) => r.path === '/api/admin/v1/cep')).toHaveLength(0);

    await user.type(cep, '0-100');
    await user.click(screen.getByRole('button', { name: 'Buscar CEP' }));
    expect(await screen.findByDisplayValue('Avenida Paulista')).toBeVisible();
    expect(screen.getByLabelText('Bairro')).toHaveValue('Bela Vista');
    expect(screen.getByLabelText('Cidade')).toHaveValue('São Paulo');
    expect(screen.getByLabelText('UF')).toHaveValue('SP');
    expect(sentRequests.find((r) => r.path === '/api/admin/v1/cep')?.query.get('cep')).toBe(
      '01310100',
    );
  });

  it('switches an automatic notice off for the company, and says security notices always go', async () => {
    const { user } = renderApp('/empresas/7', {
      'GET /api/admin/v1/me': me,
      'GET /api/admin/v1/companies/7': () => json(company()),
      'GET /api/admin/v1/companies/7/notice-switches': switchesOn,
      'PUT /api/admin/v1/companies/7/notice-switches': (request) => json(request.body),
    });
    const box = await screen.findByLabelText('Fatura vencida', {}, { timeout: 5000 });
    expect(box).toBeChecked();
    expect(screen.getByText(/Avisos de segurança .* são sempre enviados/)).toBeVisible();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Salvar avisos automáticos' }));
    expect(await screen.findByText('Avisos automáticos salvos.')).toBeVisible();
    const put = sentRequests.find((r) => r.method === 'PUT')!;
    expect(put.body).toEqual({ ...ALL_ON, invoiceOverdue: false });
  });
});
