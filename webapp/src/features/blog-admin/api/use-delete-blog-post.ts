import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BlogService } from '../../../gen/gusset/admin/v1/blog_pb';
import { useClient } from '../../../lib/use-client';
import { invalidateAfterWrite } from './invalidate-after-write';

export function useDeleteBlogPost() {
  const client = useClient(BlogService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.deletePost({ id }),
    onSuccess: () => invalidateAfterWrite(queryClient),
  });
}
