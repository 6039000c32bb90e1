import { NOTICE_CONSENT_TEXTS as TEXTS, type NoticeConsentResponse } from '@clube/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../test/factories';
import { callsTo, stubApi, type Answers } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { signInWithCard } from '../../../../test/sign-in';

const KEY = `B${'A'.repeat(86)}`;

/** A browser with the Push API: its permission answer, and the subscription it makes. */
function stubPushBrowser(answer: NotificationPermission) {
  const requestPermission = vi.fn(async () => {
    notification.permission = answer;
    return answer;
  });
  const notification = { permission: 'default' as NotificationPermission, requestPermission };
  const subscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/este-aparelho',
    toJSON: () => ({ keys: { p256dh: KEY, auth: 'A'.repeat(22) } }),
    unsubscribe: vi.fn(async () => true),
  };
  let subscribed: typeof subscription | null = null;
  const registration = {
    pushManager: {
      getSubscription: vi.fn(async () => subscribed),
      subscribe: vi.fn(async () => (subscribed = subscription)),
    },
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { requestPermission, registration };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

async function openProfile(answers: Answers = {}) {
  const fetchMock = stubApi({
    salvarPreferenciasAvisos: (body) =>
      jsonResponse({
        temEmail: true,
        preferencias: [
          ...body.preferencias.map((p) => ({ ...p, fixo: false })),
          { tipo: 'senha_alterada', push: true, email: true, fixo: true },
        ],
      } satisfies NoticeConsentResponse),
    getChavePush: () => jsonResponse({ chavePublica: KEY }),
    registrarPush: () => jsonResponse({ message: TEXTS.pushOn }),
    ...answers,
  });
  signInWithCard();
  renderApp('/auth/profile');
  const section = within(
    (await screen.findByRole('heading', { level: 2, name: 'Avisos' })).closest('section')!,
  );
  await section.findByRole('group', { name: 'Novidades e campanhas do clube' });
  return { fetchMock, section };
}

const kind = (section: ReturnType<typeof within>, name: string) =>
  within(section.getByRole('group', { name }));

describe('Perfil: Avisos', () => {
  it('shows each kind with the inbox always on, push and e-mail off, the security ones fixed with the reason', async () => {
    const { section } = await openProfile();
    const campaign = kind(section, 'Novidades e campanhas do clube');
    expect(campaign.getByRole('checkbox', { name: 'No aplicativo' })).toBeChecked();
    expect(campaign.getByRole('checkbox', { name: 'No aplicativo' })).toBeDisabled();
    expect(campaign.getByRole('checkbox', { name: 'E-mail' })).not.toBeChecked();
    expect(campaign.getByRole('checkbox', { name: 'E-mail' })).toBeEnabled();

    const password = section.getByRole('group', { name: 'Senha alterada' });
    expect(password).toHaveAccessibleDescription(TEXTS.securityReason);
    for (const box of within(password).getAllByRole('checkbox')) {
      expect(box).toBeChecked();
      expect(box).toBeDisabled();
    }
  });

  it('saves a choice with the keyboard, says so, and asks no permission for e-mail', async () => {
    const { requestPermission } = stubPushBrowser('granted');
    const { fetchMock, section } = await openProfile();
    const user = userEvent.setup();
    const email = kind(section, 'Fatura vencida').getByRole('checkbox', { name: 'E-mail' });
    email.focus();
    await user.keyboard(' ');
    expect(email).toBeChecked();
    await user.click(section.getByRole('button', { name: TEXTS.save }));
    expect(await screen.findByText(TEXTS.saved)).toBeInTheDocument();
    const sent = callsTo(fetchMock, 'salvarPreferenciasAvisos')[0]?.body.preferencias;
    expect(sent).toContainEqual({ tipo: 'fatura_vencida', push: false, email: true });
    expect(sent?.map((p) => p.tipo)).not.toContain('senha_alterada');
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('asks the permission only when the member turns push on and saves, then gives the device to the server', async () => {
    const { requestPermission } = stubPushBrowser('granted');
    const { fetchMock, section } = await openProfile();
    expect(requestPermission).not.toHaveBeenCalled();
    const user = userEvent.setup();
    await user.click(
      kind(section, 'Novidades e campanhas do clube').getByRole('checkbox', {
        name: 'Notificação no celular',
      }),
    );
    expect(requestPermission).not.toHaveBeenCalled();
    await user.click(section.getByRole('button', { name: TEXTS.save }));
    expect(await screen.findByText(TEXTS.saved)).toBeInTheDocument();
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(callsTo(fetchMock, 'registrarPush')[0]?.body).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/este-aparelho',
      keys: { p256dh: KEY, auth: 'A'.repeat(22) },
    });
    expect(callsTo(fetchMock, 'salvarPreferenciasAvisos')[0]?.body.preferencias).toContainEqual({
      tipo: 'campanha',
      push: true,
      email: false,
    });
  });

  it('saves nothing and says how to unblock when the member refuses the permission', async () => {
    stubPushBrowser('denied');
    const { fetchMock, section } = await openProfile();
    const user = userEvent.setup();
    await user.click(
      kind(section, 'Fatura a vencer').getByRole('checkbox', { name: 'Notificação no celular' }),
    );
    await user.click(section.getByRole('button', { name: TEXTS.save }));
    expect(await screen.findByText(TEXTS.pushDenied)).toBeInTheDocument();
    await waitFor(() => expect(section.getByRole('button', { name: TEXTS.save })).toBeEnabled());
    expect(callsTo(fetchMock, 'salvarPreferenciasAvisos')).toEqual([]);
  });

  it('on an iPhone outside the installed app, explains how to install it first and offers no push', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1',
    );
    const { section } = await openProfile();
    expect(section.getByText(TEXTS.installFirst)).toBeInTheDocument();
    expect(
      kind(section, 'Fatura a vencer').getByRole('checkbox', { name: 'Notificação no celular' }),
    ).toBeDisabled();
  });
});
