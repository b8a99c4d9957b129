package rest

import (
	"mime"
	"net/http"
	"time"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	authv1 "github.com/gusset/gusset/gen/go/gusset/auth/v1"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/auth"
)

// login: POST /api/user/login, form-urlencoded username and password; the token in data.
func (s *Shim) login(w http.ResponseWriter, r *http.Request) {
	mediaType, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if mediaType != "application/x-www-form-urlencoded" && mediaType != "multipart/form-data" {
		s.badRequest(w, r, "send username and password as application/x-www-form-urlencoded")
		return
	}
	f, ok := s.readForm(w, r, nil)
	if !ok {
		return
	}
	ctx, req := call(r, &authv1.LoginRequest{Username: f.values.Get("username"), Password: f.values.Get("password")})
	res, err := s.auth.Login(ctx, req)
	if err == nil && res.Msg.GetSecondFactorRequired() {
		// The shim's login has no second step: such accounts sign in from the back office.
		err = auth.ErrSecondFactorNeeded
	}
	if err != nil {
		s.fail(w, err)
		return
	}
	writeData(w, res.Msg.GetToken())
}

type meJSON struct {
	ID               string     `json:"id"`
	Username         string     `json:"username"`
	CreatedAt        *time.Time `json:"createdAt"`
	SessionExpiresAt *time.Time `json:"sessionExpiresAt"`
}

// me: GET /api/user/me, the signed-in staff user.
func (s *Shim) me(w http.ResponseWriter, r *http.Request) {
	ctx, req := call(r, &authv1.MeRequest{})
	res, err := s.auth.Me(ctx, req)
	if err != nil {
		s.fail(w, err)
		return
	}
	u := res.Msg.GetUser()
	writeData(w, meJSON{ID: u.GetId(), Username: u.GetUsername(), CreatedAt: timeOf(u.GetCreateTime()), SessionExpiresAt: timeOf(res.Msg.GetExpireTime())})
}

type messageJSON struct {
	ID        string     `json:"id"`
	Name      string     `json:"name"`
	Email     string     `json:"email"`
	Phone     string     `json:"phone"`
	Message   string     `json:"message"`
	CreatedAt *time.Time `json:"createdAt,omitempty"`
	// Added with the triage; the list carries them, the create answer does not.
	Status   string `json:"status,omitempty"`
	Assignee string `json:"assignee,omitempty"`
}

// sendMessage: POST /api/user/response, a contact message (JSON, form or multipart).
func (s *Shim) sendMessage(w http.ResponseWriter, r *http.Request) {
	f, ok := s.readForm(w, r, nil)
	if !ok {
		return
	}
	m := &sitev1.SendMessageRequest{Name: f.get("name"), Email: f.get("email"), Phone: f.get("phone"), Message: f.get("message"),
		Website: f.get("website"), Challenge: challengeOf(r, f)}
	ctx, req := call(r, m)
	res, err := s.contact.SendMessage(ctx, req)
	if err != nil {
		s.fail(w, err)
		return
	}
	writeCreated(w, messageJSON{ID: res.Msg.GetId(), Name: m.Name, Email: m.Email, Phone: m.Phone, Message: m.Message})
}

// contactStatusJSON names a status in the list's "status" field.
var contactStatusJSON = map[adminv1.ContactStatus]string{
	adminv1.ContactStatus_CONTACT_STATUS_NEW: "new", adminv1.ContactStatus_CONTACT_STATUS_REPLIED: "replied", adminv1.ContactStatus_CONTACT_STATUS_CLOSED: "closed",
}

// listMessages: GET /api/user/userData, the contact submissions (staff).
func (s *Shim) listMessages(w http.ResponseWriter, r *http.Request) {
	all, err := listAll(w, r, func(token string) *adminv1.ListMessagesRequest {
		return &adminv1.ListMessagesRequest{PageSize: 100, PageToken: token}
	}, s.staffContact.ListMessages, func(m *adminv1.ListMessagesResponse) ([]*adminv1.ContactMessage, string) {
		return m.GetMessages(), m.GetNextPageToken()
	})
	if err != nil {
		s.fail(w, err)
		return
	}
	out := make([]messageJSON, len(all))
	for i, m := range all {
		out[i] = messageJSON{ID: m.GetId(), Name: m.GetName(), Email: m.GetEmail(), Phone: m.GetPhone(), Message: m.GetMessage(), CreatedAt: timeOf(m.GetCreateTime()),
			Status: contactStatusJSON[m.GetStatus()], Assignee: m.GetAssigneeUsername()}
	}
	writeData(w, out)
}

// subscribe: POST /api/newsletter/subscribe, {email}.
func (s *Shim) subscribe(w http.ResponseWriter, r *http.Request) {
	f, ok := s.readForm(w, r, nil)
	if !ok {
		return
	}
	ctx, req := call(r, &sitev1.SubscribeRequest{Email: f.get("email"), Website: f.get("website"), Challenge: challengeOf(r, f)})
	if _, err := s.newsletter.Subscribe(ctx, req); err != nil {
		s.fail(w, err)
		return
	}
	writeData(w, map[string]bool{"subscribed": true})
}

type subscriberJSON struct {
	ID        string     `json:"id"`
	Email     string     `json:"email"`
	CreatedAt *time.Time `json:"createdAt"`
}

// listSubscribers: GET /api/newsletter/subscribers (staff).
func (s *Shim) listSubscribers(w http.ResponseWriter, r *http.Request) {
	all, err := listAll(w, r, func(token string) *adminv1.ListSubscribersRequest {
		return &adminv1.ListSubscribersRequest{PageSize: 100, PageToken: token}
	}, s.staffNews.ListSubscribers, func(m *adminv1.ListSubscribersResponse) ([]*adminv1.Subscriber, string) {
		return m.GetSubscribers(), m.GetNextPageToken()
	})
	if err != nil {
		s.fail(w, err)
		return
	}
	out := make([]subscriberJSON, len(all))
	for i, sub := range all {
		out[i] = subscriberJSON{ID: sub.GetId(), Email: sub.GetEmail(), CreatedAt: timeOf(sub.GetCreateTime())}
	}
	writeData(w, out)
}

// dashboard: GET /api/dashboard, the staff counts.
func (s *Shim) dashboard(w http.ResponseWriter, r *http.Request) {
	ctx, req := call(r, &adminv1.GetDashboardRequest{})
	res, err := s.staffDash.GetDashboard(ctx, req)
	if err != nil {
		s.fail(w, err)
		return
	}
	m := res.Msg
	writeData(w, map[string]int64{
		"totalJobs": m.GetTotalJobs(), "activeJobs": m.GetActiveJobs(), "applicants": m.GetApplicants(),
		"galleryImages": m.GetGalleryImages(), "galleryProjects": m.GetGalleryProjects(),
		"totalPortfolios": m.GetTotalPortfolios(), "blogsPosted": m.GetBlogsPosted(),
		"contactMessages": m.GetContactMessages(), "newsletterSubscribers": m.GetNewsletterSubscribers(),
	})
}
