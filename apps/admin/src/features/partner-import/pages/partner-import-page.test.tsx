import type { PartnerImportJob } from '@clube/contract/admin';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, sentRequests } from '../../../../test/fake-api';
import { meAdmin } from '../../../../test/factories';
import { renderApp } from '../../../../test/render-app';

const job = (status: PartnerImportJob['status']): PartnerImportJob => ({
  id: 4,
  operatorId: 1,
  fileName: 'parceiros.csv',
  status,
  ignoredColumns: [],
  total: 3,
  counts: { create: 2, update: 1, unchanged: 0, error: 0 },
  firstErrors: [],
  createdAt: '2026-11-23T10:00:00.000Z',
  finishedAt: status === 'dry_run' ? null : '2026-11-23T10:01:00.000Z',
});

function renderImport(path: string) {
  const base = meAdmin();
  let status: PartnerImportJob['status'] = 'dry_run';
  return renderApp(path, {
    'GET /api/admin/v1/me': () =>
      json({
        ...base,
        permissions: { ...base.permissions, partners: ['list', 'read', 'create', 'update'] },
      }),
    'POST /api/admin/v1/partner-imports': () => json(job(status)),
    'GET /api/admin/v1/partner-imports/4': () => json(job(status)),
    'POST /api/admin/v1/partner-imports/4/confirm': () => {
      status = 'done';
      return json(job(status));
    },
  });
}

describe('the partner import screen', () => {
  it('keeps the dry run in the address, so a reload comes back to it, and confirms it', async () => {
    const { user, router } = renderImport('/importar-parceiros');
    const file = new File(['nome;categoria\nCafé;1\n'], 'parceiros.csv', { type: 'text/csv' });
    await user.upload(await screen.findByLabelText('Arquivo CSV de parceiros'), file);
    expect(await screen.findByText('Conferência (nada gravado ainda)')).toBeVisible();
    expect(router.state.location.search).toBe('?importacao=4');
    expect(sentRequests.find((r) => r.method === 'POST')?.query.get('fileName')).toBe(
      'parceiros.csv',
    );

    await user.click(screen.getByRole('button', { name: 'Confirmar e gravar 3 parceiros' }));
    expect(
      await screen.findByText('Importação gravada: os parceiros já estão no app.'),
    ).toBeVisible();
    expect(await screen.findByText('Gravada')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Confirmar/ })).toBeNull();
  });

  it('opens a dry run from the address', async () => {
    renderImport('/importar-parceiros?importacao=4');
    expect(await screen.findByText('Conferência (nada gravado ainda)')).toBeVisible();
    await waitFor(() =>
      expect(sentRequests.map((r) => `${r.method} ${r.path}`)).toContain(
        'GET /api/admin/v1/partner-imports/4',
      ),
    );
  });
});
