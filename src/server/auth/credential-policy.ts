import { appManifest } from '../../manifests';

const usernamePattern = new RegExp(appManifest.credentials.usernamePattern);

/** A new username, lower-cased as sign-in compares it, if it meets config/app.json's pattern. */
export function acceptableUsername(input: string): string | undefined {
  const username = input.trim().toLowerCase();
  return usernamePattern.test(username) ? username : undefined;
}

/**
 * Whether a new password meets the policy: length bounds from config/app.json, at least one letter and one digit,
 * and different from the username and from the current password.
 */
export function acceptablePassword(input: { newPassword: string; currentPassword: string; username: string }): boolean {
  const { newPassword } = input;
  const { passwordMinLength, passwordMaxLength } = appManifest.credentials;
  const length = [...newPassword].length;
  return (
    length >= passwordMinLength &&
    length <= passwordMaxLength &&
    /\p{L}/u.test(newPassword) &&
    /\p{N}/u.test(newPassword) &&
    newPassword !== input.currentPassword &&
    newPassword.toLowerCase() !== input.username.toLowerCase()
  );
}
