package rpc

import (
	"context"
	"time"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/blog"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/media"
	"github.com/gusset/gusset/internal/pubcache"
	"github.com/gusset/gusset/internal/richtext"
)

// blogHandler serves both the public and the staff BlogService; staff read posts through
// the public one.
type blogHandler struct {
	blog  *blog.Service
	files *files.Service
	media *media.Service
}

var (
	_ sitev1connect.BlogServiceHandler  = publicBlog{}
	_ adminv1connect.BlogServiceHandler = staffBlog{}
)

type publicBlog struct{ *blogHandler }
type staffBlog struct{ *blogHandler }

func (h publicBlog) ListPosts(ctx context.Context, req *connect.Request[sitev1.ListPostsRequest]) (*connect.Response[sitev1.ListPostsResponse], error) {
	list, next, err := h.blog.ListPosts(ctx, req.Msg.GetPageSize(), req.Msg.GetPageToken())
	if err != nil {
		return nil, err
	}
	posts, err := h.posts(ctx, list...)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&sitev1.ListPostsResponse{Posts: posts, NextPageToken: next}), nil
}

func (h publicBlog) GetPost(ctx context.Context, req *connect.Request[sitev1.GetPostRequest]) (*connect.Response[sitev1.GetPostResponse], error) {
	post, err := h.blog.GetPost(ctx, req.Msg.GetId())
	if err != nil {
		return nil, err
	}
	posts, err := h.posts(ctx, post)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&sitev1.GetPostResponse{Post: posts[0]}), nil
}

func (h publicBlog) LikePost(ctx context.Context, req *connect.Request[sitev1.LikePostRequest]) (*connect.Response[sitev1.LikePostResponse], error) {
	likes, err := h.blog.LikePost(ctx, req.Msg.GetId(), req.Peer().Addr)
	if err != nil {
		return nil, err
	}
	// A like writes no post: the cached public answers stay (their counts may lag; the
	// page reads current ones with GetLikeCounts).
	pubcache.Unchanged(ctx)
	return connect.NewResponse(&sitev1.LikePostResponse{Likes: likes}), nil
}

func (h publicBlog) GetLikeCounts(ctx context.Context, req *connect.Request[sitev1.GetLikeCountsRequest]) (*connect.Response[sitev1.GetLikeCountsResponse], error) {
	likes, err := h.blog.LikeCounts(ctx, req.Msg.GetPostIds())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&sitev1.GetLikeCountsResponse{Likes: likes}), nil
}

func (h staffBlog) CreatePost(ctx context.Context, req *connect.Request[adminv1.CreatePostRequest]) (*connect.Response[adminv1.CreatePostResponse], error) {
	post, err := h.blog.CreatePost(ctx, postInput(req.Msg.GetPost(), false))
	if err != nil {
		return nil, err
	}
	posts, err := h.posts(ctx, post)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.CreatePostResponse{Post: posts[0]}), nil
}

func (h staffBlog) UpdatePost(ctx context.Context, req *connect.Request[adminv1.UpdatePostRequest]) (*connect.Response[adminv1.UpdatePostResponse], error) {
	in := postInput(req.Msg.GetPost(), req.Msg.GetRemoveImage())
	in.KeepPageFields = req.Msg.GetKeepPageFields()
	post, err := h.blog.UpdatePost(ctx, req.Msg.GetId(), in)
	if err != nil {
		return nil, err
	}
	posts, err := h.posts(ctx, post)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.UpdatePostResponse{Post: posts[0]}), nil
}

func (h staffBlog) DeletePost(ctx context.Context, req *connect.Request[adminv1.DeletePostRequest]) (*connect.Response[adminv1.DeletePostResponse], error) {
	if err := h.blog.DeletePost(ctx, req.Msg.GetId()); err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.DeletePostResponse{}), nil
}

func (h staffBlog) ListPosts(ctx context.Context, req *connect.Request[adminv1.ListPostsRequest]) (*connect.Response[adminv1.ListPostsResponse], error) {
	list, next, err := h.blog.SearchAllPosts(ctx, req.Msg.GetQuery(), req.Msg.GetPageSize(), req.Msg.GetPageToken())
	if err != nil {
		return nil, err
	}
	posts, err := h.posts(ctx, list...)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ListPostsResponse{Posts: posts, NextPageToken: next}), nil
}

func (h staffBlog) GetPost(ctx context.Context, req *connect.Request[adminv1.GetPostRequest]) (*connect.Response[adminv1.GetPostResponse], error) {
	post, err := h.blog.GetAnyPost(ctx, req.Msg.GetId())
	if err != nil {
		return nil, err
	}
	posts, err := h.posts(ctx, post)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.GetPostResponse{Post: posts[0]}), nil
}

func postInput(m *adminv1.PostInput, removeImage bool) blog.PostInput {
	return blog.PostInput{
		Title: m.GetTitle(), Slug: m.GetSlug(), Excerpt: m.GetExcerpt(), ContentHTML: m.GetContentHtml(), ImageUploadID: m.GetImageUploadId(), RemoveImage: removeImage,
		Status: enumIn(postStatusIn, m.GetStatus()), PublishTime: tsIn(m.GetPublishTime()),
	}
}

// posts converts posts with their images' variants, loaded in one query.
func (h *blogHandler) posts(ctx context.Context, list ...blog.Post) ([]*sitev1.Post, error) {
	var all []files.File
	for _, p := range list {
		if p.Image != nil {
			all = append(all, *p.Image)
		}
	}
	images, err := describeImages(ctx, h.media, all)
	if err != nil {
		return nil, err
	}
	return convertAll(list, func(p blog.Post) *sitev1.Post { return h.post(p, images) }), nil
}

// post converts p; its create_time is the date shown for it (the publish time once it has
// one), the date the public pages, the REST shim and the feed show.
func (h *blogHandler) post(p blog.Post, images imageSet) *sitev1.Post {
	return &sitev1.Post{
		Id: p.ID.String(), Title: p.Title, Slug: p.Slug, Excerpt: p.Excerpt, ContentHtml: p.ContentHTML, PreviewHtml: richtext.Preview(p.ContentHTML), Likes: p.Likes,
		Image: images.file(h.files, p.Image), CreateTime: ts(p.ShownTime()), UpdateTime: ts(p.UpdateTime),
		Status: postStatusOut[p.StatusAt(time.Now())], PublishTime: tsOpt(p.PublishTime),
	}
}

var postStatusIn = map[sitev1.PostStatus]blog.Status{
	sitev1.PostStatus_POST_STATUS_DRAFT:     blog.StatusDraft,
	sitev1.PostStatus_POST_STATUS_SCHEDULED: blog.StatusScheduled,
	sitev1.PostStatus_POST_STATUS_PUBLISHED: blog.StatusPublished,
}

var postStatusOut = map[blog.Status]sitev1.PostStatus{
	blog.StatusDraft:     sitev1.PostStatus_POST_STATUS_DRAFT,
	blog.StatusScheduled: sitev1.PostStatus_POST_STATUS_SCHEDULED,
	blog.StatusPublished: sitev1.PostStatus_POST_STATUS_PUBLISHED,
}
