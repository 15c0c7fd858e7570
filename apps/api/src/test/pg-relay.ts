// A TCP relay to a PostgreSQL server that can be cut (every connection dropped, new ones
// refused) and restored, as a stopped or restarting server looks to the app: for the outage test
// and the load bench's outage run.
import { connect, createServer, type Server, type Socket } from 'node:net';

/** A relay to the PostgreSQL server that can be cut (every connection dropped, new ones refused). */
export function relay(target: URL) {
  const [host, port] = [target.hostname, Number(target.port || 5432)];
  const sockets = new Set<Socket>();
  let up = true;
  const server: Server = createServer((client) => {
    if (!up) return client.destroy();
    const upstream = connect(port, host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  return {
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
      ),
    cut() {
      up = false;
      for (const s of sockets) s.destroy();
    },
    restore() {
      up = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
