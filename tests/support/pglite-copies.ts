/**
 * PGlite databases loaded from a dumped data folder, as fast as a test worker can make them. A test file loads one or
 * more; done plainly, each load compiled PGlite's WebAssembly again, read its file bundle from disk and read the dump
 * through `Blob.arrayBuffer()`, which on Node 20 alone took about a second for the seed's 48 MB. This process keeps the
 * compiled module and both files' bytes, and hands PGlite a fresh copy of the bytes for each load.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type { Database } from '../../src/server/db/schema';
import { keepAppParsers } from '../../src/server/db/pglite-parsers';
import { typeParsers } from '../../src/server/db/type-parsers';

/** A Blob whose bytes are already in memory: `arrayBuffer()` answers a private copy at once. */
class BytesBlob extends Blob {
  constructor(
    private readonly contents: ArrayBuffer,
    type: string,
  ) {
    super([], { type });
  }

  override get size(): number {
    return this.contents.byteLength;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    // A copy each time: PGlite's file system may keep the buffer it is given as a file's contents.
    return Promise.resolve(this.contents.slice(0));
  }
}

function bytesOf(path: string): ArrayBuffer {
  const buffer = readFileSync(path);
  return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;
}

const distFolder = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
let runtime: Promise<{ module: WebAssembly.Module; bundle: ArrayBuffer }> | undefined;
const dumps = new Map<string, ArrayBuffer>();

/** PGlite's compiled module and file bundle, made once per process. */
function pgliteRuntime(): Promise<{ module: WebAssembly.Module; bundle: ArrayBuffer }> {
  runtime ??= WebAssembly.compile(readFileSync(join(distFolder, 'pglite.wasm'))).then((module) => ({ module, bundle: bytesOf(join(distFolder, 'pglite.data')) }));
  return runtime;
}

/** A new in-memory PGlite holding what the dump at `path` (an uncompressed tar of a data folder) holds. */
export async function pgliteFromDump(path: string): Promise<PGlite> {
  const { module, bundle } = await pgliteRuntime();
  let dump = dumps.get(path);
  if (dump === undefined) {
    dump = bytesOf(path);
    dumps.set(path, dump);
  }
  const client = await PGlite.create({
    parsers: { ...typeParsers },
    loadDataDir: new BytesBlob(dump, 'application/x-tar'),
    pgliteWasmModule: module,
    fsBundle: new BytesBlob(bundle, 'application/octet-stream'),
  });
  // As the server does with every PGlite it opens (db/connect.ts).
  keepAppParsers(client);
  return client;
}

/** The same, behind the app's query builder. */
export async function kyselyFromDump(path: string): Promise<Kysely<Database>> {
  return new Kysely<Database>({ dialect: new PGliteDialect(await pgliteFromDump(path)) });
}

/** Writes `client`'s data folder to `path` as an uncompressed tar, the form pgliteFromDump loads; answers `path`. */
export async function writeDump(client: PGlite, path: string): Promise<string> {
  writeFileSync(path, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  return path;
}
