import type { UploadFileType, UploadPortal } from '../../../../engine/core/generated/manifests.gen';
import { uploadPortalsManifest } from '../../../manifests/uploads-manifest';
import { ApiProblem } from '../../errors';
import { fillTokens } from '../messages/message-problem';

export const uploadRules = uploadPortalsManifest.uploads;
export type UploadErrorKey = keyof typeof uploadRules.errors;

/** Whose portal lists apply: config/upload-portals.json `consumer` for personal memberships ('P'), `business` otherwise. */
export type MemberKind = 'consumer' | 'business';
export const memberKindOf = (membershipType: string): MemberKind => (membershipType === 'P' ? 'consumer' : 'business');

/** The portals a member of this kind sees, in config order. */
export const portalsFor = (kind: MemberKind): readonly UploadPortal[] => uploadPortalsManifest[kind];

/** The file types a portal accepts, in uploads.fileTypes order. */
export function acceptedTypesOf(portal: UploadPortal): UploadFileType[] {
  const ids: readonly string[] = portal.acceptedTypes ?? [];
  return uploadRules.fileTypes.filter((type) => ids.includes(type.id));
}

/** "PDF, PNG or JPEG". */
export function typeLabels(types: readonly UploadFileType[]): string {
  const labels = types.map((type) => type.label);
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}`;
}

/** A refused upload, answered `{ errors: [{ path, message }] }` with config/upload-portals.json `uploads.errors` copy, in the reader's language. */
export function uploadProblem(status: number, key: UploadErrorKey, path = '', tokens: Readonly<Record<string, string>> = {}): ApiProblem {
  return ApiProblem.inManifest(status, 'BAD_REQUEST', {
    name: 'upload-portals.json',
    bundled: uploadPortalsManifest,
    errors: [{ path, message: (manifest) => fillTokens(manifest.uploads.errors[key], tokens) }],
  });
}
