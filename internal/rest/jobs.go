package rest

import (
	"net/http"
	"time"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/files"
)

// jobJSON is the spec's job role.
type jobJSON struct {
	ID            string      `json:"id"`
	Role          string      `json:"Role"`
	Location      string      `json:"location"`
	Type          string      `json:"type"`
	Qualification string      `json:"qualification"`
	Status        bool        `json:"status"`
	JD            []*fileJSON `json:"jd"`
	CreatedAt     *time.Time  `json:"createdAt"`
	UpdatedAt     *time.Time  `json:"updatedAt"`
}

func toJob(j *sitev1.Job) jobJSON {
	return jobJSON{
		ID: j.GetId(), Role: j.GetRole(), Location: j.GetLocation(), Type: j.GetType(),
		Qualification: j.GetQualification(), Status: j.GetActive(), JD: fileList(j.GetJobDescription()),
		CreatedAt: timeOf(j.GetCreateTime()), UpdatedAt: timeOf(j.GetUpdateTime()),
	}
}

var jobFiles = map[string]files.Kind{"jd": files.KindJobDescription}

// jobInput reads the spec's multipart job form. status is the string 'true' or 'false';
// a new job without one is active (the form's default).
func (s *Shim) jobInput(w http.ResponseWriter, r *http.Request, creating bool) (*adminv1.JobInput, bool) {
	f, ok := s.readForm(w, r, jobFiles)
	if !ok {
		return nil, false
	}
	active, valid := parseBool(f.get("status"))
	if f.get("status") == "" && creating {
		active, valid = true, true
	}
	if !valid {
		s.badRequest(w, r, "status must be the string 'true' or 'false'")
		return nil, false
	}
	return &adminv1.JobInput{
		Role: f.get("Role", "role"), Location: f.get("location"), Type: f.get("type"),
		Qualification: f.get("qualification"), Active: active, JobDescriptionUploadId: f.first("jd"),
	}, true
}

// createJob: POST /api/jobrole/create (multipart: Role, location, type, qualification,
// status, optional jd PDF).
func (s *Shim) createJob(w http.ResponseWriter, r *http.Request) {
	in, ok := s.jobInput(w, r, true)
	if !ok {
		return
	}
	ctx, req := call(r, &adminv1.CreateJobRequest{Job: in})
	res, err := s.staffJobs.CreateJob(ctx, req)
	if err != nil {
		s.fail(w, err)
		return
	}
	writeCreated(w, toJob(res.Msg.GetJob()))
}

// listJobs: GET /api/jobrole/all — active jobs, or every job for staff.
func (s *Shim) listJobs(w http.ResponseWriter, r *http.Request) {
	var all []*sitev1.Job
	var err error
	if hasToken(r) {
		all, err = listAll(w, r, func(token string) *adminv1.ListJobsRequest {
			return &adminv1.ListJobsRequest{PageSize: 100, PageToken: token}
		}, s.staffJobs.ListJobs, func(m *adminv1.ListJobsResponse) ([]*sitev1.Job, string) {
			return m.GetJobs(), m.GetNextPageToken()
		})
	} else {
		all, err = listAll(w, r, func(token string) *sitev1.ListJobsRequest {
			return &sitev1.ListJobsRequest{PageSize: 100, PageToken: token}
		}, s.jobs.ListJobs, func(m *sitev1.ListJobsResponse) ([]*sitev1.Job, string) {
			return m.GetJobs(), m.GetNextPageToken()
		})
	}
	if err != nil {
		s.fail(w, err)
		return
	}
	out := make([]jobJSON, len(all))
	for i, j := range all {
		out[i] = toJob(j)
	}
	writeData(w, out)
}

// updateJob: PUT /api/jobrole/update/{id} (multipart, as create; a new jd replaces the old).
// The spec's form has no description, expiry or structured location: those stay.
func (s *Shim) updateJob(w http.ResponseWriter, r *http.Request) {
	in, ok := s.jobInput(w, r, false)
	if !ok {
		return
	}
	ctx, req := call(r, &adminv1.UpdateJobRequest{Id: r.PathValue("id"), Job: in, KeepPageFields: true})
	res, err := s.staffJobs.UpdateJob(ctx, req)
	if err != nil {
		s.fail(w, err)
		return
	}
	writeData(w, toJob(res.Msg.GetJob()))
}

// deleteJob: DELETE /api/jobrole/delete/{id}.
func (s *Shim) deleteJob(w http.ResponseWriter, r *http.Request) {
	ctx, req := call(r, &adminv1.DeleteJobRequest{Id: r.PathValue("id")})
	if _, err := s.staffJobs.DeleteJob(ctx, req); err != nil {
		s.fail(w, err)
		return
	}
	writeData(w, map[string]string{"id": r.PathValue("id")})
}
