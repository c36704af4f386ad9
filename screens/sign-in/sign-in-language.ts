import { localeChosenAtSignIn } from '../../engine/react/locale';

/** The sign-in request's `language`: the one chosen on this page, which the server stores as the member's. */
export function withChosenLanguage(): { language?: string } {
  const language = localeChosenAtSignIn();
  return language === undefined ? {} : { language };
}
