import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BlogService, type PostInput, type UpdatePostRequest } from '../../../gen/gusset/admin/v1/blog_pb';
import { useClient } from '../../../lib/use-client';
import { invalidateAfterWrite } from './invalidate-after-write';

// The editor's save: the server's PostInput, with the update's id (absent for a new post)
// and remove_image (drop the current image; ignored when imageUploadId is set).
export type SaveBlogPost = Omit<PostInput, '$typeName' | '$unknown'> &
  Partial<Pick<UpdatePostRequest, 'id'>> &
  Pick<UpdatePostRequest, 'removeImage'>;

export function useSaveBlogPost() {
  const client = useClient(BlogService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, removeImage, ...post }: SaveBlogPost) => {
      if (id === undefined) return (await client.createPost({ post })).post;
      return (await client.updatePost({ id, post, removeImage })).post;
    },
    onSuccess: () => invalidateAfterWrite(queryClient),
  });
}
