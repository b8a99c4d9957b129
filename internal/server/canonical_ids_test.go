package server_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

// TestIDsAreAcceptedOnlyInCanonicalForm: the other spellings uuid.Parse takes (urn:uuid:,
// braces, bare digits) name nothing, on the REST
// shim's {id} routes and in the RPCs alike.
func TestIDsAreAcceptedOnlyInCanonicalForm(t *testing.T) {
	ctx := context.Background()
	s := sitetest.Start(t, auth.DefaultConfig)
	token := s.StaffToken(t)
	post, err := adminv1connect.NewBlogServiceClient(s.H1, s.URL).CreatePost(ctx, sitetest.WithToken(&adminv1.CreatePostRequest{Post: &adminv1.PostInput{
		Title: "Canonical", ContentHtml: "<p>One address.</p>",
	}}, token))
	if err != nil {
		t.Fatal(err)
	}
	id := post.Msg.GetPost().GetId()
	spellings := map[string]string{
		"the URN form":   "urn:uuid:" + id,
		"braces":         "%7B" + id + "%7D",
		"32 bare digits": strings.ReplaceAll(id, "-", ""),
	}
	routes := []struct{ method, path, token string }{
		{http.MethodGet, "/api/blog/posts/%s", ""},
		{http.MethodPatch, "/api/blog/posts/%s/like", ""},
		{http.MethodDelete, "/api/blog/posts/%s", token},
	}
	for name, spelled := range spellings {
		for _, rt := range routes {
			path := strings.Replace(rt.path, "%s", spelled, 1)
			t.Run(rt.method+" "+rt.path+" with "+name+" of a real id is not found", func(t *testing.T) {
				req := sitetest.NewRequest(t, rt.method, s.URL+path)
				if rt.token != "" {
					req.Header.Set("Authorization", "Bearer "+rt.token)
				}
				if res, body := s.Do(t, req); res.StatusCode != http.StatusNotFound {
					t.Errorf("%s %s = %d %s, want 404", rt.method, path, res.StatusCode, body)
				}
			})
		}
		t.Run("GetPost with "+name+" of a real id is not found", func(t *testing.T) {
			unescaped := strings.NewReplacer("%7B", "{", "%7D", "}").Replace(spelled)
			_, err := sitev1connect.NewBlogServiceClient(s.H1, s.URL).GetPost(ctx, connect.NewRequest(&sitev1.GetPostRequest{Id: unescaped}))
			if connect.CodeOf(err) != connect.CodeNotFound {
				t.Errorf("GetPost(%q) = %v, want not found", unescaped, err)
			}
		})
	}
	t.Run("the canonical id still works, and the post was never deleted by another spelling", func(t *testing.T) {
		if res, body := s.Get(t, "/api/blog/posts/"+id, ""); res.StatusCode != http.StatusOK {
			t.Errorf("GET /api/blog/posts/%s = %d %s, want 200", id, res.StatusCode, body)
		}
	})
}
