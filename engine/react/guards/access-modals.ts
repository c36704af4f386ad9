/**
 * The modals.json keys the access rules open: a denied route, a trusted user on a blocked feature,
 * and a denied action. The copy stays in modals.json; only these keys are fixed.
 */
export const ACCESS_MODALS = {
  featureUnavailable: 'featureUnavailable',
  trustedUserBlocked: 'trustedUserBlocked',
  permissionDenied: 'permissionDenied',
} as const;
