import type { AdminVideoLinks, MeResponse } from '@clube/contract/admin';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, sentRequests } from '../../../../test/fake-api';
import { meAdmin } from '../../../../test/factories';
import { renderApp } from '../../../../test/render-app';

const PATH = '/api/admin/v1/companies/1/video-links';

function me(services: MeResponse['permissions']['services']): MeResponse {
  const base = meAdmin({ role: services.includes('update') ? 'operator' : 'support' });
  return { ...base, permissions: { ...base.permissions, services } };
}

const links = (overrides: Partial<AdminVideoLinks['links']> = {}): AdminVideoLinks => ({
  empresaId: 1,
  atendimentoLiberado: true,
  links: {
    TELEMEDICINA: 'https://tele.example.com/sala',
    ESPECIALIDADE: '',
    PSICOLOGIA: '/media/demo-video-psicologia',
    NUTRICAO: '',
    FITNESS: '',
    TREINO: '',
    ...overrides,
  },
});

describe('the video links screen', () => {
  it('shows each type’s link of the first company, and saves the six with the typed change', async () => {
    const { user } = renderApp('/servicos-por-video', {
      'GET /api/admin/v1/me': () => json(me(['list', 'read', 'update'])),
      [`GET ${PATH}`]: () => json(links()),
      [`PUT ${PATH}`]: (request) =>
        json({ ...links(), links: request.body as AdminVideoLinks['links'] }),
    });
    expect(await screen.findByRole('heading', { name: 'Serviços por vídeo' })).toBeVisible();
    const tele = await screen.findByLabelText('Telemedicina Livre');
    expect(tele).toHaveValue('https://tele.example.com/sala');
    expect(screen.getByLabelText('Apoio Psicológico')).toHaveValue('/media/demo-video-psicologia');
    expect(screen.getByLabelText('Treinos')).toHaveValue('');
    expect(screen.getByLabelText('Empresa')).toHaveValue('1');

    await user.clear(tele);
    await user.type(tele, 'https://nova.example.com/tele');
    await user.type(screen.getByLabelText('Treinos'), 'https://treinos.example.com');
    await user.click(screen.getByRole('button', { name: 'Salvar links' }));

    expect(await screen.findByText('Links salvos.')).toBeVisible();
    const put = sentRequests.find((r) => r.method === 'PUT')!;
    expect(put.body).toEqual({
      TELEMEDICINA: 'https://nova.example.com/tele',
      ESPECIALIDADE: '',
      PSICOLOGIA: '/media/demo-video-psicologia',
      NUTRICAO: '',
      FITNESS: '',
      TREINO: 'https://treinos.example.com',
    });
  });

  it('shows the contract’s message under a link that is not http(s) and sends nothing', async () => {
    const { user } = renderApp('/servicos-por-video', {
      'GET /api/admin/v1/me': () => json(me(['list', 'read', 'update'])),
      [`GET ${PATH}`]: () => json(links()),
    });
    const field = await screen.findByLabelText('Apoio Nutricional');
    await user.type(field, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Salvar links' }));
    expect(await screen.findByText('Link deve começar com http:// ou https://.')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(sentRequests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('disables the form while saving and shows the server’s refusal', async () => {
    let answer: (r: Response) => void = () => {};
    const { user } = renderApp('/servicos-por-video', {
      'GET /api/admin/v1/me': () => json(me(['list', 'read', 'update'])),
      [`GET ${PATH}`]: () => json(links()),
      [`PUT ${PATH}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await screen.findByLabelText('Telemedicina Livre');
    await user.click(screen.getByRole('button', { name: 'Salvar links' }));
    await waitFor(() => expect(screen.getByLabelText('Telemedicina Livre')).toBeDisabled());
    expect(screen.getByRole('button', { name: /Salvar links/ })).toBeDisabled();
    answer(apiError(403, 'Você não tem permissão para esta ação.', 'FORBIDDEN'));
    const refusal = await screen.findByText('Você não tem permissão para esta ação.');
    expect(refusal.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByLabelText('Telemedicina Livre')).toBeEnabled();
  });

  it('is read-only for support, and warns when the company has no Tá Dodói', async () => {
    renderApp('/servicos-por-video', {
      'GET /api/admin/v1/me': () => json(me(['list', 'read'])),
      [`GET ${PATH}`]: () => json({ ...links(), atendimentoLiberado: false }),
    });
    expect(await screen.findByLabelText('Telemedicina Livre')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Salvar links' })).toBeNull();
    expect(screen.getByText(/não está liberado para esta empresa/)).toBeVisible();
  });

  it('reads the company chosen in the picker', async () => {
    const { user } = renderApp('/servicos-por-video', {
      'GET /api/admin/v1/me': () => json(me(['list', 'read', 'update'])),
      [`GET ${PATH}`]: () => json(links()),
      'GET /api/admin/v1/companies/2/video-links': () =>
        json({ ...links({ TELEMEDICINA: 'https://conecta.example.com' }), empresaId: 2 }),
    });
    await screen.findByLabelText('Telemedicina Livre');
    await user.selectOptions(screen.getByLabelText('Empresa'), '2');
    expect(
      await screen.findByRole('heading', { name: 'Links · Conecta Saúde Clube' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.getByLabelText('Telemedicina Livre')).toHaveValue(
        'https://conecta.example.com',
      ),
    );
  });
});
