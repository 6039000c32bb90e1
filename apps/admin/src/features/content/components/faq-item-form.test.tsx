import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FaqItemForm } from './faq-item-form';

const initial = { categoriaId: 3, pergunta: '', resposta: '', ordem: 1 };

describe('the FAQ question form', () => {
  it('previews the answer as members will see it: formatting kept, scripts and handlers gone', async () => {
    const user = userEvent.setup();
    render(
      <FaqItemForm
        initial={initial}
        onSubmit={vi.fn()}
        saving={false}
        error={null}
        submitLabel="Salvar"
      />,
    );
    await user.type(screen.getByLabelText('Pergunta', { exact: true }), 'Como uso?');
    const answer = screen.getByLabelText('Resposta', { exact: true });
    await user.click(answer);
    await user.paste(
      'Use o app. <img src=x onerror="window.__xss=1"><script>window.__xss=2</script>' +
        '<a href="javascript:window.__xss=3">x</a>',
    );
    const preview = screen.getByTestId('faq-preview');
    expect(preview.querySelector('script, img')).toBeNull();
    expect(preview.innerHTML).not.toMatch(/onerror|javascript:|__xss/);
    expect(preview).toHaveTextContent('Use o app.');

    (answer as HTMLTextAreaElement).setSelectionRange(0, 'Use o app.'.length);
    await user.click(screen.getByRole('button', { name: 'Negrito' }));
    expect(preview.querySelector('strong')).toHaveTextContent('Use o app.');
  });

  it('sends the question with the answer as typed (the server sanitises on save)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <FaqItemForm
        initial={initial}
        onSubmit={onSubmit}
        saving={false}
        error={null}
        submitLabel="Salvar"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe a pergunta.')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Pergunta', { exact: true }), 'Como uso?');
    await user.type(screen.getByLabelText('Resposta', { exact: true }), 'Pelo app.');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      categoriaId: 3,
      pergunta: 'Como uso?',
      resposta: 'Pelo app.',
      ordem: 1,
    });
  });
});
