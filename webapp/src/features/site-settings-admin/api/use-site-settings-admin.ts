import type { MessageInitShape } from '@bufbuild/protobuf';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { SiteSettingsService, type EditedSiteSettings } from '../../../gen/gusset/admin/v1/site_settings_pb';
import type { SiteSettingsSchema } from '../../../gen/gusset/site/v1/site_settings_pb';
import { siteSettingsKey } from '../../../lib/site-settings';
import { useClient } from '../../../lib/use-client';

export const siteSettingsAdminKey = ['admin', 'site-settings'] as const;

// The settings as staff edit them, with their version and who saved them last.
export function useEditedSiteSettings() {
  const client = useClient(SiteSettingsService);
  return useQuery({
    queryKey: siteSettingsAdminKey,
    queryFn: async ({ signal }) => (await client.getSiteSettings({}, { signal })).settings ?? null,
  });
}

export const siteSettingsVersionsKey = ['admin', 'site-settings', 'versions'] as const;

// The kept earlier versions, newest first (without their settings).
export function useSiteSettingsVersions() {
  const client = useClient(SiteSettingsService);
  return useQuery({
    queryKey: siteSettingsVersionsKey,
    queryFn: async ({ signal }) => (await client.listSiteSettingsVersions({}, { signal })).versions,
  });
}

export type SaveSiteSettings = { settings: MessageInitShape<typeof SiteSettingsSchema>; version: number };

// useSaveSiteSettings saves the whole form over the version it was edited from; the server
// refuses a save over someone else's (ABORTED) and bad fields (INVALID_ARGUMENT).
export function useSaveSiteSettings() {
  const client = useClient(SiteSettingsService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveSiteSettings): Promise<EditedSiteSettings | undefined> => (await client.saveSiteSettings(input)).settings,
    onSuccess: (saved) => savedSettings(queryClient, saved),
  });
}

// savedSettings is what follows any save (an undo and a restore too): the stored settings
// are the saved ones, and the history has one more version.
function savedSettings(queryClient: QueryClient, saved: EditedSiteSettings | undefined) {
  queryClient.setQueryData(siteSettingsAdminKey, saved ?? null);
  void queryClient.invalidateQueries({ queryKey: siteSettingsVersionsKey });
  // The back office's own chrome (its brand, titles) reads the public settings.
  void queryClient.invalidateQueries({ queryKey: siteSettingsKey });
}

// Restored is the answer of an undo or a restore: the new current settings, and the kept
// version that came back (who saved it and when).
export type Restored = { settings?: EditedSiteSettings; restored?: EditedSiteSettings };

// useUndoSiteSettingsSave brings back the version the last save replaced, from the
// version the screen has (refused with ABORTED when someone saved since).
export function useUndoSiteSettingsSave() {
  const client = useClient(SiteSettingsService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (version: number): Promise<Restored> => await client.undoSiteSettingsSave({ version }),
    onSuccess: (res) => savedSettings(queryClient, res.settings),
  });
}

// useRestoreSiteSettingsVersion saves a kept version's settings again.
export function useRestoreSiteSettingsVersion() {
  const client = useClient(SiteSettingsService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { restore: number; version: number }): Promise<Restored> => await client.restoreSiteSettingsVersion(input),
    onSuccess: (res) => savedSettings(queryClient, res.settings),
  });
}
