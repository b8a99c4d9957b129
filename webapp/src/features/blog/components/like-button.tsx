import { useNotice } from '../../../components/notice/notice-context';
import type { Post } from '../../../gen/gusset/site/v1/blog_pb';
import { useIsLiked } from '../api/liked-posts';
import { useLikePost } from '../api/use-like-post';
import './like-button.css';

// LikeButton likes a post once per browser. It is disabled once liked, and while the like
// is on its way so that a double click counts once. likes, when known, is the current
// count (use-like-counts.ts); the post's own may be a minute old.
export function LikeButton({ post, likes }: { post: Post; likes?: bigint }) {
  const liked = useIsLiked(post.id);
  const like = useLikePost();
  const { notify } = useNotice();
  const count = (likes ?? post.likes).toString();

  const onClick = () =>
    like.mutate(post.id, {
      onError: () => notify('Failed to like the blog. Please try again.', 'error'),
    });

  return (
    <button
      type="button"
      className={`like-button${liked ? ' like-button--liked' : ''}`}
      onClick={onClick}
      disabled={liked || like.isPending}
      aria-label={`${liked ? 'Liked' : 'Like'}: ${count} ${count === '1' ? 'like' : 'likes'}`}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.4 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.6 0 5.6 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
      </svg>
      <span className="like-button__count">{count}</span>
    </button>
  );
}
