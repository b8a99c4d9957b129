import { PageBanner } from '../../../components/site/page-banner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLikeCounts } from '../api/use-like-counts';
import { usePosts } from '../api/use-posts';
import { BlogCard } from './blog-card';
import './blog.css';

export { prefetchPosts as prefetch } from '../api/use-posts';

export function BlogListPage() {
  usePageTitle('Blog');
  return (
    <main id="main">
      <PageBanner eyebrow="Resources" header="Blog">
        <p>Notes from our detailers and engineers on steel detailing, estimation, connection design and BIM.</p>
      </PageBanner>
      <div className="page">
        <BlogPosts />
      </div>
    </main>
  );
}

function BlogPosts() {
  const posts = usePosts();
  const likes = useLikeCounts(posts.data?.map((post) => post.id) ?? []);

  if (posts.isPending) {
    return (
      <p className="blog-state" role="status">
        Loading blogs...
      </p>
    );
  }
  if (posts.isError) {
    return (
      <p className="blog-state" role="alert">
        Failed to load blogs. Please try again later.
      </p>
    );
  }
  if (posts.data.length === 0) {
    return <p className="blog-state">No blogs found.</p>;
  }
  return (
    <>
      <div className="blog-list">
        {posts.data.map((post, index) => (
          <BlogCard key={post.id} post={post} index={index} likes={likes?.get(post.id)} />
        ))}
      </div>
      {posts.hasNextPage && (
        <div className="blog-more">
          <button type="button" className="button" onClick={() => void posts.fetchNextPage()} disabled={posts.isFetchingNextPage}>
            {posts.isFetchingNextPage ? 'Loading more...' : 'Load more posts'}
          </button>
        </div>
      )}
    </>
  );
}
