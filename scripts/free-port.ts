/** A free TCP port on 127.0.0.1, for the scripts that serve a build (lighthouse, memory bench). */
import { createServer } from 'node:net';

/** Asks the system for a free port on 127.0.0.1 and releases it. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
