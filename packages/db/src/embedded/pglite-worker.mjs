// The embedded database's own thread: PGlite (PostgreSQL in WASM) opened here, off the HTTP
// event loop, and served over the PostgreSQL wire protocol on a private Unix socket, so the app
// talks to it with the same driver (node-postgres) it uses for a PostgreSQL server.
//
// PGlite runs a statement synchronously: while one runs, this thread does nothing else. Before
// each protocol message it writes the time and the statement's text into shared memory, so the
// main thread can see a statement that overruns its deadline and end this thread (decision 010).
// Plain JavaScript on purpose: a worker must load without the TypeScript loader (tests, builds).
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/** @type {{ dataDir: string | undefined, loadDataDir: Uint8Array | undefined, socketPath: string, busySince: BigInt64Array, statement: Uint8Array }} */
const { dataDir, loadDataDir, socketPath, busySince, statement } = workerData;

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;
const encoder = new TextEncoder();

const db = new PGlite({
  dataDir,
  // A copy of a database dumped earlier (tests start from a migrated template).
  loadDataDir: loadDataDir && new Blob([loadDataDir]),
  extensions: { cube, earthdistance, pg_trgm, unaccent },
});
await db.waitReady;

/** Records what is about to run (the text is cut to the shared buffer's size). */
function markBusy(text) {
  const bytes = encoder.encode(text).subarray(0, statement.length - 4);
  new DataView(statement.buffer, statement.byteOffset).setUint32(0, bytes.length);
  statement.set(bytes, 4);
  Atomics.store(busySince, 0, BigInt(Date.now()));
}
const markIdle = () => Atomics.store(busySince, 0, 0n);

/**
 * One PGlite session serves every connection, so a connection holds it from its first message
 * until the database is idle again (ReadyForQuery 'I'): another connection's messages never
 * land inside its transaction or between its Parse and Sync.
 */
let holder = null;
/**
 * Messages waiting for the session, in order; `conn: null` is the worker's own statement (a
 * rollback or clean-up after a connection went), run when no connection holds the session.
 * @type {({ conn: Connection, message: Buffer } | { conn: null, sql: string })[]}
 */
const queue = [];
let running = false;
/** The statement before the running one, for the log when one overruns. */
let previous = 'none';
const MESSAGE_NAMES = {
  80: 'Parse',
  66: 'Bind',
  68: 'Describe',
  69: 'Execute',
  83: 'Sync',
  81: 'Query',
  72: 'Flush',
  67: 'Close',
  88: 'Terminate',
};
let closing = false;

class Connection {
  constructor(socket) {
    this.socket = socket;
    this.buffer = Buffer.alloc(0);
    /** What came since the last whole message: joined only once the next message is whole. */
    this.chunks = [];
    this.received = 0;
    /** The bytes the next message needs (while its length is unknown, its header's). */
    this.awaited = 8;
    this.started = false;
    this.lastStatement = '';
    /** The statements this connection prepared by name (session-wide in PGlite): their text. */
    this.statements = new Map();
    this.tail = Buffer.alloc(0);
    socket.setNoDelay?.(true);
    socket.on('data', (chunk) => this.receive(chunk));
    socket.on('error', () => this.closed());
    socket.on('close', () => this.closed());
  }

  receive(chunk) {
    // A batch's rows (megabytes) arrive in many chunks: joining them at each chunk would copy
    // the message again and again.
    this.chunks.push(chunk);
    this.received += chunk.length;
    if (this.received < this.awaited) return;
    this.buffer =
      this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks, this.received);
    for (;;) {
      const message = this.nextMessage();
      if (!message) break;
      queue.push({ conn: this, message });
    }
    this.chunks = this.buffer.length ? [this.buffer] : [];
    this.received = this.buffer.length;
    this.awaited = this.nextLength();
    void drain();
  }

  /** The length of the next message, or of its header while that is incomplete. */
  nextLength() {
    const b = this.buffer;
    if (!this.started) return b.length < 8 ? 8 : b.readInt32BE(0);
    return b.length < 5 ? 5 : 1 + b.readInt32BE(1);
  }

  /** The next whole message, or null; answers SSL and cancel requests itself. */
  nextMessage() {
    const b = this.buffer;
    const length = this.nextLength();
    if (b.length < length) return null;
    this.buffer = b.subarray(length);
    if (!this.started) {
      const code = b.readInt32BE(4);
      if (code === SSL_REQUEST) {
        this.socket.write('N');
        return this.nextMessage();
      }
      if (code === CANCEL_REQUEST) {
        this.socket.end();
        return null;
      }
      if (code === PROTOCOL_3) this.started = true;
    }
    return b.subarray(0, length);
  }

  /**
   * The text shown if this message overruns: a query's or a Parse's SQL, a Bind's prepared
   * statement, else the last one. Remembers the statements this connection names.
   */
  describe(message) {
    const type = String.fromCharCode(message[0]);
    if (type === 'Q') this.lastStatement = cString(message, 5);
    else if (type === 'P') {
      const name = cString(message, 5);
      this.lastStatement = cString(message, 5 + Buffer.byteLength(name) + 1);
      if (name) this.statements.set(name, this.lastStatement);
    } else if (type === 'B') {
      const portal = cString(message, 5);
      const name = cString(message, 5 + Buffer.byteLength(portal) + 1);
      this.lastStatement = this.statements.get(name) ?? this.lastStatement;
    }
    return this.lastStatement || `protocol message ${type}`;
  }

  /** Whether the answer so far ends with ReadyForQuery 'I' (idle, no transaction open). */
  endsIdle(chunk) {
    this.tail = Buffer.concat([this.tail, chunk]).subarray(-6);
    const t = this.tail;
    return t.length === 6 && t[0] === 0x5a && t.readInt32BE(1) === 5 && t[5] === 0x49;
  }

  closed() {
    if (this.gone) return;
    this.gone = true;
    for (let i = queue.length - 1; i >= 0; i--) if (queue[i].conn === this) queue.splice(i, 1);
    if (holder === this) {
      holder = null;
      // A transaction left open by a vanished client is rolled back, as a server would.
      if (!closing && db.isInTransaction()) queue.unshift({ conn: null, sql: 'ROLLBACK' });
    }
    // Its prepared statements would outlive it in the one session: they go too.
    for (const name of this.statements.keys()) {
      queue.push({ conn: null, sql: `DEALLOCATE "${name.replaceAll('"', '""')}"` });
    }
    this.statements.clear();
    void drain();
  }
}

function cString(buffer, start) {
  const end = buffer.indexOf(0, start);
  return buffer.toString('utf8', start, end < 0 ? buffer.length : end);
}

/**
 * The message and every later message of the same connection already queued, as one buffer:
 * PGlite runs a buffer's messages one after the other in one call, so a query's Parse, Bind,
 * Describe, Execute and Sync (node-postgres writes them together) cost one call, not five. The
 * startup message and Terminate are handled apart by PGlite, so they are never joined.
 */
function batchAfter(conn, first) {
  if (!isTyped(first)) return first;
  const parts = [first];
  for (let i = 0; i < queue.length; ) {
    const next = queue[i];
    if (next.conn !== conn) {
      i++;
      continue;
    }
    if (!isTyped(next.message)) break;
    parts.push(next.message);
    queue.splice(i, 1);
  }
  return parts.length === 1 ? first : Buffer.concat(parts);
}

/** A protocol message with a type byte (not the startup message, not Terminate). */
const isTyped = (message) => message[0] !== 0 && message[0] !== 88;

async function drain() {
  if (running || closing) return;
  running = true;
  try {
    for (;;) {
      const index = holder ? queue.findIndex((q) => q.conn === holder) : 0;
      if (index < 0 || !queue.length) break;
      const [item] = queue.splice(index, 1);
      if (!item.conn) {
        markBusy(`${item.sql} (client gone)`);
        await db.exec(item.sql).catch(() => {});
        markIdle();
        continue;
      }
      const { conn, message: first } = item;
      const message = batchAfter(conn, first);
      holder = conn;
      let idle = false;
      const text = conn.describe(message);
      markBusy(
        `${text}\n-- (${MESSAGE_NAMES[message[0]] ?? 'startup'} message; the statement before: ${previous})`,
      );
      try {
        await db.execProtocolRawStream(new Uint8Array(message), {
          onRawData: (data) => {
            if (!data.length) return;
            idle = conn.endsIdle(data);
            // A copy: PGlite reuses the buffer behind `data` for its next answer, and a large write
            // is still queued when that happens.
            if (!conn.gone) conn.socket.write(Buffer.from(data));
          },
        });
      } catch (error) {
        // PGlite answers SQL errors in the protocol; an exception here is the engine itself.
        parentPort.postMessage({ type: 'error', message: String(error?.stack ?? error) });
        conn.socket.destroy();
      } finally {
        markIdle();
      }
      previous = text.slice(0, 300);
      if (idle || conn.gone) holder = null;
    }
  } finally {
    running = false;
  }
}

rmSync(socketPath, { force: true });
const server = createServer((socket) => new Connection(socket));
await new Promise((resolve, reject) => {
  server.once('error', reject);
  server.listen(socketPath, resolve);
});

parentPort.on('message', async (message) => {
  if (message?.type === 'dump') {
    const dump = await db.dumpDataDir('none');
    parentPort.postMessage({ type: 'dump', bytes: new Uint8Array(await dump.arrayBuffer()) });
    return;
  }
  if (message?.type !== 'close') return;
  closing = true;
  server.close();
  // Wait for the statement in hand (if any), then close PGlite cleanly (a checkpoint).
  while (running) await new Promise((resolve) => setTimeout(resolve, 5));
  await db.close();
  parentPort.postMessage({ type: 'closed' });
});
parentPort.postMessage({ type: 'ready' });
