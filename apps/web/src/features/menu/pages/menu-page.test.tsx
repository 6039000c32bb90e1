import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCompany, makeSession } from '../../../../test/factories';
import { renderApp } from '../../../../test/render-app';
import { useClubStore } from '../../../lib/club-store';
import { startSession } from '../../../lib/session';

function signIn(company: Parameters<typeof makeCompany>[0]) {
  startSession(makeSession(), false);
  useClubStore.getState().chooseCompany(makeCompany(company));
}

describe('menu page', () => {
  it('shows the grid with Tá Dodói, Contrato and the pet link opening in a new tab', async () => {
    signIn({ tadodoi: true, idPerfil: 5, linkPet: 'https://pet.example/aurora' });
    renderApp('/auth/menu');
    expect(await screen.findByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tá Dodói' })).toHaveAttribute(
      'href',
      '/auth/get-touch',
    );
    expect(screen.getByRole('link', { name: 'Contrato' })).toHaveAttribute(
      'href',
      '/auth/contract',
    );
    const pet = screen.getByRole('link', { name: /Telemedicina Pet/ });
    expect(pet).toHaveAttribute('href', 'https://pet.example/aurora');
    expect(pet).toHaveAttribute('target', '_blank');
    expect(pet).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Meus usos' })).toHaveAttribute(
      'href',
      '/auth/my-uses',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(11 + 4); // the grid and the bottom nav
  });

  it('hides Tá Dodói without the flag, Contrato for profile 9 and the pet item without a link', async () => {
    signIn({ tadodoi: false, idPerfil: 9, linkPet: '' });
    renderApp('/auth/menu');
    expect(await screen.findByRole('link', { name: 'Parceiros' })).toHaveAttribute(
      'href',
      '/auth/partners-type',
    );
    expect(screen.queryByRole('link', { name: 'Tá Dodói' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Contrato' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Telemedicina Pet/ })).not.toBeInTheDocument();
  });
});
