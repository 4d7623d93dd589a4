/**
 * Ports of `npm run bench`'s servers. The machine is shared (dev servers, e2e stacks, other
 * benches): a fixed port another process held once sent a section's requests to that server
 * (dev sign-in answered 404 there) and stopped the run. So each server takes a port the OS says
 * is free, unless its env variable names one; a named port that is taken fails at once, saying so.
 */
import { createServer } from 'node:net';

/** Listen on 127.0.0.1:port and close again; rejects with the listen error (EADDRINUSE, EACCES). */
function probe(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      server.close(() => resolve(bound));
    });
  });
}

/**
 * The port named by `process.env[envName]` when it is set and free, else one the OS picks.
 * Another process may take a picked port before the server binds it; the window is milliseconds
 * and the server's own listen then fails loudly (bench-server.ts), never silently.
 */
export async function benchPort(envName: string): Promise<number> {
  const named = process.env[envName];
  if (named === undefined || named === '') return probe(0);
  const port = Number(named);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`${envName}=${named} is not a port number`);
  }
  try {
    return await probe(port);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? String(err);
    throw new Error(
      `${envName}=${port}: the port is not free (${code}); another server holds it. ` +
        `Stop that server or unset ${envName} so the bench picks a free port.`,
    );
  }
}
