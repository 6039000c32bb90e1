import { cardCode, cardQrPayload } from '@clube/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { encode } from 'uqr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fake-api';
import { jsonResponse } from '../../../../test/factories';
import { renderApp } from '../../../../test/render-app';
import { signInWithCard } from '../../../../test/sign-in';
import { queryClient } from '../../../lib/query-client';
import { signOut } from '../../../lib/session';
import { CARD_SECRET, MARIA_CARD_WITH_CODE } from '../test-fixtures';

/** 5 s into a 30-second window: 25 s left on its countdown. */
const START = 1_795_000_205;
const at = (unixSeconds: number) => new Date(unixSeconds * 1000);

const offline = () => {
  throw new TypeError('Failed to fetch');
};

/** The 6 digits the member reads to the partner, as shown ("123 456"). */
async function shownCode(): Promise<string> {
  const code = await screen.findByTestId('card-code');
  return (code.textContent ?? '').replace(/\s/g, '');
}

async function expectCode(expected: string) {
  await waitFor(async () => expect(await shownCode()).toBe(expected), { timeout: 3000 });
}

describe('the card’s rotating code', () => {
  beforeEach(() => {
    // The clock moves only when the test says so; timers stay real, so the screen ticks. (Testing
    // Library's waitFor, not vi.waitFor, which moves a faked clock on at every check.)
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at(START));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the code the contract derives from the card’s secret, the QR of card and code, and the countdown', async () => {
    stubApi({ virtualBadge: () => jsonResponse(MARIA_CARD_WITH_CODE) });
    signInWithCard();
    renderApp('/auth/membership-card');

    const expected = cardCode(CARD_SECRET, START);
    await expectCode(expected);
    expect(screen.getByText('Mostre este código no parceiro')).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent('Novo código em 25 s');
    // Read aloud digit by digit, in one polite live region (the countdown is not live).
    const spoken = expected.split('').join(' ');
    expect(screen.getByText(`Código: ${spoken}`).closest('[aria-live]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(screen.getByRole('timer').closest('[aria-live]')).toBeNull();

    const qr = await screen.findByRole('img', { name: `QR code da carteirinha, código ${spoken}` });
    await waitFor(() => expect(qr.querySelector('path')).not.toBeNull());
    const modules = encode(cardQrPayload(MARIA_CARD_WITH_CODE.numero, expected), {
      ecc: 'Q',
      border: 2,
    }).data;
    expect(qr.getAttribute('viewBox')).toBe(`0 0 ${modules.length} ${modules.length}`);
    const squares = qr.querySelector('path')?.getAttribute('d')?.match(/h1v1/g)?.length;
    expect(squares).toBe(modules.flat().filter(Boolean).length);
    // Everything the card showed before is still there.
    const card = within(screen.getByRole('article', { name: 'Maria das Graças Souza' }));
    expect(card.getByText('6062 0100 0420 1100')).toBeVisible();
    expect(card.getByRole('img', { name: /Código de barras do cartão/ })).toBeInTheDocument();
  });

  it('keeps the code to the last second of its window and changes it at the boundary', async () => {
    stubApi({ virtualBadge: () => jsonResponse(MARIA_CARD_WITH_CODE) });
    signInWithCard();
    renderApp('/auth/membership-card');
    const first = cardCode(CARD_SECRET, START);
    await expectCode(first);

    vi.setSystemTime(at(START + 24));
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('Novo código em 1 s'), {
      timeout: 3000,
    });
    expect(await shownCode()).toBe(first);

    vi.setSystemTime(at(START + 25));
    const next = cardCode(CARD_SECRET, START + 25);
    expect(next).not.toBe(first);
    await expectCode(next);
    expect(screen.getByRole('timer')).toHaveTextContent('Novo código em 30 s');
  });

  it('still shows the rotating code offline, from the card kept on the device', async () => {
    stubApi({ virtualBadge: () => jsonResponse(MARIA_CARD_WITH_CODE) });
    signInWithCard();
    renderApp('/auth/membership-card');
    await expectCode(cardCode(CARD_SECRET, START));

    cleanup();
    queryClient.clear();
    stubApi({ virtualBadge: offline });
    vi.setSystemTime(at(START + 600));
    renderApp('/auth/membership-card');

    expect(await screen.findByText(/Sem conexão\. Esta é a carteirinha salva/)).toBeVisible();
    await expectCode(cardCode(CARD_SECRET, START + 600));
  });

  it('drops the card’s secret from the device at sign-out', async () => {
    stubApi({ virtualBadge: () => jsonResponse(MARIA_CARD_WITH_CODE) });
    signInWithCard();
    renderApp('/auth/membership-card');
    await expectCode(cardCode(CARD_SECRET, START));
    // The copy is written a moment after the answer arrives.
    await waitFor(() => expect(storedText()).toContain(CARD_SECRET), { timeout: 3000 });

    signOut();
    expect(storedText()).not.toContain(CARD_SECRET);
  });
});

/** Everything this origin keeps in localStorage, as one text. */
function storedText(): string {
  return Array.from({ length: localStorage.length }, (_, i) => {
    const key = localStorage.key(i) ?? '';
    return `${key}=${localStorage.getItem(key)}`;
  }).join('\n');
}
