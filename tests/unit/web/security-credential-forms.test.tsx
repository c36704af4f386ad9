import { describe, expect, it } from 'vitest';
import { createFormAjv } from '../../../engine/core/forms/create-form-ajv';
import { formManifests } from '../../../src/manifests/form-manifests';
import { appManifest } from '../../../src/manifests';
import { acceptablePassword, acceptableUsername } from '../../../src/server/auth/credential-policy';

// The browser's forms must refuse what the server refuses (and accept what it accepts) for the rules a form can see.
const ajv = createFormAjv();
const passwordForm = formManifests['password-change']!;
const usernameForm = formManifests['username-change']!;
const validatePassword = ajv.compile(passwordForm.schema);
const validateUsername = ajv.compile(usernameForm.schema);

const CURRENT = 'Demo-pass-2026';
const { passwordMinLength, passwordMaxLength } = appManifest.credentials;

const passwordOk = (newPassword: string) => validatePassword({ currentPassword: CURRENT, newPassword, confirmPassword: newPassword });

describe('credential forms follow the server policy', () => {
  it('the new-password limits are app.json credentials', () => {
    const field = (passwordForm.schema as { properties: Record<string, { minLength?: number; maxLength?: number }> }).properties.newPassword;
    expect(field?.minLength).toBe(passwordMinLength);
    expect(field?.maxLength).toBe(passwordMaxLength);
  });

  it.each([
    'Harbor-lights-2027',
    'a1'.repeat(6),
    'x'.repeat(passwordMinLength - 1) + '1',
    'x'.repeat(passwordMaxLength - 1) + '1',
    'x'.repeat(passwordMaxLength) + '1',
    'short-pw-1',
    'no-digits-at-all-here',
    '123456789012345',
    'contraseña-útil-9',
    'пароль-надёжный-7',
    '٣٣٣٣٣٣٣٣٣٣٣٣a',
    '🔒🔒🔒🔒🔒🔒🔒🔒🔒🔒a1',
  ])('agrees with the server on %j', (candidate) => {
    expect(passwordOk(candidate)).toBe(acceptablePassword({ newPassword: candidate, currentPassword: CURRENT, username: 'member' }));
  });

  it.each(['member.new', 'Member_2027', 'abc12', 'a'.repeat(32), 'a'.repeat(33), 'has space', 'dash-and.dot_ok', 'naïve-user', 'x@y.com'])(
    'agrees with the server on the username %j',
    (candidate) => {
      expect(validateUsername({ username: candidate })).toBe(acceptableUsername(candidate) !== undefined);
    },
  );
});
