import type { HelpInfo } from '@clube/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, stubApi } from '../../../../test/fake-api';
import { jsonResponse } from '../../../../test/factories';
import { renderApp } from '../../../../test/render-app';
import { signInWithCard } from '../../../../test/sign-in';

const HELP: HelpInfo = {
  telefone1: '11987650000',
  telefone2: '1130001000',
  email: 'atendimento@aurora.exemplo.com.br',
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  numero: '1000',
  complemento: 'Conjunto 101',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  uf: 'SP',
};

describe('help page', () => {
  it("links WhatsApp with 55 and a greeting, calls by tel: and writes by mailto:, for the chosen card's company", async () => {
    const fetchMock = stubApi({ getAjudaEmpresa: () => jsonResponse(HELP) });
    signInWithCard();
    renderApp('/auth/help');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Precisa de Ajuda' }),
    ).toBeVisible();

    const whatsapp = await screen.findByRole('link', { name: /WhatsApp/ });
    const href = new URL(whatsapp.getAttribute('href') ?? '');
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/5511987650000');
    expect(href.searchParams.get('text')).toBe(
      'Olá! Sou associado(a) do Empresa Aurora e preciso de ajuda.',
    );
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp.getAttribute('rel')).toContain('noopener');
    expect(whatsapp).toHaveTextContent('(11) 98765-0000');

    const call = screen.getByRole('link', { name: /Ligar/ });
    expect(call).toHaveAttribute('href', 'tel:+551130001000');
    expect(call).toHaveTextContent('(11) 3000-1000');

    const mail = screen.getByRole('link', { name: /E-mail/ });
    expect(mail).toHaveAttribute('href', 'mailto:atendimento@aurora.exemplo.com.br');

    const address = screen.getByRole('region', { name: 'Endereço' });
    expect(address).toHaveTextContent('Avenida Paulista, 1000 – Conjunto 101');
    expect(address).toHaveTextContent('Bela Vista');
    expect(address).toHaveTextContent('São Paulo/SP – CEP 01310-100');

    const calls = callsTo(fetchMock, 'getAjudaEmpresa');
    expect(calls.map((c) => c.body)).toEqual([{ idEmpresa: 1 }]);
  });

  it("opens the address in the phone's maps and leads to the FAQ", async () => {
    stubApi({ getAjudaEmpresa: () => jsonResponse(HELP) });
    signInWithCard();
    const { history } = renderApp('/auth/help');
    const address = await screen.findByRole('region', { name: 'Endereço' });
    const maps = within(address).getByRole('link', { name: /Avenida Paulista.*abre no mapa/ });
    const href = new URL(maps.getAttribute('href') ?? '');
    expect(`${href.origin}${href.pathname}`).toBe('https://www.google.com/maps/search/');
    expect(href.searchParams.get('query')).toBe(
      'Avenida Paulista, 1000 – Conjunto 101, Bela Vista, São Paulo/SP – CEP 01310-100',
    );
    expect(maps).toHaveAttribute('target', '_blank');

    await userEvent.click(screen.getByRole('link', { name: /Perguntas Frequentes/ }));
    expect(history.location.pathname).toBe('/auth/faq');
  });

  it('asks for the help of the company of the card chosen', async () => {
    const fetchMock = stubApi({ getAjudaEmpresa: () => jsonResponse(HELP) });
    signInWithCard({ idEmpresa: 2, idCliente: 20, idPerfil: 9, nomeEmpresa: 'Cooperativa Sol' });
    renderApp('/auth/help');
    const whatsapp = await screen.findByRole('link', { name: /WhatsApp/ });
    expect(decodeURIComponent(whatsapp.getAttribute('href') ?? '')).toContain('Cooperativa Sol');
    expect(callsTo(fetchMock, 'getAjudaEmpresa')[0]?.body).toEqual({ idEmpresa: 2 });
  });

  it('leaves out a channel the company has not filled in', async () => {
    stubApi({
      getAjudaEmpresa: () => jsonResponse({ ...HELP, telefone2: '', email: 'sem-email' }),
    });
    signInWithCard();
    renderApp('/auth/help');
    expect(await screen.findByRole('link', { name: /WhatsApp/ })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Ligar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /E-mail/ })).not.toBeInTheDocument();
  });

  it('says when the company has no contact at all', async () => {
    const empty = Object.fromEntries(Object.keys(HELP).map((k) => [k, ''])) as HelpInfo;
    stubApi({ getAjudaEmpresa: () => jsonResponse(empty) });
    signInWithCard();
    renderApp('/auth/help');
    expect(await screen.findByText('Nenhum contato cadastrado.')).toBeVisible();
  });

  it('is the Ajuda of the bottom navigation', async () => {
    stubApi({ getAjudaEmpresa: () => jsonResponse(HELP) });
    signInWithCard();
    renderApp('/auth/help');
    await screen.findByRole('link', { name: /WhatsApp/ });
    expect(screen.getByRole('link', { name: 'Ajuda' })).toHaveAttribute('aria-current', 'page');
  });
});
