import { PGlite, type ParserOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * What it takes for PGlite's data folder to survive a crash, measured on PGlite 0.4.6 (see
 * tests/api/crash-durability.test.ts, which kills the real server with SIGKILL while transfers stream):
 *
 * 1. Out of the box PGlite starts PostgreSQL with `-F` (fsync off), its Node filesystem has no fsync and its
 *    fdatasync is a no-op: a commit reaches the operating system's page cache and is never forced to disk (strace:
 *    0 fsync calls for 500 commits). That survives a killed process, not a power cut or kernel crash.
 *    `DurableNodeFS` gives the filesystem a real fsync and PostgreSQL runs with fsync on and
 *    `wal_sync_method=fsync`: one fsync per commit (500 commits: 500 fsyncs, about 0.3-1 ms each here).
 * 2. On an empty folder PGlite runs initdb in memory and then writes the files out, PG_VERSION among the first.
 *    A crash in that window left a folder PGlite took for a database and that never started again. A marker written
 *    before the first start lists what the folder held; if it is still there at the next start, the interrupted
 *    initialisation is removed (only what it wrote) and run again.
 * 3. Two processes on one folder both started (PostgreSQL's own postmaster.pid always names the WASM "pid" -42, so
 *    it is always taken for stale) and half of their acknowledged transfers were lost. A lock file names the owning
 *    process; a second opener is refused while that process lives, and a crashed owner's lock is taken over.
 */

const LOCK_FILE = '.pglite.lock';
const INIT_MARKER = '.pglite-initialising';
/** PostgreSQL's errno for a failed write-back, in Emscripten's numbering. */
const EMSCRIPTEN_EIO = 29;

/** Refused because another live process (or this one) has the data folder open. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, owner: string) {
    super(
      `The database folder ${dataDir} is in use by ${owner}: one server process per DATA_DIR (stop it, or use another ` +
        `DATA_DIR; if no such process runs, delete ${join(dataDir, LOCK_FILE)}).`,
    );
    this.name = 'DataDirInUseError';
  }
}

interface LockOwner {
  pid: number;
  /** Kernel start time of the process (Linux), so a reused pid is not taken for the owner. */
  started: string | null;
}

const heldHere = new Set<string>();

/** The process's start time from /proc (clock ticks since boot), or null where there is no /proc. */
function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(owner: LockOwner): boolean {
  if (owner.pid === process.pid) return false; // a crashed earlier process with our pid; this process checks heldHere
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return owner.started === null || processStartTime(owner.pid) === owner.started;
}

function syncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Writes a small file durably (contents, then the directory entry). */
function writeDurably(dir: string, name: string, text: string, flag: 'w' | 'wx'): void {
  const fd = openSync(join(dir, name), flag);
  try {
    writeFileSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  syncPath(dir);
}

/** Takes the folder's lock file or throws DataDirInUseError; returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  const dir = resolve(dataDir);
  if (heldHere.has(dir)) throw new DataDirInUseError(dir, 'this process');
  const path = join(dir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, started: processStartTime(process.pid) };
  for (let attempt = 0; ; attempt += 1) {
    try {
      writeDurably(dir, LOCK_FILE, JSON.stringify(me), 'wx');
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error;
    }
    let owner: LockOwner | undefined;
    try {
      owner = JSON.parse(readFileSync(path, 'utf8')) as LockOwner;
    } catch {
      owner = undefined; // unreadable or half-written: its writer died before finishing it
    }
    if (owner && typeof owner.pid === 'number' && isAlive(owner)) throw new DataDirInUseError(dir, `process ${owner.pid}`);
    // Stale (the owner crashed): move it aside first, so of two processes taking over only one removes it.
    const aside = `${path}.stale-${process.pid}`;
    try {
      renameSync(path, aside);
      rmSync(aside, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  heldHere.add(dir);
  return () => {
    heldHere.delete(dir);
    try {
      const owner = JSON.parse(readFileSync(path, 'utf8')) as LockOwner;
      if (owner.pid === me.pid && owner.started === me.started) unlinkSync(path);
    } catch {
      // already gone
    }
  };
}

/** fsyncs every file and directory under `dir` (the files PGlite wrote out at initialisation were never synced). */
function syncTree(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) syncTree(path);
    else if (entry.isFile()) syncPath(path);
  }
  syncPath(dir);
}

/**
 * Before PGlite opens the folder: finishes off an initialisation a crash interrupted (removes what it wrote, keeps
 * whatever the folder held before) and, when the folder holds no database yet, leaves the marker for the next start.
 * Returns whether this start initialises the database.
 */
export function prepareDataDir(dataDir: string): { initialising: boolean } {
  const marker = join(dataDir, INIT_MARKER);
  if (existsSync(marker)) {
    let before: string[] = [];
    try {
      before = JSON.parse(readFileSync(marker, 'utf8')) as string[];
    } catch {
      // the marker itself was cut short: nothing had been written after it yet
    }
    const keep = new Set([...before, INIT_MARKER, LOCK_FILE]);
    for (const name of readdirSync(dataDir)) if (!keep.has(name)) rmSync(join(dataDir, name), { recursive: true, force: true });
  } else if (existsSync(join(dataDir, 'PG_VERSION'))) {
    return { initialising: false };
  }
  const before = readdirSync(dataDir).filter((name) => name !== INIT_MARKER && name !== LOCK_FILE);
  writeDurably(dataDir, INIT_MARKER, JSON.stringify(before), 'w');
  return { initialising: true };
}

/** After PGlite initialised the folder: makes its files durable, then drops the marker. */
export function finishInitialisation(dataDir: string): void {
  syncTree(dataDir);
  unlinkSync(join(dataDir, INIT_MARKER));
  syncPath(dataDir);
}

interface EmscriptenStream {
  nfd?: number;
  node: { mode: number };
}
interface EmscriptenFs {
  isDir(mode: number): boolean;
  ErrnoError: new (errno: number) => Error;
  filesystems: { NODEFS: { stream_ops: { fsync?: (stream: EmscriptenStream) => number }; realPath(node: EmscriptenStream['node']): string } };
}

/** PGlite's Node filesystem with a working fsync (files by descriptor, directories by path). */
export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]): ReturnType<NodeFS['init']> {
    const { emscriptenOpts } = await super.init(pg, opts);
    const addFsync = (mod: unknown): void => {
      const fs = (mod as { FS: EmscriptenFs }).FS;
      const nodefs = fs.filesystems.NODEFS;
      nodefs.stream_ops.fsync = (stream) => {
        try {
          if (stream.nfd !== undefined) fsyncSync(stream.nfd);
          else if (fs.isDir(stream.node.mode)) syncPath(nodefs.realPath(stream.node));
          return 0;
        } catch {
          throw new fs.ErrnoError(EMSCRIPTEN_EIO); // PostgreSQL PANICs on a failed fsync rather than trust the data
        }
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), addFsync] } };
  }
}

/** PGlite's start parameters with fsync on (no `-F`) and WAL flushed with fsync (its fdatasync does nothing). */
export const DURABLE_START_PARAMS: readonly string[] = [...PGlite.defaultStartParams.filter((param) => param !== '-F'), '-c', 'wal_sync_method=fsync'];

/** A new, empty database cluster as PGlite's data-folder dump (initdb runs in memory). */
async function blankDataDir(): Promise<File | Blob> {
  const blank = await PGlite.create();
  try {
    return await blank.dumpDataDir('none');
  } finally {
    await blank.close();
  }
}

/**
 * Opens PGlite on a folder crash-safely: lock, finish or redo an interrupted initialisation, fsync on. The lock is
 * released when the returned PGlite is closed (Kysely's destroy closes it).
 */
export async function openPGliteDataDir(dataDir: string, options: { parsers: ParserOptions }): Promise<PGlite> {
  mkdirSync(dataDir, { recursive: true });
  if (!statSync(dataDir).isDirectory()) throw new Error(`DATA_DIR ${dataDir} is not a directory`);
  const release = lockDataDir(dataDir);
  try {
    const { initialising } = prepareDataDir(dataDir);
    // Given its own filesystem, PGlite would run initdb straight in the folder, which initdb refuses when it holds
    // anything (our lock, or a mount point's lost+found). So a new database is made in memory and loaded from its dump,
    // as PGlite itself does for a plain dataDir.
    const loadDataDir = initialising ? await blankDataDir() : undefined;
    const client = await PGlite.create({
      fs: new DurableNodeFS(dataDir),
      startParams: [...DURABLE_START_PARAMS],
      parsers: options.parsers,
      ...(loadDataDir ? { loadDataDir } : {}),
    });
    if (initialising) finishInitialisation(dataDir);
    const close = client.close.bind(client);
    client.close = async () => {
      try {
        await close();
      } finally {
        release();
      }
    };
    return client;
  } catch (error) {
    release();
    throw error;
  }
}
