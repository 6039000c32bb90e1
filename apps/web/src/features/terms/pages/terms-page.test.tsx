import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeSession } from '../../../../test/factories';
import { stubApi, type Answer } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { getSession, startSession } from '../../../lib/session';

function setUp(answer: Answer<'updateTermsConditions'>) {
  const fetchMock = stubApi({ updateTermsConditions: answer });
  startSession(makeSession({ aceiteTermo: true, idUsuario: 42 }), false);
  renderApp('/terms');
  return fetchMock;
}

describe('terms page', () => {
  it('promises deletion within 30 days after the contract ends', async () => {
    setUp(async () => jsonResponse({ message: 'ok' }));
    expect(
      await screen.findByText(/excluídos em até 30 dias após o término do contrato/),
    ).toBeInTheDocument();
    expect(screen.getByText(/art\. 18/)).toBeInTheDocument();
  });

  it('accepting sends update-terms-conditions for the user and asks which card', async () => {
    const fetchMock = setUp(async () => jsonResponse({ message: 'ok' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Aceito o Termo' }));

    expect(await screen.findByText('Qual cartão deseja acessar?')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/clube/v1/update-terms-conditions');
    expect(JSON.parse(String(init?.body))).toEqual({ idUsuario: 42 });
    expect(getSession()?.aceiteTermo).toBe(false);
  });

  it('a failed acceptance shows the generic message and stays', async () => {
    setUp(async () => jsonResponse({ message: 'falhou', code: 'INTERNAL' }, 500));
    await userEvent.click(await screen.findByRole('button', { name: 'Aceito o Termo' }));
    expect(await screen.findByText('Erro de servidor entre em contato!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aceito o Termo' })).toBeEnabled();
  });

  it('refusing signs out and returns to login without a call', async () => {
    const fetchMock = setUp(async () => jsonResponse({ message: 'ok' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Não aceito o termo' }));

    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(getSession()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
