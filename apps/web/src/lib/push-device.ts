import { api } from './api-client';

/**
 * What this browser can do about push notifications:
 * - `ready`: it can ask (or already has) the permission;
 * - `denied`: the member blocked notifications for the site;
 * - `install-first`: an iPhone or iPad outside the installed app (Safari only delivers Web Push to
 *   an app added to the Home Screen);
 * - `unsupported`: no service worker or Push API.
 */
export type PushSupport = 'ready' | 'denied' | 'install-first' | 'unsupported';

interface PushEnvironment {
  userAgent: string;
  standalone: boolean;
  hasPush: boolean;
  permission: NotificationPermission | undefined;
}

function environment(): PushEnvironment {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    standalone:
      nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true,
    hasPush: 'serviceWorker' in nav && 'PushManager' in window && 'Notification' in window,
    permission: 'Notification' in window ? Notification.permission : undefined,
  };
}

/** A pure reading of the environment, so every case can be tested. */
export function pushSupportOf(env: PushEnvironment): PushSupport {
  const apple = /iPhone|iPad|iPod/.test(env.userAgent);
  if (apple && !env.standalone) return 'install-first';
  if (!env.hasPush) return 'unsupported';
  if (env.permission === 'denied') return 'denied';
  return 'ready';
}

export const pushSupport = (): PushSupport => pushSupportOf(environment());

const registration = () => navigator.serviceWorker.ready;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Subscribes with the server's key and gives the subscription to the server. */
async function register(): Promise<boolean> {
  const { chavePublica } = await api('getChavePush');
  if (!chavePublica) return false;
  const reg = await registration();
  const subscription =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(chavePublica),
    }));
  const json = subscription.toJSON();
  await api('registrarPush', {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  });
  return true;
}

/** This page load already gave the device to the server. */
let registered = false;

/**
 * Turns push on for this device: asks the permission (only now, after the member chose push in
 * Perfil; a browser that already allows it asks nothing), then registers the device. Answers false
 * when the member refused or the server sends no push notifications.
 */
export async function subscribeThisDevice(): Promise<boolean> {
  const permission =
    Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') return false;
  registered = await register();
  return registered;
}

/**
 * Logout makes the server forget every device: a member who had push on and whose browser still
 * allows it gets this device back, once per page load, without being asked anything.
 */
export function renewThisDevice(): void {
  if (registered || pushSupport() !== 'ready' || Notification.permission !== 'granted') return;
  registered = true;
  register().catch(() => (registered = false));
}

/** Turns push off for this device: the server forgets it, and so does the browser. */
export async function unsubscribeThisDevice(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const reg = await navigator.serviceWorker.getRegistration();
  const subscription = await reg?.pushManager.getSubscription();
  if (!subscription) return;
  await api('removerPush', { endpoint: subscription.endpoint }).catch(() => undefined);
  await subscription.unsubscribe();
  registered = false;
}
