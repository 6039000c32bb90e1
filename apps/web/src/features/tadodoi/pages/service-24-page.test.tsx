import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../test/factories';
import { stubApi } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { signInWithCard } from '../../../../test/sign-in';

describe('24-hour attendance page', () => {
  it('offers call, chat and video call, and leads back to Atendimento', async () => {
    stubApi({
      getAtendimento: () =>
        jsonResponse({
          telefone: '08007654321',
          chat: 'https://chat.example/24h',
          videoChamada: 'https://video.example/24h',
        }),
    });
    signInWithCard();
    renderApp('/auth/service-24');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Atendimento 24 horas' }),
    ).toBeVisible();
    const call = await screen.findByRole('link', { name: /Ligar/ });
    expect(call).toHaveAttribute('href', 'tel:08007654321');
    expect(call).toHaveTextContent('0800 765 4321');
    expect(call).not.toHaveAttribute('target');
    const chat = screen.getByRole('link', { name: /Chat/ });
    expect(chat).toHaveAttribute('href', 'https://chat.example/24h');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Videochamada/ })).toHaveAttribute(
      'href',
      'https://video.example/24h',
    );
    expect(screen.getByRole('link', { name: 'Voltar para Atendimento' })).toHaveAttribute(
      'href',
      '/auth/get-touch',
    );
  });

  it('shows only the channels that are present, a mobile number with the country code', async () => {
    stubApi({
      getAtendimento: () =>
        jsonResponse({ telefone: '(11) 98765-4321', chat: '', videoChamada: 'javascript:x' }),
    });
    signInWithCard();
    renderApp('/auth/service-24');
    expect(await screen.findByRole('link', { name: /Ligar/ })).toHaveAttribute(
      'href',
      'tel:+5511987654321',
    );
    expect(screen.queryByRole('link', { name: /Chat/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Videochamada/ })).not.toBeInTheDocument();
  });
});
