package server_test

import (
	"bytes"
	"encoding/json"
	"mime/multipart"
	"net/http"
	"strings"
	"testing"

	"github.com/gusset/gusset/internal/auth"
)

// part is one multipart field: a text value, or a file when name is set.
type part struct {
	field, value string
	file         string
	content      []byte
}

// call sends a request to the REST shim and decodes {"data": …} into out (when not nil).
func (s *site) rest(t *testing.T, method, path, token string, body any, out any) int {
	t.Helper()
	var rd *bytes.Reader
	contentType := ""
	switch b := body.(type) {
	case nil:
		rd = bytes.NewReader(nil)
	case []part:
		var buf bytes.Buffer
		mw := multipart.NewWriter(&buf)
		for _, p := range b {
			if p.file != "" {
				fw, _ := mw.CreateFormFile(p.field, p.file)
				fw.Write(p.content)
			} else {
				mw.WriteField(p.field, p.value)
			}
		}
		mw.Close()
		rd, contentType = bytes.NewReader(buf.Bytes()), mw.FormDataContentType()
	default:
		raw, _ := json.Marshal(b)
		rd, contentType = bytes.NewReader(raw), "application/json"
	}
	req, _ := http.NewRequest(method, s.url+path, rd)
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, raw := s.do(t, req)
	if out != nil && res.StatusCode < 300 {
		env := struct{ Data any }{Data: out}
		if err := json.Unmarshal(raw, &env); err != nil {
			t.Fatalf("%s %s: answer %s is not {\"data\": …}: %v", method, path, raw, err)
		}
	}
	if res.StatusCode >= 300 {
		t.Logf("%s %s = %d %s", method, path, res.StatusCode, raw)
	}
	return res.StatusCode
}

type restFile struct {
	Path, FileName, SecureURL string
	Size                      int64
}

func TestRESTContractJobsAndApplications(t *testing.T) {
	s := startSite(t, auth.DefaultConfig)
	token := s.staffToken(t)

	var job struct {
		ID, Role, Location, Type, Qualification string
		Status                                  bool
		JD                                      []restFile `json:"jd"`
	}
	if code := s.rest(t, "POST", "/api/jobrole/create", token, []part{
		{field: "Role", value: "Tekla Modeler"}, {field: "location", value: "Bengaluru"},
		{field: "type", value: "Full Time"}, {field: "qualification", value: "B.E."}, {field: "status", value: "true"},
		{field: "jd", file: "jd.pdf", content: pdfBytes()},
	}, &job); code != 201 {
		t.Fatalf("POST /api/jobrole/create = %d, want 201", code)
	}
	if job.Role != "Tekla Modeler" || !job.Status || len(job.JD) != 1 || job.JD[0].FileName != "jd.pdf" || job.JD[0].Size == 0 {
		t.Errorf("created job = %+v, want Role, status true and jd [{path, fileName, size}]", job)
	}
	var jobs []map[string]any
	s.rest(t, "GET", "/api/jobrole/all", "", nil, &jobs)
	if len(jobs) != 1 || jobs[0]["Role"] != "Tekla Modeler" {
		t.Errorf("GET /api/jobrole/all = %v", jobs)
	}
	if code := s.rest(t, "PUT", "/api/jobrole/update/"+job.ID, token, []part{
		{field: "Role", value: "Senior Modeler"}, {field: "location", value: "Pune"},
		{field: "qualification", value: "B.E."}, {field: "status", value: "false"},
	}, nil); code != 200 {
		t.Errorf("PUT /api/jobrole/update = %d", code)
	}
	s.rest(t, "GET", "/api/jobrole/all", "", nil, &jobs)
	if len(jobs) != 0 {
		t.Errorf("public list after deactivating = %v, want empty", jobs)
	}
	s.rest(t, "GET", "/api/jobrole/all", token, nil, &jobs)
	if len(jobs) != 1 || jobs[0]["Role"] != "Senior Modeler" || jobs[0]["status"] != false {
		t.Errorf("staff list after update = %v", jobs)
	}
	if code := s.rest(t, "PUT", "/api/jobrole/update/"+job.ID, token, []part{{field: "Role", value: "x"}, {field: "status", value: "maybe"}}, nil); code != 400 {
		t.Errorf("status 'maybe' = %d, want 400", code)
	}
	s.rest(t, "PUT", "/api/jobrole/update/"+job.ID, token, []part{
		{field: "Role", value: "Senior Modeler"}, {field: "location", value: "Pune"}, {field: "qualification", value: "B.E."}, {field: "status", value: "true"},
	}, nil)

	var applied map[string]string
	if code := s.rest(t, "POST", "/api/applications/create/"+job.ID, "", []part{
		{field: "name", value: "Jane"}, {field: "email", value: "jane@example.com"}, {field: "phone", value: "+1 555 010 0199"},
		{field: "resume", file: "cv.pdf", content: pdfBytes()},
	}, &applied); code != 201 {
		t.Fatalf("POST /api/applications/create = %d, want 201", code)
	}
	var apps []struct {
		ID, JbroleID, Name string
		Status             bool
		Resume             []restFile
	}
	s.rest(t, "GET", "/api/applications/all/"+job.ID, token, nil, &apps)
	if len(apps) != 1 || apps[0].JbroleID != job.ID || apps[0].Status || len(apps[0].Resume) != 1 {
		t.Fatalf("GET /api/applications/all = %+v", apps)
	}
	var one struct{ ID, Name string }
	if s.rest(t, "GET", "/api/applications/"+apps[0].ID, token, nil, &one); one.Name != "Jane" {
		t.Errorf("GET /api/applications/{id} = %+v", one)
	}
	var updated struct{ Status bool }
	if code := s.rest(t, "PUT", "/api/applications/update/"+job.ID+"/"+apps[0].ID, token, map[string]any{"status": true}, &updated); code != 200 || !updated.Status {
		t.Errorf("PUT /api/applications/update = %d %+v, want contacted", code, updated)
	}
	if code := s.rest(t, "PUT", "/api/applications/update/00000000-0000-0000-0000-000000000000/"+apps[0].ID, token, map[string]any{"status": true}, nil); code != 404 {
		t.Errorf("update under the wrong job = %d, want 404", code)
	}
	if code := s.rest(t, "DELETE", "/api/applications/delete/"+job.ID+"/"+apps[0].ID, token, nil, nil); code != 200 {
		t.Errorf("DELETE /api/applications/delete = %d", code)
	}
	if code := s.rest(t, "DELETE", "/api/jobrole/delete/"+job.ID, token, nil, nil); code != 200 {
		t.Errorf("DELETE /api/jobrole/delete = %d", code)
	}
	if code := s.rest(t, "DELETE", "/api/jobrole/delete/"+job.ID, token, nil, nil); code != 404 {
		t.Errorf("second delete = %d, want 404", code)
	}
}

func TestRESTContractPortfolio(t *testing.T) {
	s := startSite(t, auth.DefaultConfig)
	token := s.staffToken(t)
	var item struct {
		ID, Title, Status string
		File              []restFile
	}
	if code := s.rest(t, "POST", "/api/portfolioWork/create", token, []part{
		{field: "title", value: "Warehouse"}, {field: "description", value: "PEMB"}, {field: "status", value: "active"},
		{field: "file", file: "warehouse.pdf", content: pdfBytes()},
	}, &item); code != 201 || item.Status != "active" || len(item.File) != 1 || item.File[0].FileName != "warehouse.pdf" {
		t.Fatalf("POST /api/portfolioWork/create = %d %+v", code, item)
	}
	if code := s.rest(t, "POST", "/api/portfolioWork/create", token, []part{{field: "title", value: "No file"}}, nil); code != 400 {
		t.Errorf("create without a PDF = %d, want 400", code)
	}
	if code := s.rest(t, "POST", "/api/portfolioWork/create", token, []part{
		{field: "title", value: "x"}, {field: "file", file: "x.pdf", content: pngBytes(t, 2, 2)},
	}, nil); code != 400 {
		t.Errorf("create with a PNG named .pdf = %d, want 400", code)
	}
	if code := s.rest(t, "PUT", "/api/portfolioWork/update/"+item.ID, token, []part{{field: "title", value: "Warehouse 2"}, {field: "status", value: "inactive"}}, nil); code != 200 {
		t.Errorf("PUT /api/portfolioWork/update = %d", code)
	}
	var list []struct{ Title, Status string }
	s.rest(t, "GET", "/api/portfolioWork/all", "", nil, &list)
	if len(list) != 0 {
		t.Errorf("public list shows an inactive item: %v", list)
	}
	s.rest(t, "GET", "/api/portfolioWork/all", token, nil, &list)
	if len(list) != 1 || list[0].Title != "Warehouse 2" || list[0].Status != "inactive" {
		t.Errorf("staff list = %v", list)
	}
	if code := s.rest(t, "DELETE", "/api/portfolioWork/delete/"+item.ID, token, nil, nil); code != 200 {
		t.Errorf("DELETE /api/portfolioWork/delete = %d", code)
	}
	if r, _ := s.get(t, item.File[0].Path, ""); r.StatusCode != 200 {
		t.Errorf("PDF of an item in the trash = %d, want 200", r.StatusCode)
	}
	emptyTrash(t, s)
	if r, _ := s.get(t, item.File[0].Path, ""); r.StatusCode != 404 {
		t.Errorf("PDF after emptying the trash = %d, want 404", r.StatusCode)
	}
}

func TestRESTContractGallery(t *testing.T) {
	s := startSite(t, auth.DefaultConfig)
	token := s.staffToken(t)
	var project struct {
		ID, Title, Type, Department, Status, Technologyused string
		Images                                              []restFile
		File                                                *restFile
	}
	if code := s.rest(t, "POST", "/api/project/create", token, []part{
		{field: "title", value: "Hospital"}, {field: "description", value: "Main steel"}, {field: "location", value: "Texas"},
		{field: "type", value: "COMMERCIAL"}, {field: "department", value: "STRUCTURAL"}, {field: "technologyused", value: "Tekla Structures"},
		{field: "designingSoftware", value: "RAM"}, {field: "status", value: "COMPLETED"},
		{field: "images", file: "a.png", content: pngBytes(t, 8, 6)}, {field: "images", file: "b.png", content: pngBytes(t, 4, 4)},
	}, &project); code != 201 {
		t.Fatalf("POST /api/project/create = %d", code)
	}
	if project.Department != "STRUCTURAL" || project.Technologyused != "Tekla Structures" || len(project.Images) != 2 || project.File == nil || project.File.SecureURL == "" {
		t.Errorf("created project = %+v", project)
	}
	if code := s.rest(t, "POST", "/api/project/create", token, []part{{field: "title", value: "No images"}, {field: "description", value: "d"}, {field: "location", value: "l"}}, nil); code != 400 {
		t.Errorf("create without images = %d, want 400", code)
	}
	var list []struct{ Title string }
	if s.rest(t, "GET", "/api/project/all", "", nil, &list); len(list) != 1 {
		t.Errorf("GET /api/project/all = %v", list)
	}
	if s.rest(t, "GET", "/api/project/sampleFiles/Structural", "", nil, &list); len(list) != 1 {
		t.Errorf("GET /api/project/sampleFiles/Structural = %v, want the project", list)
	}
	if s.rest(t, "GET", "/api/project/sampleFiles/PEMB", "", nil, &list); len(list) != 0 {
		t.Errorf("GET /api/project/sampleFiles/PEMB = %v, want none", list)
	}
	if code := s.rest(t, "GET", "/api/project/sampleFiles/Bridges", "", nil, nil); code != 400 {
		t.Errorf("unknown department = %d, want 400", code)
	}
	var got struct{ Title string }
	if code := s.rest(t, "GET", "/api/project/"+project.ID, "", nil, &got); code != 200 || got.Title != "Hospital" {
		t.Errorf("GET /api/project/{id} = %d %+v", code, got)
	}
	if code := s.rest(t, "PATCH", "/api/project/"+project.ID, "", map[string]any{"title": "ignored"}, &got); code != 200 || got.Title != "Hospital" {
		t.Errorf("PATCH /api/project/{id} = %d %+v, want the project as read", code, got)
	}
	if code := s.rest(t, "PATCH", "/api/project/update/"+project.ID, token, []part{
		{field: "title", value: "Hospital wing"}, {field: "description", value: "Main steel"}, {field: "location", value: "Texas"},
		{field: "type", value: "COMMERCIAL"}, {field: "department", value: "STRUCTURAL"}, {field: "technologyused", value: "SDS/2"},
		{field: "status", value: "COMPLETED"},
	}, &got); code != 200 || got.Title != "Hospital wing" {
		t.Errorf("PATCH /api/project/update = %d %+v", code, got)
	}
	if code := s.rest(t, "DELETE", "/api/project/delete/"+project.ID, token, nil, nil); code != 200 {
		t.Errorf("DELETE /api/project/delete = %d", code)
	}
	if code := s.rest(t, "GET", "/api/project/"+project.ID, "", nil, nil); code != 404 {
		t.Errorf("GET after delete = %d, want 404", code)
	}
}

func TestRESTContractBlogContactNewsletter(t *testing.T) {
	s := startSite(t, auth.DefaultConfig)
	token := s.staffToken(t)
	var post struct {
		ID, Title, Content string
		Likes              int64
		File               []restFile
	}
	if code := s.rest(t, "POST", "/api/blog/posts", token, []part{
		{field: "title", value: "Connection design"}, {field: "content", value: `<p>Hello <script>alert(1)</script><strong>world</strong></p>`},
		{field: "files", file: "cover.png", content: pngBytes(t, 10, 10)},
	}, &post); code != 201 {
		t.Fatalf("POST /api/blog/posts = %d", code)
	}
	if strings.Contains(post.Content, "script") || !strings.Contains(post.Content, "<strong>world</strong>") || len(post.File) != 1 {
		t.Errorf("created post = %+v, want sanitized content and the image", post)
	}
	var posts []struct{ ID string }
	if s.rest(t, "GET", "/api/blog/posts", "", nil, &posts); len(posts) != 1 {
		t.Errorf("GET /api/blog/posts = %v", posts)
	}
	var like struct{ Likes int64 }
	if code := s.rest(t, "PATCH", "/api/blog/posts/"+post.ID+"/like", "", nil, &like); code != 200 || like.Likes != 1 {
		t.Errorf("PATCH like = %d %+v, want likes 1", code, like)
	}
	if code := s.rest(t, "PUT", "/api/blog/posts/"+post.ID, token, []part{{field: "title", value: "Connection design 2"}, {field: "content", value: "<p>Updated</p>"}}, nil); code != 200 {
		t.Errorf("PUT /api/blog/posts = %d", code)
	}
	if code := s.rest(t, "PUT", "/api/blog/posts/"+post.ID, token, []part{{field: "title", value: "x"}, {field: "content", value: "<p> </p>"}}, nil); code != 400 {
		t.Errorf("empty content = %d, want 400", code)
	}
	if code := s.rest(t, "DELETE", "/api/blog/posts/"+post.ID, token, nil, nil); code != 200 {
		t.Errorf("DELETE /api/blog/posts = %d", code)
	}

	var sent map[string]string
	if code := s.rest(t, "POST", "/api/user/response", "", map[string]string{"name": "Sam", "email": "sam@example.com", "phone": "5550100", "message": "Quote for a mezzanine"}, &sent); code != 201 {
		t.Errorf("POST /api/user/response = %d", code)
	}
	if code := s.rest(t, "POST", "/api/user/response", "", map[string]string{"name": "Sam"}, nil); code != 400 {
		t.Errorf("incomplete contact message = %d, want 400", code)
	}
	var messages []struct{ Name, Message string }
	if s.rest(t, "GET", "/api/user/userData", token, nil, &messages); len(messages) != 1 || messages[0].Message != "Quote for a mezzanine" {
		t.Errorf("GET /api/user/userData = %v", messages)
	}
	if code := s.rest(t, "POST", "/api/newsletter/subscribe", "", map[string]string{"email": "Fab@Example.com"}, nil); code != 200 {
		t.Errorf("subscribe = %d", code)
	}
	var subs []struct{ Email string }
	if s.rest(t, "GET", "/api/newsletter/subscribers", token, nil, &subs); len(subs) != 1 || subs[0].Email != "fab@example.com" {
		t.Errorf("subscribers = %v", subs)
	}
	var counts map[string]int64
	if s.rest(t, "GET", "/api/dashboard", token, nil, &counts); counts["contactMessages"] != 1 || counts["newsletterSubscribers"] != 1 {
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
	if code := tr.rest(t, "GET", "/api/user/userData", tr.token, nil, &messages); code != 200 || len(messages) != 1 {
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
