import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { activeLocale, switchLocale } from '../../engine/react/locale';
import { ApiError, apiFetch } from '../../engine/react';
import { errorsManifest } from '../../src/manifests';
import { localesManifest } from '../../src/manifests/locales-manifest';
import { profileManifest } from '../../src/manifests/profile-manifest';

const copy = profileManifest.copy;
const LANGUAGE = '/api/user-manager/client-api/v2/users/me/language';

/** PUT users/me/language: the member's language for online banking and the messages sent to them. */
export function saveLanguage(language: string): Promise<void> {
  return apiFetch<void>(LANGUAGE, { method: 'PUT', body: { language } });
}

/**
 * The profile's language setting: the languages by their own names (each in its own language), saved for the member,
 * kept on this device, then the page reloads in it. The pseudo-locale is never offered; under it nothing is checked.
 */
export function LanguageSetting() {
  const id = useId();
  const [chosen, setChosen] = useState(activeLocale());
  const save = useMutation({ mutationFn: saveLanguage, onSuccess: (_answer, language) => switchLocale(language) });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!save.isPending) save.mutate(chosen);
  };
  const failure = save.error instanceof ApiError && save.error.errors[0] !== undefined ? save.error.errors[0].message : errorsManifest.errors.TECHNICAL_PROBLEM?.message;
  return (
    <section className="profile__section card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{copy.languageHeading}</h2>
      <form onSubmit={onSubmit} noValidate>
        <fieldset className="profile__languages" aria-describedby={`${id}-intro`}>
          <legend className="visually-hidden">{copy.languageHeading}</legend>
          <p id={`${id}-intro`}>{copy.languageIntro}</p>
          {localesManifest.locales.map((locale) => (
            <div key={locale.tag} className="profile__language">
              <input
                id={`${id}-${locale.tag}`}
                type="radio"
                name="language"
                value={locale.tag}
                checked={chosen === locale.tag}
                onChange={() => setChosen(locale.tag)}
              />
              <label htmlFor={`${id}-${locale.tag}`} lang={locale.htmlLang}>
                {locale.name}
              </label>
            </div>
          ))}
        </fieldset>
        {save.isError ? (
          <p className="profile__error" role="alert">
            {failure}
          </p>
        ) : null}
        <p className="flow-actions">
          <button type="submit" className="button button--secondary" disabled={save.isPending || chosen === activeLocale()}>
            {save.isPending ? copy.languageSaving : copy.languageSave}
          </button>
        </p>
      </form>
    </section>
  );
}
