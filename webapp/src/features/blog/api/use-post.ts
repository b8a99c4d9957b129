import { useQuery } from '@tanstack/react-query';
import { BlogService } from '../../../gen/gusset/site/v1/blog_pb';
import { useClient } from '../../../lib/use-client';

export function postQueryKey(id: string) {
  return ['blog', 'post', id] as const;
}

export function usePost(id: string) {
  const client = useClient(BlogService);
  return useQuery({
    queryKey: postQueryKey(id),
    queryFn: async ({ signal }) => {
      const { post } = await client.getPost({ id }, { signal });
      if (!post) throw new Error('the server answered without a post');
      return post;
    },
  });
}
