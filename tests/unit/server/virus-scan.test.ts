import { describe, expect, it } from 'vitest';
import { newReceiptNumber } from '../../../src/server/domain/uploads/store-upload';
import { demoSignatureScanner, scanBytes } from '../../../src/server/domain/uploads/virus-scan';

const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

describe('the demo virus-scan hook', () => {
  it('finds the EICAR test string alone or anywhere inside a file, and passes other bytes', async () => {
    expect(await scanBytes(demoSignatureScanner, Buffer.from(EICAR, 'latin1'))).toEqual({ clean: false, finding: 'EICAR-Test-File' });
    expect(await scanBytes(demoSignatureScanner, Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(EICAR, 'latin1'), Buffer.from('\n%%EOF')]))).toMatchObject({ clean: false });
    expect(await scanBytes(demoSignatureScanner, new Uint8Array(Buffer.from(`x${EICAR}`, 'latin1')).subarray(1))).toMatchObject({ clean: false });
    expect(await scanBytes(demoSignatureScanner, Buffer.from(EICAR.slice(0, -1), 'latin1'))).toEqual({ clean: true });
    expect(await scanBytes(demoSignatureScanner, Buffer.from('%PDF-1.4\n%%EOF\n'))).toEqual({ clean: true });
  });

  it('finds the string as chunks arrive, wherever the chunks split it', async () => {
    const file = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(EICAR, 'latin1'), Buffer.from('\n%%EOF')]);
    for (let first = 1; first < file.length; first += 1) {
      for (const second of [first + 1, first + 3, first + 40]) {
        const run = demoSignatureScanner.start();
        run.update(file.subarray(0, first));
        run.update(file.subarray(first, Math.min(second, file.length)));
        run.update(file.subarray(Math.min(second, file.length)));
        expect(await run.finish(), `split at ${first} and ${second}`).toMatchObject({ clean: false });
      }
    }
    const oneByteAtATime = demoSignatureScanner.start();
    for (const byte of file) oneByteAtATime.update(Uint8Array.of(byte));
    expect(await oneByteAtATime.finish()).toMatchObject({ clean: false });
    const clean = demoSignatureScanner.start();
    clean.update(Buffer.from(EICAR.slice(0, 30), 'latin1'));
    clean.update(Buffer.from('-'));
    clean.update(Buffer.from(EICAR.slice(30), 'latin1'));
    expect(await clean.finish()).toEqual({ clean: true });
  });
});

describe('receipt numbers', () => {
  it("are config's prefix and ten digits", () => {
    const draws = [42, 7];
    expect(newReceiptNumber(() => draws.shift() ?? 0)).toBe('DU0004200007');
    expect(newReceiptNumber()).toMatch(/^DU\d{10}$/);
  });
});
