import net from 'node:net';

/**
 * A local port nothing listens on when asked: for a child server to take (the system chose it, so it
 * collides with nothing running), or to stand for a service that is down.
 */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
