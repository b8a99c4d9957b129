import { PostStatus, type Post } from '../../../gen/gusset/site/v1/blog_pb';
import { formatDateTime } from '../../../lib/format-date';

// The status column's text: a scheduled post says when it goes public.
export function statusText(post: Post): string {
  switch (post.status) {
    case PostStatus.DRAFT:
      return 'Draft';
    case PostStatus.SCHEDULED:
      return `Scheduled for ${formatDateTime(post.publishTime)}`;
    default:
      return 'Published';
  }
}
