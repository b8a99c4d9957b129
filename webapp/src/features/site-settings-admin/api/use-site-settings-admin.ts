import type { MessageInitShape } from '@bufbuild/protobuf';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export type SaveSiteSettings = { settings: MessageInitShape<typeof SiteSettingsSchema>; version: number };

// useSaveSiteSettings saves the whole form over the version it was edited from; the server
// refuses a save over someone else's (ABORTED) and bad fields (INVALID_ARGUMENT).
export function useSaveSiteSettings() {
  const client = useClient(SiteSettingsService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveSiteSettings): Promise<EditedSiteSettings | undefined> => (await client.saveSiteSettings(input)).settings,
    onSuccess: (saved) => {
      queryClient.setQueryData(siteSettingsAdminKey, saved ?? null);
      // The back office's own chrome (its brand, titles) reads the public settings.
      void queryClient.invalidateQueries({ queryKey: siteSettingsKey });
    },
  });
}
