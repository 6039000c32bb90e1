import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, sentRequests } from '../../../../test/fake-api';
import { importJob, meAdmin } from '../../../../test/factories';
import { renderApp } from '../../../../test/render-app';

const me = () => json(meAdmin());

describe('the member import screen', () => {
  it('uploads the CSV for the chosen company and shows the dry run: counts, first errors, error rows', async () => {
    const { user } = renderApp('/importar', {
      'GET /api/admin/v1/me': me,
      'POST /api/admin/v1/imports/members': () => json(importJob()),
      'GET /api/admin/v1/imports/5': () => json(importJob()),
    });
    expect(await screen.findByRole('heading', { name: 'Importar membros' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Baixar modelo (CSV)' })).toHaveAttribute(
      'href',
      '/api/admin/v1/imports/members/template',
    );

    await user.click(screen.getByRole('button', { name: 'Enviar e conferir' }));
    expect(await screen.findByText('Escolha a empresa dos membros.')).toBeVisible();
    expect(screen.getByText('Escolha o arquivo CSV.')).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Empresa'), 'Viva Mais Benefícios');
    const file = new File(['CPF;nome\n52998224725;Maria\n'], 'membros-novembro.csv', {
      type: 'text/csv',
    });
    await user.upload(screen.getByLabelText('Arquivo CSV'), file);
    await user.click(screen.getByRole('button', { name: 'Enviar e conferir' }));

    const summary = await screen.findByLabelText('Resumo da importação');
    const count = (label: string) =>
      within(summary).getByText(label).closest('div')?.querySelector('dd')?.textContent;
    expect(count('A criar')).toBe('100');
    expect(count('A atualizar')).toBe('12');
    expect(count('Sem mudança')).toBe('5');
    expect(count('Com erro')).toBe('3');

    const upload = sentRequests.find((r) => r.method === 'POST')!;
    expect(upload.query.get('companyId')).toBe('1');
    expect(upload.query.get('firstPassword')).toBe('nascimento');
    expect(upload.query.get('fileName')).toBe('membros-novembro.csv');
    expect(upload.headers.get('content-type')).toBe('text/csv');
    expect(upload.body).toBe(file);

    // Who would be created, and what differs from the record of who is on file (CPFs masked).
    const creates = screen.getByRole('table', { name: 'Pessoas a criar' });
    expect(
      within(creates)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual([
      '2***.456.789-**Maria da SilvaTitular',
      '3***.222.333-**Pedro Lima · já entra no app por outra empresa: ganha só o cartão destaAgregado',
    ]);
    expect(screen.getByRole('heading', { name: 'Pessoas a criar (2 de 100)' })).toBeVisible();
    const rita = screen.getByRole('table', { name: 'Linha 6: Rita Souza (***.982.247-**)' });
    expect(
      within(rita).getByRole('row', { name: 'Telefone (11) 98765-4321 (21) 3333-4444' }),
    ).toBeVisible();
    expect(within(rita).getByRole('row', { name: 'Situação Encerrado Ativo' })).toBeVisible();

    const errors = screen.getByRole('table', { name: 'Linhas com erro' });
    const rows = within(errors).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      '4',
      '9',
      '17',
    ]);
    expect(within(rows[0]!).getByText('CPF inválido!')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Baixar linhas com erro (CSV)' })).toHaveAttribute(
      'href',
      '/api/admin/v1/imports/5/errors.csv',
    );
    expect(screen.getByText(/colunas ignoradas: observação/)).toBeVisible();
  });

  it('sends the e-mail choice of first password, and refuses a file over 5 MB before sending it', async () => {
    const { user } = renderApp('/importar', {
      'GET /api/admin/v1/me': me,
      'POST /api/admin/v1/imports/members': () => json(importJob()),
      'GET /api/admin/v1/imports/5': () => json(importJob()),
    });
    await user.selectOptions(await screen.findByLabelText('Empresa'), 'Viva Mais Benefícios');
    await user.click(screen.getByLabelText(/Senha aleatória enviada por e-mail/));
    const big = new File(['x'], 'grande.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await user.upload(screen.getByLabelText('Arquivo CSV'), big);
    await user.click(screen.getByRole('button', { name: 'Enviar e conferir' }));
    expect(
      await screen.findByText('O arquivo passa de 5 MB. Divida-o em arquivos menores.'),
    ).toBeVisible();
    expect(sentRequests.filter((r) => r.method === 'POST')).toHaveLength(0);

    const file = new File(['CPF;nome;e-mail\n'], 'membros.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Arquivo CSV'), file);
    expect(screen.queryByText(/passa de 5 MB/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enviar e conferir' }));
    expect(await screen.findByLabelText('Resumo da importação')).toBeVisible();
    const upload = sentRequests.find((r) => r.method === 'POST')!;
    expect(upload.query.get('firstPassword')).toBe('email');
    expect(upload.body).toBe(file);
  });

  it('confirms with "desativar quem não está no arquivo" and follows the progress to the end', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let confirmed = false;
    let polls = 0;
    const { user } = renderApp('/importar?importacao=5', {
      'GET /api/admin/v1/me': me,
      'GET /api/admin/v1/imports/5': () => {
        if (!confirmed) return json(importJob());
        polls += 1;
        return json(
          polls < 2
            ? importJob({ status: 'applying', applied: 60, deactivateMissing: true })
            : importJob({
                status: 'done',
                applied: 120,
                deactivateMissing: true,
                deactivated: 4,
                finishedAt: '2026-11-23T10:01:00.000Z',
              }),
        );
      },
      'POST /api/admin/v1/imports/5/confirm': () => {
        confirmed = true;
        return json(importJob({ status: 'applying', applied: 0, deactivateMissing: true }));
      },
    });
    const checkbox = await screen.findByLabelText(
      'Desativar quem não está no arquivo (4 cartões ativos de Viva Mais Benefícios)',
    );
    await user.click(checkbox);
    await user.click(screen.getByRole('button', { name: 'Confirmar importação' }));

    expect(
      await screen.findByRole('progressbar', { name: 'Progresso da importação' }),
    ).toBeVisible();
    // The screen asks again every second while the import runs.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(polls).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByText(/Importação concluída/)).toBeVisible();
    expect(
      screen.getByText(/100 membros criados, 12 atualizados, 4 cartões desativados/),
    ).toBeVisible();
    const confirm = sentRequests.find((r) => r.path.endsWith('/confirm'))!;
    expect(confirm.body).toEqual({ deactivateMissing: true });
  });

  it('discards a dry run: nothing is written', async () => {
    const { user } = renderApp('/importar?importacao=5', {
      'GET /api/admin/v1/me': me,
      'GET /api/admin/v1/imports/5': () => json(importJob()),
      'POST /api/admin/v1/imports/5/discard': () => json(importJob({ status: 'discarded' })),
    });
    await user.click(await screen.findByRole('button', { name: 'Descartar' }));
    expect(await screen.findAllByText('Importação descartada: nada foi gravado.')).not.toHaveLength(
      0,
    );
    expect(screen.getByRole('button', { name: 'Nova importação' })).toBeVisible();
  });
});
