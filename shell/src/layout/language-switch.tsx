import { LANDING_PATHS, LANGUAGES, LANGUAGE_NAMES, landingLanguageOf, type Language } from '@lezioni/contracts/values';
import {
  chooseLanguage,
  useLocation,
  useNavigate,
  useSession,
  useSetLanguageMutation,
  useTexts,
} from '@lezioni/web-kit';
import { SHELL_TEXTS } from '../texts';

/**
 * EN / IT (ARCHITECTURE D31): the choice is kept in a cookie and, for a signed-in user, on the
 * account. On a landing page it moves to the landing page of that language (`/` ↔ `/it/`), the
 * address search engines know each by.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTexts(SHELL_TEXTS);
  const { user } = useSession();
  const [saveOnAccount] = useSetLanguageMutation();
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const current = i18n.language;

  const choose = async (language: Language) => {
    if (language === current) return;
    await chooseLanguage(language);
    // The page has switched already; the account follows (a failure only loses the other devices).
    if (user) void saveOnAccount(language);
    if (landingLanguageOf(pathname)) navigate(`${LANDING_PATHS[language]}${hash}`, { replace: true });
  };

  return (
    <div role="group" aria-label={t('language.label')} className="shell-language">
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === current}
          className="shell-language-option"
          onClick={() => void choose(language)}
        >
          {/* Read as its name ("Italiano"), shown as its code: the visible text stays out of the name. */}
          <span aria-hidden="true">{language.toUpperCase()}</span>
          <span className="shell-visually-hidden">{LANGUAGE_NAMES[language]}</span>
        </button>
      ))}
    </div>
  );
}
