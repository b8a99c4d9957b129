package rest

import (
	"mime"
	"net/http"
	"time"

	authv1 "github.com/gusset/gusset/gen/go/gusset/auth/v1"
)

// login: POST /api/user/login, form-urlencoded username and password; the token in data.
func (s *Shim) login(w http.ResponseWriter, r *http.Request) {
	mediaType, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if mediaType != "application/x-www-form-urlencoded" && mediaType != "multipart/form-data" {
		s.badRequest(w, "send username and password as application/x-www-form-urlencoded")
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxFormBytes)
	var err error
	if mediaType == "multipart/form-data" {
		err = r.ParseMultipartForm(maxFormBytes)
	} else {
		err = r.ParseForm()
	}
	if err != nil {
		s.badRequest(w, "malformed form body")
		return
	}
	ctx, req := call(r, &authv1.LoginRequest{Username: r.PostForm.Get("username"), Password: r.PostForm.Get("password")})
	res, err := s.auth.Login(ctx, req)
	if err != nil {
		s.fail(w, err)
		return
	}
	writeData(w, res.Msg.GetToken())
}

type userData struct {
	ID         string    `json:"id"`
	Username   string    `json:"username"`
	CreatedAt  time.Time `json:"createdAt"`
	ExpireTime time.Time `json:"sessionExpiresAt"`
}

// userData: GET /api/user/userData, the signed-in staff user.
func (s *Shim) userData(w http.ResponseWriter, r *http.Request) {
	ctx, req := call(r, &authv1.MeRequest{})
	res, err := s.auth.Me(ctx, req)
	if err != nil {
		s.fail(w, err)
		return
	}
	u := res.Msg.GetUser()
	writeData(w, userData{ID: u.GetId(), Username: u.GetUsername(), CreatedAt: u.GetCreateTime().AsTime(), ExpireTime: res.Msg.GetExpireTime().AsTime()})
}
