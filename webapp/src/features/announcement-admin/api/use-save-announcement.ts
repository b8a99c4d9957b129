import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AnnouncementService } from '../../../gen/gusset/admin/v1/announcement_pb';
import { uploadFile } from '../../../lib/upload-file';
import { useClient } from '../../../lib/use-client';
import { announcementAdminKey } from './use-announcement';

export type SaveAnnouncement = {
  title: string;
  description: string;
  linkUrl: string;
  enabled: boolean;
  startTime?: Date;
  endTime?: Date;
  // A new image to upload first; undefined keeps the current one.
  image?: File;
  removeImage: boolean;
};

export function useSaveAnnouncement() {
  const client = useClient(AnnouncementService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ image, startTime, endTime, ...rest }: SaveAnnouncement) => {
      const imageUploadId = image ? (await uploadFile('announcement_image', image)).id : '';
      const res = await client.saveAnnouncement({
        ...rest,
        imageUploadId,
        startTime: startTime && timestampFromDate(startTime),
        endTime: endTime && timestampFromDate(endTime),
      });
      return res.settings;
    },
    onSuccess: (settings) => queryClient.setQueryData(announcementAdminKey, settings ?? null),
  });
}
