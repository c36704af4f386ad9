import { formCopyFromErrors } from '../../engine/core/forms';
import { errorsManifest } from '../../src/manifests';

/** The form engine's messages from the error catalogue (config/errors.json): every screen's forms word errors alike. */
export const formCopy = formCopyFromErrors(errorsManifest.errors);
