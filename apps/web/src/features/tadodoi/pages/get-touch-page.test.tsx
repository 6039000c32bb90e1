import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeCompany, makeSession } from '../../../../test/factories';
import { callsTo, stubApi } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { signInWithCard } from '../../../../test/sign-in';
import { useClubStore } from '../../../lib/club-store';
import { startSession } from '../../../lib/session';
import { ALL_VIDEO_LINKS, ANA, BRUNO, HOLDER } from '../test-fixtures';

const NO_CONTACT = { telefone: '', chat: '', videoChamada: '' };

describe('attendance page', () => {
  it('shows one button per video service with the documented labels, each opening a new tab', async () => {
    const fetchMock = stubApi({
      listaPessoasCombo: () => jsonResponse([HOLDER, ANA]),
      habilitarLinkAtendimento: () => jsonResponse(ALL_VIDEO_LINKS),
      getAtendimento: () => jsonResponse(NO_CONTACT),
    });
    signInWithCard();
    renderApp('/auth/get-touch');

    expect(await screen.findByRole('heading', { level: 1, name: 'Atendimento' })).toBeVisible();
    const labels = [
      ['Telemedicina Livre', 'https://video.example/livre'],
      ['Telemedicina Especializada', 'https://video.example/especialidade'],
      ['Apoio Psicológico', 'https://video.example/psicologia'],
      ['Apoio Nutricional', 'https://video.example/nutricao'],
      ['Apoio Fitness', 'https://video.example/fitness'],
      ['Treinos', 'https://video.example/treino'],
    ] as const;
    for (const [label, href] of labels) {
      const link = await screen.findByRole('link', { name: new RegExp(`^${label}`) });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(screen.getByRole('link', { name: 'Minhas Receitas' })).toHaveAttribute(
      'href',
      '/auth/my-receipes',
    );
    expect(screen.getByRole('link', { name: 'Minha Agenda' })).toHaveAttribute(
      'href',
      '/auth/my-appointments',
    );
    expect(callsTo(fetchMock, 'listaPessoasCombo')[0]?.body).toEqual({
      idCliente: 10,
      idPerfil: 5,
    });
    expect(callsTo(fetchMock, 'habilitarLinkAtendimento').map((c) => c.body)).toEqual([
      { idCliente: 10, idPerfil: 5 },
    ]);
  });

  it('leaves out unknown service types and links that are not http(s)', async () => {
    stubApi({
      listaPessoasCombo: () => jsonResponse([HOLDER]),
      habilitarLinkAtendimento: () =>
        jsonResponse([
          { tipo: 'TELEMEDICINA', urlVideo: 'javascript:alert(1)' },
          { tipo: 'OUTRO', urlVideo: 'https://video.example/outro' },
          { tipo: 'TREINO', urlVideo: 'https://video.example/treino' },
        ]),
      getAtendimento: () => jsonResponse(NO_CONTACT),
    });
    signInWithCard();
    renderApp('/auth/get-touch');
    expect(await screen.findByRole('link', { name: /^Treinos/ })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Telemedicina Livre/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /OUTRO/ })).not.toBeInTheDocument();
  });

  it('choosing a dependent makes them the acting identity and refetches the links with their ids', async () => {
    const fetchMock = stubApi({
      listaPessoasCombo: () => jsonResponse([HOLDER, ANA, BRUNO]),
      habilitarLinkAtendimento: ({ idCliente }) =>
        jsonResponse(
          idCliente === ANA.idCliente
            ? [{ tipo: 'PSICOLOGIA', urlVideo: 'https://video.example/ana' }]
            : [{ tipo: 'TELEMEDICINA', urlVideo: 'https://video.example/maria' }],
        ),
      getAtendimento: () => jsonResponse(NO_CONTACT),
    });
    signInWithCard();
    renderApp('/auth/get-touch');

    const chooser = await screen.findByLabelText('Para quem é o atendimento?');
    expect(chooser).toHaveValue('10-5'); // the first person by default
    expect(
      within(chooser)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([HOLDER.nome, ANA.nome, BRUNO.nome]);
    expect(await screen.findByRole('link', { name: /^Telemedicina Livre/ })).toBeVisible();

    await userEvent.selectOptions(chooser, ANA.nome);

    expect(await screen.findByRole('link', { name: /^Apoio Psicológico/ })).toHaveAttribute(
      'href',
      'https://video.example/ana',
    );
    expect(screen.queryByRole('link', { name: /^Telemedicina Livre/ })).not.toBeInTheDocument();
    expect(useClubStore.getState()).toMatchObject({
      selectedDependentIdCliente: ANA.idCliente,
      selectedDependentIdPerfil: ANA.idPerfil,
    });
    expect(callsTo(fetchMock, 'habilitarLinkAtendimento').map((c) => c.body)).toEqual([
      { idCliente: 10, idPerfil: 5 },
      { idCliente: ANA.idCliente, idPerfil: ANA.idPerfil },
    ]);
    // The people of the card are still the holder's.
    expect(callsTo(fetchMock, 'listaPessoasCombo').map((c) => c.body)).toEqual([
      { idCliente: 10, idPerfil: 5 },
    ]);

    await userEvent.selectOptions(chooser, HOLDER.nome);
    expect(await screen.findByRole('link', { name: /^Telemedicina Livre/ })).toBeVisible();
    expect(useClubStore.getState().selectedDependentIdCliente).toBeNull();
  });

  it('keeps a dependent chosen before as the selection', async () => {
    const fetchMock = stubApi({
      listaPessoasCombo: () => jsonResponse([HOLDER, ANA]),
      habilitarLinkAtendimento: () => jsonResponse([]),
      getAtendimento: () => jsonResponse(NO_CONTACT),
    });
    signInWithCard();
    useClubStore
      .getState()
      .update({ selectedDependentIdCliente: ANA.idCliente, selectedDependentIdPerfil: 6 });
    renderApp('/auth/get-touch');
    expect(await screen.findByLabelText('Para quem é o atendimento?')).toHaveValue('31-6');
    expect(
      await screen.findByText('Nenhum serviço por vídeo disponível para esta pessoa.'),
    ).toBeVisible();
    expect(callsTo(fetchMock, 'habilitarLinkAtendimento').map((c) => c.body)).toEqual([
      { idCliente: ANA.idCliente, idPerfil: ANA.idPerfil },
    ]);
  });

  it.each([
    ['a phone', { ...NO_CONTACT, telefone: '08007654321' }],
    ['a chat', { ...NO_CONTACT, chat: 'https://chat.example' }],
  ])('shows the 24-hour attendance link with %s', async (_, contact) => {
    stubApi({
      listaPessoasCombo: () => jsonResponse([HOLDER]),
      habilitarLinkAtendimento: () => jsonResponse([]),
      getAtendimento: () => jsonResponse(contact),
    });
    signInWithCard();
    renderApp('/auth/get-touch');
    expect(await screen.findByRole('link', { name: /Atendimento 24 horas/ })).toHaveAttribute(
      'href',
      '/auth/service-24',
    );
  });

  it('hides the 24-hour attendance link without phone or chat', async () => {
    stubApi({
      listaPessoasCombo: () => jsonResponse([HOLDER]),
      habilitarLinkAtendimento: () => jsonResponse([]),
      getAtendimento: () => jsonResponse({ ...NO_CONTACT, videoChamada: 'https://v.example' }),
    });
    signInWithCard();
    renderApp('/auth/get-touch');
    expect(
      await screen.findByText('Nenhum serviço por vídeo disponível para esta pessoa.'),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: /Atendimento 24 horas/ })).not.toBeInTheDocument();
  });

  it('explains that attendance is not enabled for the card, without calling the server', async () => {
    const fetchMock = stubApi({});
    const company = makeCompany({ atendimentoLiberado: false });
    startSession(makeSession({ empresas: [company] }), false);
    useClubStore.getState().chooseCompany(company);
    renderApp('/auth/get-touch');
    expect(await screen.findByText('Atendimento indisponível')).toBeVisible();
    expect(callsTo(fetchMock, 'listaPessoasCombo')).toEqual([]);
  });
});
