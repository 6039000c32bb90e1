import type { FaqCategory } from '@clube/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, stubApi } from '../../../../test/fake-api';
import { jsonResponse } from '../../../../test/factories';
import { renderApp } from '../../../../test/render-app';
import { signInWithCard } from '../../../../test/sign-in';
import { queryClient } from '../../../lib/query-client';

const FAQ: FaqCategory[] = [
  {
    categoria: 'Cadastro e acesso',
    conteudo: [
      {
        pergunta: 'Como faço meu primeiro acesso?',
        resposta: '<p>Use seu <strong>CPF</strong>.</p>',
      },
      { pergunta: 'Esqueci minha senha. E agora?', resposta: '<p>Toque em <em>Esqueceu</em>.</p>' },
    ],
  },
  {
    categoria: 'Parceiros e descontos',
    conteudo: [
      { pergunta: 'Como uso um desconto?', resposta: '<ul><li>na loja</li><li>online</li></ul>' },
      { pergunta: 'Os descontos valem para dependentes?', resposta: '' },
      { pergunta: '  ', resposta: '<p>Resposta sem pergunta.</p>' },
    ],
  },
  {
    categoria: 'Só incompletos',
    conteudo: [{ pergunta: 'Pergunta sem resposta?', resposta: '   ' }],
  },
  { categoria: 'Novidades', conteudo: [] },
];

const item = (question: string) =>
  screen.getByText(question).closest('details') as HTMLDetailsElement;
const header = (question: string) => screen.getByText(question).closest('summary') as HTMLElement;

function openFaq(answer: FaqCategory[] | (() => Response | Promise<Response>)) {
  const fetchMock = stubApi({
    getFaqTotal: typeof answer === 'function' ? answer : () => jsonResponse(answer),
  });
  signInWithCard();
  return { fetchMock, ...renderApp('/auth/faq') };
}

describe('FAQ page', () => {
  it('shows each category under its heading with its questions closed, answers rendered as HTML', async () => {
    const { fetchMock } = openFaq(FAQ);

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Cadastro e acesso' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Perguntas Frequentes' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Parceiros e descontos' })).toBeVisible();
    expect(item('Como faço meu primeiro acesso?')).not.toHaveAttribute('open');
    expect(within(item('Como faço meu primeiro acesso?')).getByText('CPF').tagName).toBe('STRONG');
    expect(
      within(item('Como uso um desconto?')).getAllByRole('listitem', { hidden: true }),
    ).toHaveLength(2);
    expect(callsTo(fetchMock, 'getFaqTotal')).toHaveLength(1);
  });

  it('skips items lacking a question or an answer, and hides categories left empty', async () => {
    openFaq(FAQ);
    await screen.findByText('Como uso um desconto?');

    expect(screen.queryByText('Os descontos valem para dependentes?')).toBeNull();
    expect(screen.queryByText('Resposta sem pergunta.')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Só incompletos' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Novidades' })).toBeNull();
    expect(document.querySelectorAll('details')).toHaveLength(3);
  });

  it('keeps one answer open at a time across categories, and closes the open one when tapped', async () => {
    openFaq(FAQ);
    await screen.findByText('Como uso um desconto?');

    await userEvent.click(header('Como faço meu primeiro acesso?'));
    await waitFor(() => expect(item('Como faço meu primeiro acesso?')).toHaveAttribute('open'));

    await userEvent.click(header('Como uso um desconto?'));
    await waitFor(() => expect(item('Como uso um desconto?')).toHaveAttribute('open'));
    await waitFor(() => expect(item('Como faço meu primeiro acesso?')).not.toHaveAttribute('open'));
    expect(document.querySelectorAll('details[open]')).toHaveLength(1);

    await userEvent.click(header('Como uso um desconto?'));
    await waitFor(() => expect(document.querySelectorAll('details[open]')).toHaveLength(0));
  });

  it('never lets a script, an event handler or a javascript: link of an answer through', async () => {
    openFaq([
      {
        categoria: 'Segurança',
        conteudo: [
          {
            pergunta: 'Resposta maliciosa',
            resposta:
              '<p>Texto <img src="x" onerror="window.__faqXss=1"><script>window.__faqXss=2</script>' +
              '<a href="javascript:window.__faqXss=3">veja</a> <a href="https://clube.example">site</a>' +
              '<svg><animate onbegin="window.__faqXss=4"></animate></svg></p>',
          },
        ],
      },
    ]);
    await userEvent.click(await screen.findByText('Resposta maliciosa'));
    const answer = item('Resposta maliciosa').querySelector('div div') as HTMLElement;

    expect(answer).toHaveTextContent('Texto veja site');
    expect(answer.querySelector('script')).toBeNull();
    expect(answer.innerHTML).not.toMatch(/onerror|onbegin|javascript:|__faqXss/i);
    expect(within(answer).getByText('veja')).not.toHaveAttribute('href');
    expect(within(answer).getByText('site')).toHaveAttribute('href', 'https://clube.example');
    expect((window as { __faqXss?: number }).__faqXss).toBeUndefined();
  });

  it('says so when there is no FAQ to show', async () => {
    openFaq([{ categoria: 'Novidades', conteudo: [] }]);
    expect(await screen.findByRole('heading', { name: 'Nenhum FAQ encontrado' })).toBeVisible();
    expect(screen.getByText('Não existem FAQs cadastrados para esta categoria.')).toBeVisible();
  });

  it('fills the page with a spinner on the first load, and overlays the answers on a reload', async () => {
    let release: (() => void) | undefined;
    let calls = 0;
    openFaq(() => {
      calls += 1;
      const body = calls === 1 ? FAQ : [{ categoria: 'Atualizada', conteudo: FAQ[0]!.conteudo }];
      return new Promise<Response>((resolve) => {
        release = () => resolve(jsonResponse(body));
      });
    });

    expect(await screen.findByRole('status')).toHaveTextContent('Carregando…');
    await waitFor(() => expect(release).toBeDefined());
    release!();
    expect(await screen.findByText('Cadastro e acesso')).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();

    release = undefined;
    void queryClient.invalidateQueries({ queryKey: ['getFaqTotal'] });
    expect(await screen.findByRole('status')).toHaveTextContent('Atualizando…');
    expect(screen.getByText('Cadastro e acesso')).toBeVisible();
    await waitFor(() => expect(release).toBeDefined());
    release!();
    expect(await screen.findByText('Atualizada')).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers to try again when the FAQ fails to load', async () => {
    let fail = true;
    openFaq(() =>
      fail
        ? jsonResponse({ message: 'Erro de servidor entre em contato!', code: 'INTERNAL' }, 500)
        : jsonResponse(FAQ),
    );
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    expect(screen.getByText('Não foi possível carregar as perguntas frequentes.')).toBeVisible();
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('Cadastro e acesso')).toBeVisible();
  });

  it('searches questions and answers, without minding accents or case', async () => {
    stubApi({ getFaqTotal: () => jsonResponse(FAQ) });
    signInWithCard();
    renderApp('/auth/faq');
    const search = await screen.findByRole('searchbox', {
      name: 'Buscar nas perguntas e respostas',
    });
    const user = userEvent.setup();

    // 'acesso' is in a question; 'LOJA' only in an answer's markup-free text.
    await user.type(search, 'ACESSO');
    await waitFor(() =>
      expect(screen.queryByText('Como uso um desconto?')).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Como faço meu primeiro acesso?')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('1 pergunta encontrada');

    await user.clear(search);
    await user.type(search, 'loja online');
    expect(await screen.findByText('Como uso um desconto?')).toBeVisible();
    expect(screen.queryByText('Como faço meu primeiro acesso?')).not.toBeInTheDocument();

    // 'Só' and 'São' without their accents, 'faco' for 'faço'.
    await user.clear(search);
    await user.type(search, 'faco primeiro');
    expect(await screen.findByText('Como faço meu primeiro acesso?')).toBeVisible();

    await user.clear(search);
    await user.type(search, 'reembolso');
    expect(await screen.findByText('Nenhuma pergunta encontrada')).toBeVisible();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();

    await user.clear(search);
    expect(await screen.findByText('Esqueci minha senha. E agora?')).toBeVisible();
    expect(screen.getByText('Como uso um desconto?')).toBeVisible();
  });
});
