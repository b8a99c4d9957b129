import { useMutation, useQueryClient } from '@tanstack/react-query';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { BlogService } from '../../../gen/gusset/admin/v1/blog_pb';
import { PostStatus } from '../../../gen/gusset/site/v1/blog_pb';
import { useClient } from '../../../lib/use-client';
import { invalidateAfterWrite } from './invalidate-after-write';

export type SaveBlogPost = {
  // Absent for a new post.
  id?: string;
  title: string;
  // The address (/resources/wbt-blog/{slug}); '' makes one from the title on create and
  // keeps the current one on update.
  slug: string;
  excerpt: string;
  contentHtml: string;
  // An image uploaded from the editor to claim; '' keeps the current one.
  imageUploadId: string;
  // Drop the current image (ignored when imageUploadId is set).
  removeImage: boolean;
  // The life cycle wanted: DRAFT (unpublish), PUBLISHED (now; a public post keeps its
  // date) or SCHEDULED at publishAt.
  status: PostStatus;
  publishAt?: Date;
};

export function useSaveBlogPost() {
  const client = useClient(BlogService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, title, slug, excerpt, contentHtml, imageUploadId, removeImage, status, publishAt }: SaveBlogPost) => {
      const publishTime = status === PostStatus.SCHEDULED && publishAt ? timestampFromDate(publishAt) : undefined;
      const post = { title, slug, excerpt, contentHtml, imageUploadId, status, publishTime };
      if (id === undefined) return (await client.createPost({ post })).post;
      return (await client.updatePost({ id, post, removeImage })).post;
    },
    onSuccess: () => invalidateAfterWrite(queryClient),
  });
}
