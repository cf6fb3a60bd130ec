// Who may read the local mailbox. It holds confirmation and password-reset links, so it is served
// only to this machine: the client must connect over loopback AND name this server in its Host
// header. The second rule stops DNS rebinding: a web page on evil.example whose name is made to
// resolve to 127.0.0.1 reaches us over loopback, but its requests still say `Host: evil.example`.
import type { IncomingMessage } from 'node:http';
import { headerValue } from '../http.ts';

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

/**
 * The Host values this server answers to as itself: the loopback names, plus the name it was
 * told to listen on (when that is a name or address, not a wildcard), each with its port.
 */
export function ownHostNames(listenHost: string, port: number): Set<string> {
  const names = new Set(LOOPBACK_NAMES);
  if (listenHost !== '0.0.0.0' && listenHost !== '::' && listenHost !== '') {
    names.add(listenHost.includes(':') && !listenHost.startsWith('[') ? `[${listenHost}]` : listenHost);
  }
  const hosts = new Set<string>();
  for (const name of names) {
    hosts.add(`${name}:${port}`);
    // Browsers leave the default port out of Host.
    if (port === 80) hosts.add(name);
  }
  return hosts;
}

/** Whether `req` may read the mailbox: a loopback client that addressed this server by name. */
export function mayReadMailbox(req: IncomingMessage, ownHosts: Set<string>): boolean {
  const host = headerValue(req, 'host')?.toLowerCase();
  return isLoopbackAddress(req.socket.remoteAddress) && host !== undefined && ownHosts.has(host);
}
