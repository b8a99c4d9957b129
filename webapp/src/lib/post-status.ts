import type { Timestamp } from '@bufbuild/protobuf/wkt';
import { PostStatus } from '../gen/gusset/site/v1/blog_pb';
import { formatDateTime } from './format-date';

// A blog post's state as staff read it, in the blog list's Status column and on the
// post's preview: a scheduled post says when it goes public.
export function postStatusText(status: PostStatus, publishTime: Timestamp | undefined): string {
  switch (status) {
    case PostStatus.DRAFT:
      return 'Draft';
    case PostStatus.SCHEDULED:
      return `Scheduled for ${formatDateTime(publishTime)}`;
    default:
      return 'Published';
  }
}
