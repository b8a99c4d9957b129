package server_test

import (
	"strings"
	"testing"

	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

type restFile struct {
	Path, FileName, SecureURL string
	Size                      int64
}

func TestRESTContractJobsAndApplications(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	token := s.StaffToken(t)

	var job struct {
		ID, Role, Location, Type, Qualification string
		Status                                  bool
		JD                                      []restFile `json:"jd"`
	}
	if code := s.REST(t, "POST", "/api/jobrole/create", token, []sitetest.Part{
		{Field: "Role", Value: "Tekla Modeler"}, {Field: "location", Value: "Bengaluru"},
		{Field: "type", Value: "Full Time"}, {Field: "qualification", Value: "B.E."}, {Field: "status", Value: "true"},
		{Field: "jd", File: "jd.pdf", Content: sitetest.PDFBytes()},
	}, &job); code != 201 {
		t.Fatalf("POST /api/jobrole/create = %d, want 201", code)
	}
	if job.Role != "Tekla Modeler" || !job.Status || len(job.JD) != 1 || job.JD[0].FileName != "jd.pdf" || job.JD[0].Size == 0 {
		t.Errorf("created job = %+v, want Role, status true and jd [{path, fileName, size}]", job)
	}
	var jobs []map[string]any
	s.REST(t, "GET", "/api/jobrole/all", "", nil, &jobs)
	if len(jobs) != 1 || jobs[0]["Role"] != "Tekla Modeler" {
		t.Errorf("GET /api/jobrole/all = %v", jobs)
	}
	if code := s.REST(t, "PUT", "/api/jobrole/update/"+job.ID, token, []sitetest.Part{
		{Field: "Role", Value: "Senior Modeler"}, {Field: "location", Value: "Pune"},
		{Field: "qualification", Value: "B.E."}, {Field: "status", Value: "false"},
	}, nil); code != 200 {
		t.Errorf("PUT /api/jobrole/update = %d", code)
	}
	s.REST(t, "GET", "/api/jobrole/all", "", nil, &jobs)
	if len(jobs) != 0 {
		t.Errorf("public list after deactivating = %v, want empty", jobs)
	}
	s.REST(t, "GET", "/api/jobrole/all", token, nil, &jobs)
	if len(jobs) != 1 || jobs[0]["Role"] != "Senior Modeler" || jobs[0]["status"] != false {
		t.Errorf("staff list after update = %v", jobs)
	}
	if code := s.REST(t, "PUT", "/api/jobrole/update/"+job.ID, token, []sitetest.Part{{Field: "Role", Value: "x"}, {Field: "status", Value: "maybe"}}, nil); code != 400 {
		t.Errorf("status 'maybe' = %d, want 400", code)
	}
	s.REST(t, "PUT", "/api/jobrole/update/"+job.ID, token, []sitetest.Part{
		{Field: "Role", Value: "Senior Modeler"}, {Field: "location", Value: "Pune"}, {Field: "qualification", Value: "B.E."}, {Field: "status", Value: "true"},
	}, nil)

	var applied map[string]string
	if code := s.REST(t, "POST", "/api/applications/create/"+job.ID, "", []sitetest.Part{
		{Field: "name", Value: "Jane"}, {Field: "email", Value: "jane@example.com"}, {Field: "phone", Value: "+1 555 010 0199"},
		{Field: "resume", File: "cv.pdf", Content: sitetest.PDFBytes()},
	}, &applied); code != 201 {
		t.Fatalf("POST /api/applications/create = %d, want 201", code)
	}
	var apps []struct {
		ID, JbroleID, Name string
		Status             bool
		Resume             []restFile
	}
	s.REST(t, "GET", "/api/applications/all/"+job.ID, token, nil, &apps)
	if len(apps) != 1 || apps[0].JbroleID != job.ID || apps[0].Status || len(apps[0].Resume) != 1 {
		t.Fatalf("GET /api/applications/all = %+v", apps)
	}
	var one struct{ ID, Name string }
	if s.REST(t, "GET", "/api/applications/"+apps[0].ID, token, nil, &one); one.Name != "Jane" {
		t.Errorf("GET /api/applications/{id} = %+v", one)
	}
	var updated struct{ Status bool }
	if code := s.REST(t, "PUT", "/api/applications/update/"+job.ID+"/"+apps[0].ID, token, map[string]any{"status": true}, &updated); code != 200 || !updated.Status {
		t.Errorf("PUT /api/applications/update = %d %+v, want contacted", code, updated)
	}
	if code := s.REST(t, "PUT", "/api/applications/update/00000000-0000-0000-0000-000000000000/"+apps[0].ID, token, map[string]any{"status": true}, nil); code != 404 {
		t.Errorf("update under the wrong job = %d, want 404", code)
	}
	if code := s.REST(t, "DELETE", "/api/applications/delete/"+job.ID+"/"+apps[0].ID, token, nil, nil); code != 200 {
		t.Errorf("DELETE /api/applications/delete = %d", code)
	}
	if code := s.REST(t, "DELETE", "/api/jobrole/delete/"+job.ID, token, nil, nil); code != 200 {
		t.Errorf("DELETE /api/jobrole/delete = %d", code)
	}
	if code := s.REST(t, "DELETE", "/api/jobrole/delete/"+job.ID, token, nil, nil); code != 404 {
		t.Errorf("second delete = %d, want 404", code)
	}
}

func TestRESTContractPortfolio(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	token := s.StaffToken(t)
	var item struct {
		ID, Title, Status string
		File              []restFile
	}
	if code := s.REST(t, "POST", "/api/portfolioWork/create", token, []sitetest.Part{
		{Field: "title", Value: "Warehouse"}, {Field: "description", Value: "PEMB"}, {Field: "status", Value: "active"},
		{Field: "file", File: "warehouse.pdf", Content: sitetest.PDFBytes()},
	}, &item); code != 201 || item.Status != "active" || len(item.File) != 1 || item.File[0].FileName != "warehouse.pdf" {
		t.Fatalf("POST /api/portfolioWork/create = %d %+v", code, item)
	}
	if code := s.REST(t, "POST", "/api/portfolioWork/create", token, []sitetest.Part{{Field: "title", Value: "No file"}}, nil); code != 400 {
		t.Errorf("create without a PDF = %d, want 400", code)
	}
	if code := s.REST(t, "POST", "/api/portfolioWork/create", token, []sitetest.Part{
		{Field: "title", Value: "x"}, {Field: "file", File: "x.pdf", Content: sitetest.PNGBytes(t, 2, 2)},
	}, nil); code != 400 {
		t.Errorf("create with a PNG named .pdf = %d, want 400", code)
	}
	if code := s.REST(t, "PUT", "/api/portfolioWork/update/"+item.ID, token, []sitetest.Part{{Field: "title", Value: "Warehouse 2"}, {Field: "status", Value: "inactive"}}, nil); code != 200 {
		t.Errorf("PUT /api/portfolioWork/update = %d", code)
	}
	var list []struct{ Title, Status string }
	s.REST(t, "GET", "/api/portfolioWork/all", "", nil, &list)
	if len(list) != 0 {
		t.Errorf("public list shows an inactive item: %v", list)
	}
	s.REST(t, "GET", "/api/portfolioWork/all", token, nil, &list)
	if len(list) != 1 || list[0].Title != "Warehouse 2" || list[0].Status != "inactive" {
		t.Errorf("staff list = %v", list)
	}
	if code := s.REST(t, "DELETE", "/api/portfolioWork/delete/"+item.ID, token, nil, nil); code != 200 {
		t.Errorf("DELETE /api/portfolioWork/delete = %d", code)
	}
	if r, _ := s.Get(t, item.File[0].Path, ""); r.StatusCode != 200 {
		t.Errorf("PDF of an item in the trash = %d, want 200", r.StatusCode)
	}
	s.EmptyTrash(t)
	if r, _ := s.Get(t, item.File[0].Path, ""); r.StatusCode != 404 {
		t.Errorf("PDF after emptying the trash = %d, want 404", r.StatusCode)
	}
}

func TestRESTContractGallery(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	token := s.StaffToken(t)
	var project struct {
		ID, Title, Type, Department, Status, Technologyused string
		Images                                              []restFile
		File                                                *restFile
	}
	if code := s.REST(t, "POST", "/api/project/create", token, []sitetest.Part{
		{Field: "title", Value: "Hospital"}, {Field: "description", Value: "Main steel"}, {Field: "location", Value: "Texas"},
		{Field: "type", Value: "COMMERCIAL"}, {Field: "department", Value: "STRUCTURAL"}, {Field: "technologyused", Value: "Tekla Structures"},
		{Field: "designingSoftware", Value: "RAM"}, {Field: "status", Value: "COMPLETED"},
		{Field: "images", File: "a.png", Content: sitetest.PNGBytes(t, 8, 6)}, {Field: "images", File: "b.png", Content: sitetest.PNGBytes(t, 4, 4)},
	}, &project); code != 201 {
		t.Fatalf("POST /api/project/create = %d", code)
	}
	if project.Department != "STRUCTURAL" || project.Technologyused != "Tekla Structures" || len(project.Images) != 2 || project.File == nil || project.File.SecureURL == "" {
		t.Errorf("created project = %+v", project)
	}
	if code := s.REST(t, "POST", "/api/project/create", token, []sitetest.Part{{Field: "title", Value: "No images"}, {Field: "description", Value: "d"}, {Field: "location", Value: "l"}}, nil); code != 400 {
		t.Errorf("create without images = %d, want 400", code)
	}
	var list []struct{ Title string }
	if s.REST(t, "GET", "/api/project/all", "", nil, &list); len(list) != 1 {
		t.Errorf("GET /api/project/all = %v", list)
	}
	if s.REST(t, "GET", "/api/project/sampleFiles/Structural", "", nil, &list); len(list) != 1 {
		t.Errorf("GET /api/project/sampleFiles/Structural = %v, want the project", list)
	}
	if s.REST(t, "GET", "/api/project/sampleFiles/PEMB", "", nil, &list); len(list) != 0 {
		t.Errorf("GET /api/project/sampleFiles/PEMB = %v, want none", list)
	}
	if code := s.REST(t, "GET", "/api/project/sampleFiles/Bridges", "", nil, nil); code != 400 {
		t.Errorf("unknown department = %d, want 400", code)
	}
	var got struct{ Title string }
	if code := s.REST(t, "GET", "/api/project/"+project.ID, "", nil, &got); code != 200 || got.Title != "Hospital" {
		t.Errorf("GET /api/project/{id} = %d %+v", code, got)
	}
	if code := s.REST(t, "PATCH", "/api/project/"+project.ID, "", map[string]any{"title": "ignored"}, &got); code != 200 || got.Title != "Hospital" {
		t.Errorf("PATCH /api/project/{id} = %d %+v, want the project as read", code, got)
	}
	if code := s.REST(t, "PATCH", "/api/project/update/"+project.ID, token, []sitetest.Part{
		{Field: "title", Value: "Hospital wing"}, {Field: "description", Value: "Main steel"}, {Field: "location", Value: "Texas"},
		{Field: "type", Value: "COMMERCIAL"}, {Field: "department", Value: "STRUCTURAL"}, {Field: "technologyused", Value: "SDS/2"},
		{Field: "status", Value: "COMPLETED"},
	}, &got); code != 200 || got.Title != "Hospital wing" {
		t.Errorf("PATCH /api/project/update = %d %+v", code, got)
	}
	if code := s.REST(t, "DELETE", "/api/project/delete/"+project.ID, token, nil, nil); code != 200 {
		t.Errorf("DELETE /api/project/delete = %d", code)
	}
	if code := s.REST(t, "GET", "/api/project/"+project.ID, "", nil, nil); code != 404 {
		t.Errorf("GET after delete = %d, want 404", code)
	}
}

func TestRESTContractBlogContactNewsletter(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	token := s.StaffToken(t)
	var post struct {
		ID, Title, Content string
		Likes              int64
		File               []restFile
	}
	if code := s.REST(t, "POST", "/api/blog/posts", token, []sitetest.Part{
		{Field: "title", Value: "Connection design"}, {Field: "content", Value: `<p>Hello <script>alert(1)</script><strong>world</strong></p>`},
		{Field: "files", File: "cover.png", Content: sitetest.PNGBytes(t, 10, 10)},
	}, &post); code != 201 {
		t.Fatalf("POST /api/blog/posts = %d", code)
	}
	if strings.Contains(post.Content, "script") || !strings.Contains(post.Content, "<strong>world</strong>") || len(post.File) != 1 {
		t.Errorf("created post = %+v, want sanitized content and the image", post)
	}
	var posts []struct{ ID string }
	if s.REST(t, "GET", "/api/blog/posts", "", nil, &posts); len(posts) != 1 {
		t.Errorf("GET /api/blog/posts = %v", posts)
	}
	var like struct{ Likes int64 }
	if code := s.REST(t, "PATCH", "/api/blog/posts/"+post.ID+"/like", "", nil, &like); code != 200 || like.Likes != 1 {
		t.Errorf("PATCH like = %d %+v, want likes 1", code, like)
	}
	if code := s.REST(t, "PUT", "/api/blog/posts/"+post.ID, token, []sitetest.Part{{Field: "title", Value: "Connection design 2"}, {Field: "content", Value: "<p>Updated</p>"}}, nil); code != 200 {
		t.Errorf("PUT /api/blog/posts = %d", code)
	}
	if code := s.REST(t, "PUT", "/api/blog/posts/"+post.ID, token, []sitetest.Part{{Field: "title", Value: "x"}, {Field: "content", Value: "<p> </p>"}}, nil); code != 400 {
		t.Errorf("empty content = %d, want 400", code)
	}
	if code := s.REST(t, "DELETE", "/api/blog/posts/"+post.ID, token, nil, nil); code != 200 {
		t.Errorf("DELETE /api/blog/posts = %d", code)
	}

	var sent map[string]string
	if code := s.REST(t, "POST", "/api/user/response", "", map[string]string{"name": "Sam", "email": "sam@example.com", "phone": "5550100", "message": "Quote for a mezzanine"}, &sent); code != 201 {
		t.Errorf("POST /api/user/response = %d", code)
	}
	if code := s.REST(t, "POST", "/api/user/response", "", map[string]string{"name": "Sam"}, nil); code != 400 {
		t.Errorf("incomplete contact message = %d, want 400", code)
	}
	var messages []struct{ Name, Message string }
	if s.REST(t, "GET", "/api/user/userData", token, nil, &messages); len(messages) != 1 || messages[0].Message != "Quote for a mezzanine" {
		t.Errorf("GET /api/user/userData = %v", messages)
	}
	if code := s.REST(t, "POST", "/api/newsletter/subscribe", "", map[string]string{"email": "Fab@Example.com"}, nil); code != 200 {
		t.Errorf("subscribe = %d", code)
	}
	var subs []struct{ Email string }
	if s.REST(t, "GET", "/api/newsletter/subscribers", token, nil, &subs); len(subs) != 1 || subs[0].Email != "fab@example.com" {
		t.Errorf("subscribers = %v", subs)
	}
	var counts map[string]int64
	if s.REST(t, "GET", "/api/dashboard", token, nil, &counts); counts["contactMessages"] != 1 || counts["newsletterSubscribers"] != 1 {
		t.Errorf("dashboard = %v", counts)
	}
}

// The REST shim's contact list keeps every field it had before the triage (new ones may
// be added, none removed), for a message that went through the triage too.
func TestRESTContactListKeepsItsFields(t *testing.T) {
	tr := startTriage(t)
	id := tr.lead(t, "Dana")
	tr.reply(t, id, "Thank you")
	var messages []map[string]any
	if code := tr.REST(t, "GET", "/api/user/userData", tr.token, nil, &messages); code != 200 || len(messages) != 1 {
		t.Fatalf("GET /api/user/userData = %d %v, want 200 with one message", code, messages)
	}
	want := map[string]any{"id": id, "name": "Dana", "email": "dana@steelworks.example", "phone": "+1 555 010 0199",
		"message": "Shop drawings for a mezzanine, please."}
	for field, value := range want {
		if got, ok := messages[0][field]; !ok || got != value {
			t.Errorf("field %q: got %v (present %v), want %v", field, got, ok, value)
		}
	}
	if created, ok := messages[0]["createdAt"].(string); !ok || created == "" {
		t.Errorf("field createdAt: got %v, want the time it was received", messages[0]["createdAt"])
	}
	if got := messages[0]["status"]; got != "replied" {
		t.Errorf("new field status: got %v, want replied", got)
	}
}
