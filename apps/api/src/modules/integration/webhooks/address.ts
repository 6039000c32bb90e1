import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { WEBHOOK_MESSAGES } from '@clube/contract/integration';
import { badRequest } from '../../../lib/http-error.js';

/**
 * Where a webhook may be sent (docs/decisions/107-webhooks.md): https only, and never to an address
 * of this machine or a private, link-local or reserved network, checked when the endpoint is
 * registered and again on every delivery against the address actually connected to (DNS
 * rebinding). WEBHOOKS_ALLOW_PRIVATE lifts both rules for tests and local setups.
 */
const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  BLOCKED.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  BLOCKED.addSubnet(network, prefix, 'ipv6');

/** True for an address no webhook may reach (an IPv4-mapped IPv6 address is checked as IPv4). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return BLOCKED.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  if (family === 6) return BLOCKED.check(address, 'ipv6');
  return true;
}

/** The URL's host without IPv6 brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** 400 unless the URL may receive webhooks now (scheme, then every address its name resolves to). */
export async function checkWebhookUrl(raw: string, allowPrivate: boolean): Promise<void> {
  const url = new URL(raw);
  if (allowPrivate) {
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw badRequest(WEBHOOK_MESSAGES.httpsOnly);
    return;
  }
  if (url.protocol !== 'https:') throw badRequest(WEBHOOK_MESSAGES.httpsOnly);
  if (url.username || url.password) throw badRequest(WEBHOOK_MESSAGES.httpsOnly);
  const host = hostOf(url);
  let addresses: string[];
  try {
    addresses = isIP(host)
      ? [host]
      : (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    throw badRequest(WEBHOOK_MESSAGES.unresolvable);
  }
  if (addresses.length === 0 || addresses.some(isPrivateAddress))
    throw badRequest(WEBHOOK_MESSAGES.privateAddress);
}
