import { useState } from 'react';
import { Link } from 'react-router';
import { useConfirm } from '../../../components/dialog/confirm-context';
import { useNotice } from '../../../components/notice/notice-context';
import { ListSearch } from '../../../components/list-search/list-search';
import { Pager } from '../../../components/pager/pager';
import type { Post } from '../../../gen/gusset/site/v1/blog_pb';
import { formatDate } from '../../../lib/format-date';
import { postStatusText } from '../../../lib/post-status';
import { useListQuery } from '../../../lib/use-list-query';
import { useBlogPosts } from '../api/use-blog-posts';
import { useDeleteBlogPost } from '../api/use-delete-blog-post';
import { BlogFormDialog, type BlogFormTarget } from './blog-form-dialog';
import './blog-admin-page.css';
import { confirmMoveToTrash } from '../../../lib/trash-wording';
import { TrashKind } from '../../../gen/gusset/admin/v1/trash_pb';

export function BlogAdminPage() {
  const { pages, query, search } = useListQuery();
  const posts = useBlogPosts(pages.token, query);
  const remove = useDeleteBlogPost();
  const confirm = useConfirm();
  const { notify } = useNotice();
  const [target, setTarget] = useState<BlogFormTarget | null>(null);
  const rows = posts.data?.posts ?? [];

  const onDelete = async (post: Post) => {
    if (!(await confirmMoveToTrash(confirm, TrashKind.POST))) return;
    remove.mutate(post.id, {
      onSuccess: () => {
        notify('Blog deleted successfully', 'success');
        // The last post of a later page is gone: show the page before it.
        if (rows.length === 1 && pages.page > 1) pages.previous();
      },
      onError: () => notify('Failed to delete blog.', 'error'),
    });
  };

  return (
    <section className="blog-admin">
      <div className="blog-admin__bar">
        <ListSearch label="Search posts" hint="Title, address or excerpt" onSearch={search} />
        <button type="button" className="button button--primary" onClick={() => setTarget({ post: null })}>
          + Add New Blog
        </button>
      </div>
      {posts.isError && (
        <p className="form-error" role="alert">
          Failed to fetch blogs.
        </p>
      )}
      {posts.isPending ? (
        <p className="muted" role="status">
          Loading blogs...
        </p>
      ) : posts.isSuccess && rows.length === 0 ? (
        <p className="muted">{query ? `No blogs match “${query}”.` : 'No blogs found.'}</p>
      ) : rows.length > 0 ? (
        <div className="admin-table-wrap" role="region" aria-label="Blog posts table" tabIndex={0}>
          <table className="blog-admin__table" aria-busy={posts.isPlaceholderData}>
            <caption className="visually-hidden">Blog posts</caption>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Created</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((post) => (
                <tr key={post.id}>
                  <td>{post.title}</td>
                  <td>{formatDate(post.createTime)}</td>
                  <td>{postStatusText(post.status, post.publishTime)}</td>
                  <td>
                    <div className="blog-admin__actions">
                      <Link className="button" to={`/admin/blog/${post.id}/preview`} aria-label={`Preview ${post.title}`}>
                        Preview
                      </Link>
                      <button type="button" className="button" aria-label={`Edit ${post.title}`} onClick={() => setTarget({ post })}>
                        Edit
                      </button>
                      <button
                        type="button"
                        className="button button--danger"
                        aria-label={`Delete ${post.title}`}
                        disabled={remove.isPending && remove.variables === post.id}
                        onClick={() => void onDelete(post)}
                      >
                        Delete
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pager page={pages.page} nextToken={posts.data?.nextPageToken ?? ''} onNext={pages.next} onPrevious={pages.previous} />
      <BlogFormDialog
        target={target}
        onClose={() => setTarget(null)}
        onSaved={(created) => {
          setTarget(null);
          // A new post is the newest: it is on the first page.
          if (created) pages.reset();
        }}
      />
    </section>
  );
}
