import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { Code, ConnectError, type ServiceImpl } from '@connectrpc/connect';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SiteSettingsService, type RestoreSiteSettingsVersionRequest, type SaveSiteSettingsRequest, type UndoSiteSettingsSaveRequest } from '../../../gen/gusset/admin/v1/site_settings_pb';
import { invalidArgument } from '../../../test/bad-request';
import { renderStaffScreen } from '../../../test/render-staff-screen';
import { seedAnswer } from '../../../test/site-settings';

type Versions = Partial<Pick<ServiceImpl<typeof SiteSettingsService>, 'listSiteSettingsVersions' | 'undoSiteSettingsSave' | 'restoreSiteSettingsVersion'>>;

function renderSettings(save: (req: SaveSiteSettingsRequest) => unknown, versions: Versions = {}) {
  const saved: SaveSiteSettingsRequest[] = [];
  let version = 3;
  renderStaffScreen({
    path: '/admin/site-settings',
    services: (r) =>
      r.service(SiteSettingsService, {
        getSiteSettings: () => ({
          settings: { settings: seedAnswer.settings, version, updatedBy: 'bob', updateTime: timestampFromDate(new Date('2026-11-25T10:42:00Z')) },
        }),
        // Every save makes a new version, a refused one too: someone else's came first.
        saveSiteSettings: (req) => {
          saved.push(req);
          try {
            return save(req) as never;
          } finally {
            version++;
          }
        },
        listSiteSettingsVersions: () => ({ versions: [{ version: 2, updatedBy: 'bob' }] }),
        ...versions,
      }),
  });
  return { saved, user: userEvent.setup() };
}

// The screen is long: rendering and typing into it takes a while on a loaded machine.
describe('site settings screen', () => {
  it('shows every setting, adds and removes list rows, and saves the whole form with its version', async () => {
    const { saved, user } = renderSettings((req) => ({ settings: { settings: req.settings, version: req.version + 1, updatedBy: 'alice' } }));

    expect(await screen.findByLabelText('Company name')).toHaveValue('Gusset Steel Detailing');
    expect(screen.getByText(/Last saved by bob/)).toBeInTheDocument();
    const phone1 = screen.getByRole('group', { name: 'Phone 1' });
    expect(within(phone1).getByLabelText('Number to dial')).toHaveValue('+13125550142');
    expect(screen.getByRole('group', { name: 'Address 2' })).toBeInTheDocument();

    await user.clear(within(phone1).getByLabelText('Number as shown'));
    await user.type(within(phone1).getByLabelText('Number as shown'), '+1 (646) 555-0177');
    await user.click(screen.getByRole('button', { name: 'Remove phone 2' }));
    await user.click(screen.getByRole('button', { name: 'Add badge' }));
    await user.type(within(screen.getByRole('group', { name: 'Badge 4' })).getByLabelText('Name'), 'Revit');
    await user.click(screen.getByRole('button', { name: 'Save site settings' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].version).toBe(3);
    expect(saved[0].settings?.phones.map((p) => p.display)).toEqual(['+1 (646) 555-0177']);
    expect(saved[0].settings?.software.map((b) => b.name)).toEqual(['Tekla Structures', 'SDS/2', 'Advance Steel', 'Revit']);
    expect(saved[0].settings?.addresses[1].street).toEqual(['4th Floor, Example Tech Park', 'Outer Ring Road, Bellandur']);
    expect(await screen.findByText('Site settings saved')).toBeInTheDocument();
  }, 15000);

  it("offers the firm's time zone from the zones the browser knows, and saves the one chosen", async () => {
    const { saved, user } = renderSettings((req) => ({ settings: { settings: req.settings, version: req.version + 1, updatedBy: 'alice' } }));

    const zone = await screen.findByLabelText('Time zone');
    expect(zone).toHaveValue('America/Chicago');
    expect(within(zone).getByRole('option', { name: 'UTC' })).toBeInTheDocument();
    await user.selectOptions(zone, 'America/New_York');
    await user.click(screen.getByRole('button', { name: 'Save site settings' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].settings?.timeZone).toBe('America/New_York');
  }, 15000);

  it('shows a refused time zone beside its select', async () => {
    const { user } = renderSettings(() => {
      throw invalidArgument({ time_zone: 'Time zone must be a zone name such as America/Chicago' });
    });
    await user.click(await screen.findByRole('button', { name: 'Save site settings' }));
    const zone = screen.getByLabelText('Time zone');
    await waitFor(() => expect(zone).toHaveAttribute('aria-invalid', 'true'));
    expect(zone).toHaveAccessibleDescription(expect.stringContaining('must be a zone name'));
  }, 15000);

  it("shows the server's field errors beside their inputs", async () => {
    const { user } = renderSettings(() => {
      throw invalidArgument({ 'phones[1].dial': 'Enter the number in international form', sales_email: 'Sales e-mail must be an e-mail address' });
    });
    await screen.findByLabelText('Company name');
    await user.click(screen.getByRole('button', { name: 'Save site settings' }));

    const dial = within(screen.getByRole('group', { name: 'Phone 2' })).getByLabelText('Number to dial');
    await waitFor(() => expect(dial).toHaveAttribute('aria-invalid', 'true'));
    expect(dial).toHaveAccessibleDescription(expect.stringContaining('Enter the number in international form'));
    expect(screen.getByLabelText('Sales e-mail')).toHaveAccessibleDescription(expect.stringContaining('must be an e-mail address'));
  }, 15000);

  it('says who saved first when a save comes too late, keeps the edits, and can save over theirs knowingly', async () => {
    let refuse = true;
    const { saved, user } = renderSettings((req) => {
      if (refuse) {
        refuse = false;
        throw new ConnectError('The site settings were changed by bob at 10:42 UTC after you opened them.', Code.Aborted);
      }
      return { settings: { settings: req.settings, version: req.version + 1 } };
    });
    const tagline = await screen.findByLabelText('Tagline');
    await user.clear(tagline);
    await user.type(tagline, 'Mine.');
    await user.click(screen.getByRole('button', { name: 'Save site settings' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('changed by bob at 10:42 UTC');
    expect(screen.getByLabelText('Tagline')).toHaveValue('Mine.');

    await user.click(screen.getByRole('button', { name: 'Keep mine to save over theirs' }));
    expect(await screen.findByText(/Save again to replace theirs/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save site settings' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    // The second save names the version read again after the refusal.
    expect(saved[1].version).toBe(4);
    expect(saved[1].settings?.tagline).toBe('Mine.');
  }, 15000);

  it('previews the public header and footer with an unsaved phone number, and saves nothing', async () => {
    const { saved, user } = renderSettings(() => {
      throw new Error('no save expected');
    });
    const phone1 = within(await screen.findByRole('group', { name: 'Phone 1' }));
    await user.clear(phone1.getByLabelText('Number as shown'));
    await user.type(phone1.getByLabelText('Number as shown'), '+1 (646) 555-0177');
    await user.clear(phone1.getByLabelText('Number to dial'));
    await user.type(phone1.getByLabelText('Number to dial'), '+16465550177');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const preview = screen.getByTestId('site-settings-preview');
    // The header's tap-to-call and the footer's list: both drawn from the form.
    const shown = within(preview).getAllByText('+1 (646) 555-0177');
    expect(shown.length).toBeGreaterThanOrEqual(2);
    for (const number of shown) expect(number.closest('a')).toHaveAttribute('href', 'tel:+16465550177');
    expect(within(preview).getByText(seedAnswer.settings.tagline)).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  }, 15000);

  it('undoes the last save in one click and names the version that came back', async () => {
    const undone: UndoSiteSettingsSaveRequest[] = [];
    const { user } = renderSettings(() => ({}), {
      undoSiteSettingsSave: (req) => {
        undone.push(req);
        return {
          settings: { settings: { ...seedAnswer.settings, company: 'Earlier Steel' }, version: req.version + 1, updatedBy: 'alice' },
          restored: { version: req.version - 1, updatedBy: 'bob', updateTime: timestampFromDate(new Date('2026-11-24T09:00:00Z')) },
        };
      },
    });
    await screen.findByLabelText('Company name');
    await user.click(screen.getByRole('button', { name: 'Undo last save' }));

    expect(await screen.findByText(/Last save undone: version 2, saved by bob, .*, is back\./)).toBeInTheDocument();
    expect(undone.map((r) => r.version)).toEqual([3]);
    expect(screen.getByLabelText('Company name')).toHaveValue('Earlier Steel');
  }, 15000);

  it('restores an earlier version from the history after asking first', async () => {
    const restored: RestoreSiteSettingsVersionRequest[] = [];
    const { user } = renderSettings(() => ({}), {
      restoreSiteSettingsVersion: (req) => {
        restored.push(req);
        return { settings: { settings: seedAnswer.settings, version: req.version + 1, updatedBy: 'alice' }, restored: { version: req.restore, updatedBy: 'bob' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Restore version 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Restore version 2, saved by bob');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));

    await waitFor(() => expect(restored).toHaveLength(1));
    expect(restored[0]).toMatchObject({ restore: 2, version: 3 });
    expect(await screen.findByText(/Restored version 2, saved by bob/)).toBeInTheDocument();
  }, 15000);
});
