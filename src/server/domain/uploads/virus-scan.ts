import { uploadPortalsManifest } from '../../../manifests/uploads-manifest';

/** What a scan found: clean, or the name of what it found. */
export type ScanVerdict = { readonly clean: true } | { readonly clean: false; readonly finding: string };

/** One file's scan, fed the file's chunks in order as they arrive; `finish` gives the verdict on all of them. */
export interface ScanRun {
  update(chunk: Uint8Array): void;
  finish(): Promise<ScanVerdict>;
}

/**
 * The virus-scan hook every member upload passes before it is stored (domain/uploads/intake.ts). A scan runs as the
 * bytes arrive, so the file is never held twice for it. A deployment plugs a real engine in behind this interface
 * (config/upload-portals.json uploads.virusScan.engine names the one in use).
 */
export interface VirusScanner {
  start(): ScanRun;
}

/** Scans bytes already in hand, as one chunk. */
export function scanBytes(scanner: VirusScanner, bytes: Uint8Array): Promise<ScanVerdict> {
  const run = scanner.start();
  run.update(bytes);
  return run.finish();
}

/** The anti-malware industry's harmless test signature (eicar.org): every scanner reports it as infected. */
const EICAR = Buffer.from('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*', 'latin1');

/**
 * The demo engine ('demo-signature'): refuses any file carrying the EICAR test string anywhere in its bytes (also
 * inside a PDF or an image, and across the boundary of two chunks), so the refusal path can be exercised end to end
 * without a real engine. It keeps only the last signature-length bytes between chunks.
 */
export const demoSignatureScanner: VirusScanner = {
  start() {
    let tail = Buffer.alloc(0);
    let found = false;
    return {
      update(chunk) {
        if (found || chunk.byteLength === 0) return;
        const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
        // A signature split between chunks: the previous tail and this chunk's head, short enough never to copy much.
        const seam = Buffer.concat([tail, bytes.subarray(0, EICAR.length - 1)]);
        found = seam.includes(EICAR) || bytes.includes(EICAR);
        const kept = Buffer.concat([tail, bytes.subarray(Math.max(0, bytes.length - (EICAR.length - 1)))]);
        tail = Buffer.from(kept.subarray(Math.max(0, kept.length - (EICAR.length - 1))));
      },
      finish() {
        return Promise.resolve(found ? { clean: false, finding: 'EICAR-Test-File' } : { clean: true });
      },
    };
  },
};

const ENGINES: Readonly<Record<typeof uploadPortalsManifest.uploads.virusScan.engine, VirusScanner>> = { 'demo-signature': demoSignatureScanner };

/** The scanner config names. */
export const configuredScanner = (): VirusScanner => ENGINES[uploadPortalsManifest.uploads.virusScan.engine];
