package rpc

import (
	"context"
	"encoding/hex"
	"time"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/abuse"
	"github.com/gusset/gusset/internal/analytics"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/estimate"
	"github.com/gusset/gusset/internal/validate"
)

var (
	_ sitev1connect.EstimateServiceHandler         = publicEstimate{}
	_ adminv1connect.EstimateRequestServiceHandler = staffEstimate{}
)

// publicEstimate takes the /estimate form; staffEstimate is the back office's Estimates.
type publicEstimate struct {
	estimates *estimate.Service
	abuse     *abuse.Guard
}
type staffEstimate struct{ estimates *estimate.Service }

func (h publicEstimate) SubmitEstimate(ctx context.Context, req *connect.Request[sitev1.SubmitEstimateRequest]) (*connect.Response[sitev1.SubmitEstimateResponse], error) {
	m := req.Msg
	if err := h.abuse.Admit(ctx, abuse.Estimate, req.Peer().Addr, abuse.Form{Honeypot: m.GetWebsite(), Challenge: m.GetChallenge()}, true); err != nil {
		return nil, err
	}
	r, err := h.estimates.Submit(ctx, estimate.Input{
		Name: m.GetName(), Company: m.GetCompany(), Email: m.GetEmail(), Phone: m.GetPhone(),
		ProjectName: m.GetProjectName(), City: m.GetCity(), Region: m.GetRegion(), Country: m.GetCountry(),
		Services: m.GetServices(), StructureType: m.GetStructureType(), ScopeNotes: m.GetScopeNotes(), Tonnage: m.GetTonnage(),
		DrawingStatus: m.GetDrawingStatus(), NeededBy: m.GetNeededBy(), Software: m.GetSoftware(), SoftwareOther: m.GetSoftwareOther(),
		Deliverables: m.GetDeliverables(), UploadIDs: m.GetUploadIds(), UploadOwner: m.GetUploadOwner(),
	})
	if err != nil {
		return nil, err
	}
	// After the request's commit: a goal of the sender's visit.
	analytics.Convert(ctx, analytics.GoalEstimate)
	return connect.NewResponse(&sitev1.SubmitEstimateResponse{Id: r.ID.String(), Reference: r.Reference}), nil
}

// estimateStatuses maps the pipeline's statuses to and from their proto enum.
var estimateStatuses = map[adminv1.EstimateStatus]estimate.Status{
	adminv1.EstimateStatus_ESTIMATE_STATUS_NEW:       estimate.StatusNew,
	adminv1.EstimateStatus_ESTIMATE_STATUS_REVIEWING: estimate.StatusReviewing,
	adminv1.EstimateStatus_ESTIMATE_STATUS_QUOTED:    estimate.StatusQuoted,
	adminv1.EstimateStatus_ESTIMATE_STATUS_WON:       estimate.StatusWon,
	adminv1.EstimateStatus_ESTIMATE_STATUS_LOST:      estimate.StatusLost,
	adminv1.EstimateStatus_ESTIMATE_STATUS_DECLINED:  estimate.StatusDeclined,
}

// EstimateFilesPath is where staff download a request's files (estimatehttp).
const EstimateFilesPath = "/estimates/"

func (h staffEstimate) estimate(r estimate.Request) *adminv1.Estimate {
	var status adminv1.EstimateStatus
	for p, s := range estimateStatuses {
		if s == r.Status {
			status = p
		}
	}
	flags := r.FlagsAt(h.estimates.Now())
	out := &adminv1.Estimate{
		Id: r.ID.String(), Reference: r.Reference, Name: r.Name, Company: r.Company, Email: r.Email, Phone: r.Phone,
		ProjectName: r.ProjectName, City: r.City, Region: r.Region, Country: r.Country, Services: r.Services,
		StructureType: r.StructureType, ScopeNotes: r.ScopeNotes, Tonnage: r.Tonnage, DrawingStatus: r.DrawingStatus,
		NeededBy: r.NeededBy, Software: r.Software, SoftwareOther: r.SoftwareOther, Deliverables: r.Deliverables,
		Status: status, AssigneeName: r.AssigneeName, CreateTime: ts(r.CreateTime), FirstResponseTime: tsOpt(r.FirstResponseTime),
		Overdue: flags.Overdue, DueSoon: flags.DueSoon, NeededByPassed: flags.NeededByPassed,
		FileCount: int32(r.FileCount),
	}
	if r.AssigneeID != nil {
		out.AssigneeId = r.AssigneeID.String()
	}
	base := EstimateFilesPath + r.ID.String() + "/files"
	if r.FileCount > 0 {
		out.ZipPath = h.estimates.SignLink(base + ".zip")
	}
	for _, f := range r.Files {
		out.Files = append(out.Files, &adminv1.EstimateFile{
			Id: f.ID.String(), Name: f.Name, Size: f.Size, Sha256: hex.EncodeToString(f.SHA256),
			DownloadPath: h.estimates.SignLink(base + "/" + f.ID.String()),
		})
	}
	return out
}

func (h staffEstimate) SearchEstimates(ctx context.Context, req *connect.Request[adminv1.SearchEstimatesRequest]) (*connect.Response[adminv1.SearchEstimatesResponse], error) {
	m := req.Msg
	f := estimate.Filter{Status: enumIn(estimateStatuses, m.GetStatus()), Service: m.GetService(), Text: m.GetText(), From: tsIn(m.GetFromTime()), To: tsIn(m.GetToTime())}
	switch a := m.GetAssigneeId(); a {
	case "":
	case "none":
		f.Unassigned = true
	default:
		id, err := apperr.ParseID(a, badField("assignee_id", "Unknown staff user"))
		if err != nil {
			return nil, err
		}
		f.AssigneeID = &id
	}
	for _, d := range []struct {
		v   string
		dst **time.Time
		f   string
	}{{m.GetNeededFrom(), &f.NeededFrom, "needed_from"}, {m.GetNeededTo(), &f.NeededTo, "needed_to"}} {
		if d.v == "" {
			continue
		}
		t, err := time.Parse(time.DateOnly, d.v)
		if err != nil {
			return nil, badField(d.f, "Please enter a date")
		}
		*d.dst = &t
	}
	list, next, err := h.estimates.Search(ctx, f, m.GetPageSize(), m.GetPageToken())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.SearchEstimatesResponse{Estimates: convertAll(list, h.estimate), NextPageToken: next}), nil
}

func (h staffEstimate) GetEstimate(ctx context.Context, req *connect.Request[adminv1.GetEstimateRequest]) (*connect.Response[adminv1.GetEstimateResponse], error) {
	r, err := h.estimates.Get(ctx, req.Msg.GetId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.GetEstimateResponse{Estimate: h.estimate(r)}), nil
}

func (h staffEstimate) SetEstimateStatus(ctx context.Context, req *connect.Request[adminv1.SetEstimateStatusRequest]) (*connect.Response[adminv1.SetEstimateStatusResponse], error) {
	r, err := h.estimates.SetStatus(ctx, req.Msg.GetId(), enumIn(estimateStatuses, req.Msg.GetStatus()))
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.SetEstimateStatusResponse{Estimate: h.estimate(r)}), nil
}

func (h staffEstimate) SetEstimateAssignee(ctx context.Context, req *connect.Request[adminv1.SetEstimateAssigneeRequest]) (*connect.Response[adminv1.SetEstimateAssigneeResponse], error) {
	r, err := h.estimates.SetAssignee(ctx, req.Msg.GetId(), req.Msg.GetAssigneeId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.SetEstimateAssigneeResponse{Estimate: h.estimate(r)}), nil
}

func (h staffEstimate) ListEstimateNotes(ctx context.Context, req *connect.Request[adminv1.ListEstimateNotesRequest]) (*connect.Response[adminv1.ListEstimateNotesResponse], error) {
	notes, err := h.estimates.Notes(ctx, req.Msg.GetEstimateId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ListEstimateNotesResponse{Notes: convertAll(notes, estimateNote)}), nil
}

func (h staffEstimate) AddEstimateNote(ctx context.Context, req *connect.Request[adminv1.AddEstimateNoteRequest]) (*connect.Response[adminv1.AddEstimateNoteResponse], error) {
	n, err := h.estimates.AddNote(ctx, req.Msg.GetEstimateId(), staffActor(ctx), req.Msg.GetBody())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.AddEstimateNoteResponse{Note: estimateNote(n)}), nil
}

func (h staffEstimate) DeleteEstimate(ctx context.Context, req *connect.Request[adminv1.DeleteEstimateRequest]) (*connect.Response[adminv1.DeleteEstimateResponse], error) {
	if err := h.estimates.Trash(ctx, req.Msg.GetId()); err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.DeleteEstimateResponse{}), nil
}

func (h staffEstimate) EstimateResponseStats(ctx context.Context, _ *connect.Request[adminv1.EstimateResponseStatsRequest]) (*connect.Response[adminv1.EstimateResponseStatsResponse], error) {
	s, err := h.estimates.Stats(ctx)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.EstimateResponseStatsResponse{Total: int32(s.Total), AnsweredInTime: int32(s.AnsweredInTime), Waiting: int32(s.Waiting)}), nil
}

func estimateNote(n estimate.Note) *adminv1.EstimateNote {
	return &adminv1.EstimateNote{Id: n.ID.String(), Author: n.Author, Body: n.Body, CreateTime: ts(n.CreateTime)}
}

func badField(name, msg string) error {
	var c validate.Checker
	c.Add(name, msg)
	return c.Err()
}
