import type { ScreenEntry } from '../../engine/react';

// Certificates, loaded with its route.
export const certificatesScreens: readonly ScreenEntry[] = [{ key: 'certificates', load: () => import('./CertificatesScreen') }];
