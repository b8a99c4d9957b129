import { useEffect, useId, type ReactNode } from 'react';
import { loadLanguage } from '../../../lib/i18n/load';
import { english, useLanguage, useSpeak, useT } from '../../../lib/i18n/locale';
import { useHydrated } from '../../../lib/use-hydrated';
import { usePortalMe } from '../api/use-portal';
import { useSetPortalLanguage, type PortalLanguageChoice } from '../api/use-portal-language';
import * as m from './portal-messages';
import './portal.css';

// The browser's first language, for the order of the offer (French first to a French reader).
const browserPrefersFrench = () => /^fr\b/i.test(navigator.languages?.[0] ?? navigator.language ?? '');

// LanguageOffer asks a user who has not chosen yet (their first sign-in) which language
// they want the portal and their mail in, the browser's first. It speaks both languages:
// the reader's is not known yet.
function LanguageOffer() {
  const choose = useSetPortalLanguage();
  const choices: [PortalLanguageChoice, string][] = [
    ['en', 'English'],
    ['fr-CA', 'Français'],
  ];
  if (browserPrefersFrench()) choices.reverse();
  return (
    <aside className="portal-language-offer" aria-labelledby="portal-language-offer">
      <p id="portal-language-offer">
        <span lang="en">Which language do you want the portal and your mail in?</span>{' '}
        <span lang="fr-CA">Dans quelle langue voulez-vous le portail et vos courriels?</span>
      </p>
      {choices.map(([value, name]) => (
        <button key={value} type="button" lang={value} className="button" disabled={choose.isPending} onClick={() => choose.mutate(value)}>
          {name}
        </button>
      ))}
    </aside>
  );
}

// LanguageSelect changes the signed-in user's language (the account section): the page
// redraws in it at once. The options are each language's own name.
export function LanguageSelect({ choice }: { choice: string }) {
  const t = useT();
  const id = useId();
  const choose = useSetPortalLanguage();
  return (
    <div className="field">
      <label htmlFor={id}>{t(m.language)}</label>
      <select id={id} value={choice || 'en'} disabled={choose.isPending} onChange={(e) => choose.mutate(e.target.value as PortalLanguageChoice)}>
        <option value="en" lang="en">
          English
        </option>
        <option value="fr-CA" lang="fr-CA">
          Français
        </option>
      </select>
    </div>
  );
}

// PortalLanguage makes the page speak the signed-in user's language while the portal is
// shown, header and footer included (useSpeak): French (its catalogue loaded on demand, as
// French public pages load it) for those who chose it, English for those who chose English,
// the page's own until they choose; and <html lang> to match.
export function PortalLanguage({ children }: { children: ReactNode }) {
  const me = usePortalMe(useHydrated());
  const choice = me.data?.language ?? '';
  const spoken = useLanguage();
  const speak = useSpeak();
  useEffect(() => {
    if (choice === 'en') speak(english);
    if (choice !== 'fr-CA') return;
    let current = true;
    void loadLanguage('fr-CA').then((french) => current && speak(french));
    return () => {
      current = false;
    };
  }, [choice, speak]);
  // The page's own language again when the portal is left.
  useEffect(() => () => speak(null), [speak]);
  useEffect(() => {
    const root = document.documentElement;
    const before = root.lang;
    root.lang = spoken.locale === 'fr-CA' ? 'fr-CA' : 'en';
    return () => {
      root.lang = before;
    };
  }, [spoken]);
  // The French words are on their way: nothing in English meanwhile.
  if (choice === 'fr-CA' && spoken.locale !== 'fr-CA') return null;
  return (
    <>
      {me.data && choice === '' && <LanguageOffer />}
      {children}
    </>
  );
}
