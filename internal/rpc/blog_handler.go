package rpc

import (
	"context"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/blog"
	"github.com/gusset/gusset/internal/pubcache"
)

// blogHandler serves both the public and the staff BlogService; staff read posts through
// the public one.
type blogHandler struct {
	blog *blog.Service
}

var (
	_ sitev1connect.BlogServiceHandler  = publicBlog{}
	_ adminv1connect.BlogServiceHandler = staffBlog{}
)

type publicBlog struct{ *blogHandler }
type staffBlog struct{ *blogHandler }

func (h publicBlog) ListPosts(ctx context.Context, req *connect.Request[sitev1.ListPostsRequest]) (*connect.Response[sitev1.ListPostsResponse], error) {
	posts, next, err := h.blog.ListPosts(ctx, req.Msg.GetPageSize(), req.Msg.GetPageToken())
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
	return connect.NewResponse(&sitev1.GetPostResponse{Post: post}), nil
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
	post, err := h.blog.CreatePost(ctx, req.Msg.GetPost())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.CreatePostResponse{Post: post}), nil
}

func (h staffBlog) UpdatePost(ctx context.Context, req *connect.Request[adminv1.UpdatePostRequest]) (*connect.Response[adminv1.UpdatePostResponse], error) {
	post, err := h.blog.UpdatePost(ctx, req.Msg)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.UpdatePostResponse{Post: post}), nil
}

func (h staffBlog) DeletePost(ctx context.Context, req *connect.Request[adminv1.DeletePostRequest]) (*connect.Response[adminv1.DeletePostResponse], error) {
	if err := h.blog.DeletePost(ctx, req.Msg.GetId()); err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.DeletePostResponse{}), nil
}

func (h staffBlog) ListPosts(ctx context.Context, req *connect.Request[adminv1.ListPostsRequest]) (*connect.Response[adminv1.ListPostsResponse], error) {
	posts, next, err := h.blog.SearchAllPosts(ctx, req.Msg.GetQuery(), req.Msg.GetPageSize(), req.Msg.GetPageToken())
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
	return connect.NewResponse(&adminv1.GetPostResponse{Post: post}), nil
}
