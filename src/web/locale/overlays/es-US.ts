import { overlaysByManifest } from '../overlay-names';

/** Spanish: every overlay under config/locales/es-US/, in one chunk only Spanish readers load. */
export default overlaysByManifest(
  import.meta.glob('../../../../config/locales/es-US/**/*.json', { eager: true, import: 'default' }),
  '/config/locales/es-US/',
);
