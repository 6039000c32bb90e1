import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BackLink } from './back-link';

describe('BackLink', () => {
  it('is a link named by its visible text, the arrow hidden from screen readers', () => {
    render(
      <MemoryRouter>
        <BackLink to="/auth/dependents">Voltar para dependentes</BackLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Voltar para dependentes' });
    expect(link).toHaveAttribute('href', '/auth/dependents');
    expect(link).toHaveTextContent('Voltar para dependentes');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
