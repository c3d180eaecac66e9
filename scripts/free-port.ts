/**
 * A free TCP port on 127.0.0.1, for the scripts that serve a build (lighthouse, memory bench). With HATID_PORT_RANGE
 * (`4611-4619`), one of those ports (on a shared machine, each person keeps to their own range).
 */
import { createServer } from 'node:net';

/** Whether `port` (0: any) can be listened on now; answers the port it got, or 0 when taken. */
function tryPort(port: number): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(0));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const got = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(got));
    });
  });
}

const taken = new Set<number>();

/** A free port: the system's choice, or the next untaken one of HATID_PORT_RANGE. */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.HATID_PORT_RANGE ?? '');
  if (!range) {
    const port = await tryPort(0);
    if (!port) throw new Error('no free port');
    return port;
  }
  for (let port = Number(range[1]); port <= Number(range[2]); port++) {
    // A port handed out already is not offered again (its server may not listen yet).
    if (taken.has(port) || !(await tryPort(port))) continue;
    taken.add(port);
    return port;
  }
  throw new Error(`no free port in HATID_PORT_RANGE ${process.env.HATID_PORT_RANGE}`);
}
