import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error';
import { ErrorState } from './state-message';

describe('ErrorState', () => {
  it('says the operator lacks the permission on a 403, with no retry that cannot help', () => {
    const retry = vi.fn();
    render(
      <ErrorState
        error={new ApiError(403, 'Você não tem permissão para esta ação.', 'FORBIDDEN')}
        onRetry={retry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Sem permissão.');
    expect(screen.getByRole('alert')).toHaveTextContent('fale com um administrador');
    expect(screen.queryByRole('button', { name: 'Tentar de novo' })).toBeNull();
  });

  it("offers 'Tentar de novo' when the server or the network failed", async () => {
    const retry = vi.fn();
    render(<ErrorState error={new ApiError(0, '', 'NETWORK')} onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Sem conexão com o servidor.');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
