import { describe, expect, it } from 'vitest';
import { passkeyLabel } from '../../../src/server/auth/passkeys/passkey-label';
import { relyingPartyOf } from '../../../src/server/auth/passkeys/relying-party';

describe('relyingPartyOf', () => {
  it('scopes passkeys to the host name the request was sent to, and expects its exact origin', () => {
    expect(relyingPartyOf('http', 'localhost:5173')).toEqual({ id: 'localhost', origin: 'http://localhost:5173' });
    expect(relyingPartyOf('https', 'bank.example')).toEqual({ id: 'bank.example', origin: 'https://bank.example' });
    // A default port is no part of the origin the browser reports.
    expect(relyingPartyOf('https', 'bank.example:443')).toEqual({ id: 'bank.example', origin: 'https://bank.example' });
  });

  it('has none without a usable Host', () => {
    expect(relyingPartyOf('https', undefined)).toBeUndefined();
    expect(relyingPartyOf('https', '')).toBeUndefined();
    expect(relyingPartyOf('https', 'user@bank.example')).toBeUndefined();
    expect(relyingPartyOf('https', 'bank.example/path')).toBeUndefined();
    expect(relyingPartyOf('https', 'bad host')).toBeUndefined();
  });
});

describe('passkeyLabel', () => {
  const base = { deviceName: 'Chrome on Mac', maxLength: 20, defaultLabel: 'Passkey on {device}', unknownDevice: 'this device' };

  it("keeps the member's own name, trimmed, spaces collapsed, cut to the limit", () => {
    expect(passkeyLabel({ ...base, requested: '  Work \n laptop ' })).toBe('Work laptop');
    expect(passkeyLabel({ ...base, requested: 'A very long passkey name indeed' })).toBe('A very long passkey ');
  });

  it('names it after the browser and system otherwise', () => {
    expect(passkeyLabel({ ...base, requested: undefined })).toBe('Passkey on Chrome on');
    expect(passkeyLabel({ ...base, requested: '   ', maxLength: 60 })).toBe('Passkey on Chrome on Mac');
    expect(passkeyLabel({ ...base, requested: undefined, deviceName: undefined, maxLength: 60 })).toBe('Passkey on this device');
  });
});
