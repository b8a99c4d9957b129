import { useQuery } from '@tanstack/react-query';
import { BlogService } from '../../../gen/gusset/admin/v1/blog_pb';
import { useClient } from '../../../lib/use-client';

// Any post, whatever its status, through the staff service: the preview of a draft or a
// scheduled post (the public reads answer NotFound for those).
export function usePostPreview(id: string) {
  const client = useClient(BlogService);
  return useQuery({
    queryKey: ['admin', 'blog', 'preview', id],
    queryFn: async ({ signal }) => {
      const { post } = await client.getPost({ id }, { signal });
      if (!post) throw new Error('the server answered without a post');
      return post;
    },
  });
}
