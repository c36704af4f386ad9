import { useId } from 'react';
import { resolveTemplate } from '../../../engine/core';
import { appManifest, copyManifest } from '../../../src/manifests';
import './password-rules.css';

const copy = copyManifest.screens.security;
const { passwordMinLength, passwordMaxLength } = appManifest.credentials;

/** The password policy the server enforces (config/app.json credentials), as a list shown beside the form. */
export function PasswordRules() {
  const headingId = useId();
  return (
    <div className="password-rules">
      <p id={headingId}>{copy.passwordRulesHeading}</p>
      <ul aria-labelledby={headingId}>
        <li>{resolveTemplate(copy.passwordRuleLength, { min: passwordMinLength, max: passwordMaxLength })}</li>
        <li>{copy.passwordRuleLetterNumber}</li>
        <li>{copy.passwordRuleDifferent}</li>
      </ul>
    </div>
  );
}
