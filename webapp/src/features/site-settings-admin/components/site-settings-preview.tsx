import { SiteFooter } from '../../../components/site/site-footer';
import { SiteHeader } from '../../../components/site/site-header';
import { siteFromJson, SiteOverrideProvider } from '../../../lib/site-settings';
import { settingsOf, type FormValues } from './site-settings-form-state';

// SiteSettingsPreview draws the public header and footer with the form's unsaved values,
// by the public site's own components (they read the settings through useSite, which the
// override answers). Inert: a click in it must not leave the form, and its landmarks and
// links are a picture, not part of this screen.
export function SiteSettingsPreview({ values }: { values: FormValues }) {
  // settingsOf writes the same fields, by the same names, as the public answer's JSON.
  const site = siteFromJson({ settings: settingsOf(values) });
  return (
    <SiteOverrideProvider value={site}>
      <div className="site-settings__preview" inert data-testid="site-settings-preview">
        <SiteHeader />
        <SiteFooter />
      </div>
    </SiteOverrideProvider>
  );
}
