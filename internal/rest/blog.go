package rest

import (
	"net/http"
	"time"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/files"
)

// postJSON is the spec's blog post.
type postJSON struct {
	ID        string      `json:"id"`
	Title     string      `json:"title"`
	Content   string      `json:"content"`
	Likes     int64       `json:"likes"`
	File      []*fileJSON `json:"file"`
	CreatedAt *time.Time  `json:"createdAt"`
	UpdatedAt *time.Time  `json:"updatedAt"`
}

func toPost(p *sitev1.Post) postJSON {
	return postJSON{
		ID: p.GetId(), Title: p.GetTitle(), Content: p.GetContentHtml(), Likes: p.GetLikes(),
		File: fileList(p.GetImage()), CreatedAt: timeOf(p.GetCreateTime()), UpdatedAt: timeOf(p.GetUpdateTime()),
	}
}

// The spec's blog form sends optional "files"; "file" and "image" are accepted too.
var blogFiles = map[string]files.Kind{"files": files.KindBlogImage, "file": files.KindBlogImage, "image": files.KindBlogImage}

func (s *Shim) postInput(w http.ResponseWriter, r *http.Request) (*adminv1.PostInput, bool) {
	f, ok := s.readForm(w, r, blogFiles)
	if !ok {
		return nil, false
	}
	image := f.first("files")
	if image == "" {
		image = f.first("file")
	}
	if image == "" {
		image = f.first("image")
	}
	return &adminv1.PostInput{Title: f.get("title"), ContentHtml: f.get("content"), ImageUploadId: image}, true
}

// createPost: POST /api/blog/posts (multipart: title, content, optional files).
func (s *Shim) createPost(w http.ResponseWriter, r *http.Request) {
	in, ok := s.postInput(w, r)
	if !ok {
		return
	}
	ctx, req := call(r, &adminv1.CreatePostRequest{Post: in})
	res, err := s.staffBlog.CreatePost(ctx, req)
	if err != nil {
		s.fail(w, err)
		return
	}
	writeCreated(w, toPost(res.Msg.GetPost()))
}

// listPosts: GET /api/blog/posts.
func (s *Shim) listPosts(w http.ResponseWriter, r *http.Request) {
	all, err := listAll(w, r, func(token string) *sitev1.ListPostsRequest {
		return &sitev1.ListPostsRequest{PageSize: 100, PageToken: token}
	}, s.blog.ListPosts, func(m *sitev1.ListPostsResponse) ([]*sitev1.Post, string) {
		return m.GetPosts(), m.GetNextPageToken()
	})
	if err != nil {
		s.fail(w, err)
		return
	}
	out := make([]postJSON, len(all))
	for i, p := range all {
		out[i] = toPost(p)
	}
	writeData(w, out)
}

// getPost: GET /api/blog/posts/{id}.
func (s *Shim) getPost(w http.ResponseWriter, r *http.Request) {
	ctx, req := call(r, &sitev1.GetPostRequest{Id: r.PathValue("id")})
	res, err := s.blog.GetPost(ctx, req)
	if err != nil {
		s.fail(w, err)
		return
	}
	writeData(w, toPost(res.Msg.GetPost()))
}

// updatePost: PUT /api/blog/posts/{id} (multipart; a new file replaces the image).
func (s *Shim) updatePost(w http.ResponseWriter, r *http.Request) {
	in, ok := s.postInput(w, r)
	if !ok {
		return
	}
	ctx, req := call(r, &adminv1.UpdatePostRequest{Id: r.PathValue("id"), Post: in, KeepPageFields: true})
	res, err := s.staffBlog.UpdatePost(ctx, req)
	if err != nil {
		s.fail(w, err)
		return
	}
	writeData(w, toPost(res.Msg.GetPost()))
}

// deletePost: DELETE /api/blog/posts/{id}.
func (s *Shim) deletePost(w http.ResponseWriter, r *http.Request) {
	ctx, req := call(r, &adminv1.DeletePostRequest{Id: r.PathValue("id")})
	if _, err := s.staffBlog.DeletePost(ctx, req); err != nil {
		s.fail(w, err)
		return
	}
	writeData(w, map[string]string{"id": r.PathValue("id")})
}

// likePost: PATCH /api/blog/posts/{id}/like; data.likes is the new count.
func (s *Shim) likePost(w http.ResponseWriter, r *http.Request) {
	ctx, req := call(r, &sitev1.LikePostRequest{Id: r.PathValue("id")})
	res, err := s.blog.LikePost(ctx, req)
	if err != nil {
		s.fail(w, err)
		return
	}
	writeData(w, map[string]any{"id": r.PathValue("id"), "likes": res.Msg.GetLikes()})
}
