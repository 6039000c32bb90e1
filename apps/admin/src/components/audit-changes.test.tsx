import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AuditChanges } from './audit-changes';

const termOf = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

describe('an audit entry’s changes', () => {
  it('reads in Portuguese: labels, names for codes and states, dd/mm/aaaa, masked phone', () => {
    render(
      <AuditChanges
        changes={{
          status: { from: 'dry_run', to: 'confirmed' },
          sexo: { to: 2 },
          perfil: { to: 5 },
          nascimento: { to: '1990-03-05' },
          telefone: { from: '11987654321', to: '' },
          tadodoi: { from: false, to: true },
          empresaId: { to: 3 },
        }}
      />,
    );
    expect(termOf('Situação')).toHaveTextContent('Simulação (dry_run) → Confirmada (confirmed)');
    expect(termOf('Sexo')).toHaveTextContent('Feminino (2)');
    expect(termOf('Perfil')).toHaveTextContent('Titular (5)');
    expect(termOf('Nascimento')).toHaveTextContent('05/03/1990');
    expect(termOf('Telefone')).toHaveTextContent('(11) 98765-4321 → (vazio)');
    expect(termOf('Tá Dodói (atendimento de saúde)')).toHaveTextContent('não → sim');
    expect(termOf('Empresa')).toHaveTextContent('3');
    expect(screen.queryByText(/dry_run →/)).toBeNull();
  });

  it('shows nested values as nested lists, and the stored entry one click away', async () => {
    render(
      <AuditChanges changes={{ colors: { to: { primary: '#0b6e4f', contrast: '#ffffff' } } }} />,
    );
    const colours = within(termOf('Cores')).getByRole('list');
    expect(
      within(colours)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Cor principal: #0b6e4f', 'Cor do texto: #ffffff']);
    await userEvent.click(screen.getByText('Ver registro original'));
    expect(screen.getByText(/"primary": "#0b6e4f"/)).toBeVisible();
  });
});
