import { useConfirm } from '../../../components/dialog/confirm-context';
import type { EditedSiteSettings } from '../../../gen/gusset/admin/v1/site_settings_pb';
import { formatDateTime } from '../../../lib/format-date';
import { useSiteSettingsVersions } from '../api/use-site-settings-admin';

// savedBy names who saved a version and when: "bob, Nov 25, 2026, 10:42 AM CST".
export function savedBy(v: EditedSiteSettings): string {
  return v.updatedBy ? `${v.updatedBy}, ${formatDateTime(v.updateTime)}` : `the site's setup, ${formatDateTime(v.updateTime)}`;
}

type Props = {
  // Restores a kept version (the screen names the version it has).
  onRestore: (version: number) => void;
  busy: boolean;
};

// SiteSettingsHistory lists the kept earlier versions, newest first; restoring one asks
// first.
export function SiteSettingsHistory({ onRestore, busy }: Props) {
  const versions = useSiteSettingsVersions();
  const confirm = useConfirm();
  const restore = async (v: EditedSiteSettings) => {
    const ok = await confirm(
      `Restore version ${v.version}, saved by ${savedBy(v)}?`,
      'Its settings are saved over the current ones, on every page at once; you can undo it like any save. Unsaved changes in the form are replaced.',
      'Restore',
    );
    if (ok) onRestore(v.version);
  };
  if (versions.isPending) return <p className="muted" role="status">Loading earlier versions...</p>;
  if (versions.isError) return <p className="form-error" role="alert">Failed to load the earlier versions.</p>;
  if (versions.data.length === 0) return <p className="muted">No earlier versions: the settings have not been saved since the site was set up.</p>;
  return (
    <ol className="site-settings__versions" aria-label="Earlier versions, newest first">
      {versions.data.map((v) => (
        <li key={v.version}>
          <span>
            <strong>Version {v.version}</strong> <span className="muted">saved by {savedBy(v)}</span>
          </span>
          <button type="button" className="button" onClick={() => void restore(v)} disabled={busy}>
            Restore version {v.version}
          </button>
        </li>
      ))}
    </ol>
  );
}
