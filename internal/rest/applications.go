package rest

import (
	"errors"
	"net/http"
	"time"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/files"
)

// applicationJSON is the spec's job applicant.
type applicationJSON struct {
	ID        string      `json:"id"`
	JobID     string      `json:"jbroleId"`
	Name      string      `json:"name"`
	Email     string      `json:"email"`
	Phone     string      `json:"phone"`
	Status    bool        `json:"status"`
	Resume    []*fileJSON `json:"resume"`
	CreatedAt *time.Time  `json:"createdAt"`
}

func toApplication(a *adminv1.Application) applicationJSON {
	return applicationJSON{
		ID: a.GetId(), JobID: a.GetJobId(), Name: a.GetName(), Email: a.GetEmail(), Phone: a.GetPhone(),
		Status: a.GetContacted(), Resume: fileList(a.GetResume()), CreatedAt: timeOf(a.GetCreateTime()),
	}
}

var applicationFiles = map[string]files.Kind{"resume": files.KindResume}

// apply: POST /api/applications/create/{jobId} (multipart: name, email, phone, optional resume).
func (s *Shim) apply(w http.ResponseWriter, r *http.Request) {
	f, ok := s.readForm(w, r, applicationFiles)
	if !ok {
		return
	}
	ctx, req := call(r, &sitev1.ApplyRequest{
		JobId: r.PathValue("jobId"), Name: f.get("name"), Email: f.get("email"), Phone: f.get("phone"),
		ResumeUploadId: f.first("resume"), Website: f.get("website"), Challenge: challengeOf(r, f),
	})
	res, err := s.applications.Apply(ctx, req)
	if err != nil {
		s.fail(w, err)
		return
	}
	writeCreated(w, map[string]string{"id": res.Msg.GetApplicationId(), "jbroleId": r.PathValue("jobId")})
}

// listApplications: GET /api/applications/all/{jobId} (staff).
func (s *Shim) listApplications(w http.ResponseWriter, r *http.Request) {
	all, err := listAll(w, r, func(token string) *adminv1.ListApplicationsRequest {
		return &adminv1.ListApplicationsRequest{JobId: r.PathValue("jobId"), PageSize: 100, PageToken: token}
	}, s.staffApps.ListApplications, func(m *adminv1.ListApplicationsResponse) ([]*adminv1.Application, string) {
		return m.GetApplications(), m.GetNextPageToken()
	})
	if err != nil {
		s.fail(w, err)
		return
	}
	out := make([]applicationJSON, len(all))
	for i, a := range all {
		out[i] = toApplication(a)
	}
	writeData(w, out)
}

// getApplication: GET /api/applications/{id} (staff).
func (s *Shim) getApplication(w http.ResponseWriter, r *http.Request) {
	app, err := s.applicationOf(r, "")
	if err != nil {
		s.fail(w, err)
		return
	}
	writeData(w, toApplication(app))
}

// applicationOf reads the application of the path's id, and checks it belongs to jobID
// when one is given (the spec's two-id paths).
func (s *Shim) applicationOf(r *http.Request, jobID string) (*adminv1.Application, error) {
	ctx, req := call(r, &adminv1.GetApplicationRequest{Id: r.PathValue("id")})
	res, err := s.staffApps.GetApplication(ctx, req)
	if err != nil {
		return nil, err
	}
	if jobID != "" && res.Msg.GetApplication().GetJobId() != jobID {
		return nil, connect.NewError(connect.CodeNotFound, errors.New("application not found for this job"))
	}
	return res.Msg.GetApplication(), nil
}

// setContacted: PUT /api/applications/update/{jobId}/{id} with JSON {status}.
func (s *Shim) setContacted(w http.ResponseWriter, r *http.Request) {
	f, ok := s.readForm(w, r, nil)
	if !ok {
		return
	}
	contacted, valid := parseBool(f.get("status"))
	if !valid {
		s.badRequest(w, r, "status must be true or false")
		return
	}
	if _, err := s.applicationOf(r, r.PathValue("jobId")); err != nil {
		s.fail(w, err)
		return
	}
	ctx, req := call(r, &adminv1.SetApplicationContactedRequest{Id: r.PathValue("id"), Contacted: contacted})
	res, err := s.staffApps.SetApplicationContacted(ctx, req)
	if err != nil {
		s.fail(w, err)
		return
	}
	writeData(w, toApplication(res.Msg.GetApplication()))
}

// deleteApplication: DELETE /api/applications/delete/{jobId}/{id}.
func (s *Shim) deleteApplication(w http.ResponseWriter, r *http.Request) {
	if _, err := s.applicationOf(r, r.PathValue("jobId")); err != nil {
		s.fail(w, err)
		return
	}
	ctx, req := call(r, &adminv1.DeleteApplicationRequest{Id: r.PathValue("id")})
	if _, err := s.staffApps.DeleteApplication(ctx, req); err != nil {
		s.fail(w, err)
		return
	}
	writeData(w, map[string]string{"id": r.PathValue("id")})
}
