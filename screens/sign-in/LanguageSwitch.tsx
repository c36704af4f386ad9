import { useId, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { activeLocale, chooseLocaleAtSignIn } from '../../engine/react/locale';
import { copyManifest } from '../../src/manifests';
import { localesManifest } from '../../src/manifests/locales-manifest';

const copy = copyManifest.screens.login;

/**
 * The sign-in page's language switch: each language by its own name, in its own language (lang), as a link to this
 * page. Choosing one keeps it on this device, reloads the page in it and sends it with the sign-in.
 */
export function LanguageSwitch() {
  const id = useId();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const active = activeLocale();
  const choose = (event: MouseEvent<HTMLAnchorElement>, tag: string) => {
    event.preventDefault();
    if (tag !== active) chooseLocaleAtSignIn(tag);
  };
  return (
    <nav className="sign-in__language" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="sign-in__language-label">
        {copy.languageLabel}
      </span>
      <ul>
        {localesManifest.locales.map((locale) => (
          <li key={locale.tag}>
            <a href={here} lang={locale.htmlLang} hrefLang={locale.htmlLang} aria-current={locale.tag === active ? 'true' : undefined} onClick={(event) => choose(event, locale.tag)}>
              {locale.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
