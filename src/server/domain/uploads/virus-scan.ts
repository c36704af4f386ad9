import { uploadPortalsManifest } from '../../../uploads-manifest';

/** What a scan found: clean, or the name of what it found. */
export type ScanVerdict = { readonly clean: true } | { readonly clean: false; readonly finding: string };

/**
 * The virus-scan hook every member upload passes before it is stored. A deployment plugs a real engine in behind this
 * interface (config/upload-portals.json uploads.virusScan.engine names the one in use).
 */
export interface VirusScanner {
  scan(bytes: Uint8Array): Promise<ScanVerdict>;
}

/** The anti-malware industry's harmless test signature (eicar.org): every scanner reports it as infected. */
const EICAR = Buffer.from('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*', 'latin1');

/**
 * The demo engine ('demo-signature'): refuses any file carrying the EICAR test string anywhere in its bytes (also
 * inside a PDF or an image), so the refusal path can be exercised end to end without a real engine.
 */
export const demoSignatureScanner: VirusScanner = {
  scan(bytes) {
    const found = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(EICAR);
    return Promise.resolve(found ? { clean: false, finding: 'EICAR-Test-File' } : { clean: true });
  },
};

const ENGINES: Readonly<Record<typeof uploadPortalsManifest.uploads.virusScan.engine, VirusScanner>> = { 'demo-signature': demoSignatureScanner };

/** The scanner config names. */
export const configuredScanner = (): VirusScanner => ENGINES[uploadPortalsManifest.uploads.virusScan.engine];
