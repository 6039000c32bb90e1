import { FAQ_HTML_TAGS } from '@clube/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FaqItemDialog } from './faq-item-form';

const initial = { categoriaId: 3, pergunta: '', resposta: '', ordem: 1 };

describe('the FAQ question form', () => {
  it('previews the answer as members will see it: formatting kept, scripts and handlers gone', async () => {
    const user = userEvent.setup();
    render(<FaqItemDialog initial={initial} editing={false} save={vi.fn()} onClose={vi.fn()} />);
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

  it('formats with a toolbar attached to the answer: pressed states, keys, links, lists, allowed tags only', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<FaqItemDialog initial={initial} editing={false} save={onSubmit} onClose={vi.fn()} />);
    const answer = screen.getByLabelText('Resposta', { exact: true }) as HTMLTextAreaElement;
    const toolbar = screen.getByRole('toolbar', { name: 'Formatação da resposta' });
    expect(toolbar).toHaveAttribute('aria-controls', answer.id);
    const tool = (name: string) => within(toolbar).getByRole('button', { name });
    for (const name of ['Negrito', 'Itálico', 'Link', 'Lista com marcadores', 'Lista numerada'])
      expect(tool(name)).toHaveAttribute('aria-pressed', 'false');

    // One tab stop: Tab from the question reaches the first button, the arrows move along.
    await user.click(screen.getByLabelText('Pergunta', { exact: true }));
    await user.tab();
    expect(tool('Negrito')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tool('Itálico')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tool('Lista numerada')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tool('Negrito')).toHaveFocus();
    await user.tab();
    expect(answer).toHaveFocus();

    // Ctrl+B wraps the selection; the caret inside bold text shows Negrito pressed.
    await user.type(answer, 'Ligue já');
    answer.setSelectionRange(6, 8);
    await user.keyboard('{Control>}b{/Control}');
    expect(answer).toHaveValue('Ligue <strong>já</strong>');
    await user.click(answer);
    answer.setSelectionRange(16, 16);
    await user.keyboard('{ArrowLeft}');
    expect(tool('Negrito')).toHaveAttribute('aria-pressed', 'true');
    // Pressing it again takes the bold off.
    await user.click(tool('Negrito'));
    expect(answer).toHaveValue('Ligue já');
    // The editor gives the text area its focus and selection back on the next frame.
    await new Promise(requestAnimationFrame);

    // A link asks for its address under the toolbar, refusing what the sanitiser would drop.
    answer.setSelectionRange(0, 5);
    await user.click(tool('Link'));
    const address = screen.getByLabelText('Endereço do link');
    await user.clear(address);
    await user.type(address, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Inserir link' }));
    expect(
      screen.getByText('Use um endereço que comece com https://, http://, mailto: ou tel:.'),
    ).toBeVisible();
    await user.clear(address);
    await user.type(address, 'tel:08007771234{Enter}');
    expect(answer).toHaveValue('<a href="tel:08007771234">Ligue</a> já');
    expect(screen.queryByLabelText('Endereço do link')).toBeNull();

    // A list makes an item of each selected line.
    await user.clear(answer);
    await user.type(answer, 'Abra o app{Enter}Toque em Ajuda');
    answer.setSelectionRange(0, answer.value.length);
    await user.click(tool('Lista numerada'));
    expect(answer).toHaveValue('<ol>\n<li>Abra o app</li>\n<li>Toque em Ajuda</li>\n</ol>');
    await new Promise(requestAnimationFrame);

    await user.type(screen.getByLabelText('Pergunta', { exact: true }), 'Como peço ajuda?');
    await user.click(screen.getByRole('button', { name: 'Adicionar pergunta' }));
    // The form checks its fields before it submits: the call comes a moment after the click.
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const saved = (onSubmit.mock.calls[0] as unknown as [{ resposta: string }])[0].resposta;
    const tags = [...saved.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]);
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(FAQ_HTML_TAGS).toContain(tag);
  });

  it('sends the question with the answer as typed (the server sanitises on save), then closes', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    render(<FaqItemDialog initial={initial} editing={false} save={onSubmit} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Adicionar pergunta' }));
    expect(await screen.findByText('Informe a pergunta.')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Pergunta', { exact: true }), 'Como uso?');
    await user.type(screen.getByLabelText('Resposta', { exact: true }), 'Pelo app.');
    await user.click(screen.getByRole('button', { name: 'Adicionar pergunta' }));
    expect((onSubmit.mock.calls[0] as unknown[] | undefined)?.[0]).toEqual({
      categoriaId: 3,
      pergunta: 'Como uso?',
      resposta: 'Pelo app.',
      ordem: 1,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
