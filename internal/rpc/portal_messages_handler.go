package rpc

import (
	"context"

	"connectrpc.com/connect"
	"github.com/google/uuid"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/portal"
)

// portalMessages serves the clients' messages (gusset.portal.v1, a client session
// required by the interceptor); portalMessageAdmin the staff's (gusset.admin.v1).
type portalMessages struct{ m *portal.Messages }

type portalMessageAdmin struct{ m *portal.Messages }

var (
	_ portalv1connect.MessageServiceHandler           = portalMessages{}
	_ adminv1connect.PortalMessageAdminServiceHandler = portalMessageAdmin{}
)

func clientReader(ctx context.Context) (portal.Reader, error) {
	s, err := clientSession(ctx)
	if err != nil {
		return portal.Reader{}, err
	}
	return portal.ClientReader(s), nil
}

func staffReader(ctx context.Context) portal.Reader {
	s, _ := auth.SessionFrom(ctx)
	return portal.StaffReader(s.User.ID, s.User.Username)
}

var mailChoices = map[portal.MailChoice]portalv1.MailChoice{
	portal.MailEach: portalv1.MailChoice_MAIL_CHOICE_EACH, portal.MailDigest: portalv1.MailChoice_MAIL_CHOICE_DIGEST, portal.MailNone: portalv1.MailChoice_MAIL_CHOICE_NONE,
}

func mailChoiceIn(c portalv1.MailChoice) portal.MailChoice {
	for k, v := range mailChoices {
		if v == c {
			return k
		}
	}
	return ""
}

func authorOut(a portal.Actor) portalv1.MessageAuthor {
	if a.Client {
		return portalv1.MessageAuthor_MESSAGE_AUTHOR_CLIENT
	}
	return portalv1.MessageAuthor_MESSAGE_AUTHOR_STAFF
}

func threadOut(t portal.Thread) *portalv1.MessageThread {
	return &portalv1.MessageThread{
		Id: t.ID.String(), ProjectId: t.ProjectID.String(), Subject: t.Subject, AuthorKind: authorOut(t.Author), AuthorName: t.Author.Name,
		CreateTime: ts(t.CreateTime), LastMessageTime: ts(t.LastMessageTime), MessageCount: int32(t.MessageCount), UnreadCount: int32(t.Unread),
	}
}

func threadsOut(ts []portal.Thread) []*portalv1.MessageThread {
	out := make([]*portalv1.MessageThread, len(ts))
	for i, t := range ts {
		out[i] = threadOut(t)
	}
	return out
}

func threadMessageOut(m portal.Message, reader uuid.UUID) *portalv1.ThreadMessage {
	out := &portalv1.ThreadMessage{
		Id: m.ID.String(), AuthorKind: authorOut(m.Author), AuthorName: m.Author.Name, Body: m.Body, CreateTime: ts(m.CreateTime),
		Mine: m.Author.ID == reader, Unread: m.Unread,
	}
	for _, a := range m.Attachments {
		out.Attachments = append(out.Attachments, &portalv1.MessageAttachment{Id: a.ID.String(), FileName: a.Name, Size: a.Size, ContentType: a.ContentType})
	}
	return out
}

func threadMessagesOut(ms []portal.Message, reader uuid.UUID) []*portalv1.ThreadMessage {
	out := make([]*portalv1.ThreadMessage, len(ms))
	for i, m := range ms {
		out[i] = threadMessageOut(m, reader)
	}
	return out
}

// The procedures of both sides do the same with the reader of their session.

func listThreads(ctx context.Context, m *portal.Messages, r portal.Reader, project string) ([]*portalv1.MessageThread, int32, error) {
	id, err := portalID(project, portal.ErrProjectNotFound)
	if err != nil {
		return nil, 0, err
	}
	ts, unread, err := m.Threads(ctx, r, id)
	return threadsOut(ts), int32(unread), err
}

func getThread(ctx context.Context, m *portal.Messages, r portal.Reader, thread string) (*portalv1.MessageThread, []*portalv1.ThreadMessage, error) {
	id, err := portalID(thread, portal.ErrThreadNotFound)
	if err != nil {
		return nil, nil, err
	}
	t, ms, err := m.Thread(ctx, r, id)
	if err != nil {
		return nil, nil, err
	}
	return threadOut(t), threadMessagesOut(ms, r.ID), nil
}

func startThread(ctx context.Context, m *portal.Messages, r portal.Reader, project, subject, body string, uploads []string) (*portalv1.MessageThread, *portalv1.ThreadMessage, error) {
	id, err := portalID(project, portal.ErrProjectNotFound)
	if err != nil {
		return nil, nil, err
	}
	t, msg, err := m.StartThread(ctx, r, id, subject, body, uploads)
	if err != nil {
		return nil, nil, err
	}
	t.MessageCount = 1
	return threadOut(t), threadMessageOut(msg, r.ID), nil
}

func postMessage(ctx context.Context, m *portal.Messages, r portal.Reader, thread, body string, uploads []string) (*portalv1.ThreadMessage, error) {
	id, err := portalID(thread, portal.ErrThreadNotFound)
	if err != nil {
		return nil, err
	}
	msg, err := m.PostMessage(ctx, r, id, body, uploads)
	if err != nil {
		return nil, err
	}
	return threadMessageOut(msg, r.ID), nil
}

func attachmentURL(ctx context.Context, m *portal.Messages, r portal.Reader, attachment string) (string, error) {
	id, err := portalID(attachment, portal.ErrAttachmentNotFound)
	if err != nil {
		return "", err
	}
	return m.AttachmentURL(ctx, r, id)
}

func (h portalMessages) ListThreads(ctx context.Context, req *connect.Request[portalv1.ListThreadsRequest]) (*connect.Response[portalv1.ListThreadsResponse], error) {
	r, err := clientReader(ctx)
	if err != nil {
		return nil, err
	}
	threads, unread, err := listThreads(ctx, h.m, r, req.Msg.GetProjectId())
	if err != nil {
		return nil, err
	}
	setting, err := h.m.MailSetting(ctx, r)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.ListThreadsResponse{Threads: threads, UnreadCount: unread, MailChoice: mailChoices[setting.Choice]}), nil
}

func (h portalMessages) GetThread(ctx context.Context, req *connect.Request[portalv1.GetThreadRequest]) (*connect.Response[portalv1.GetThreadResponse], error) {
	r, err := clientReader(ctx)
	if err != nil {
		return nil, err
	}
	t, ms, err := getThread(ctx, h.m, r, req.Msg.GetId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.GetThreadResponse{Thread: t, Messages: ms}), nil
}

func (h portalMessages) StartThread(ctx context.Context, req *connect.Request[portalv1.StartThreadRequest]) (*connect.Response[portalv1.StartThreadResponse], error) {
	r, err := clientReader(ctx)
	if err != nil {
		return nil, err
	}
	t, m, err := startThread(ctx, h.m, r, req.Msg.GetProjectId(), req.Msg.GetSubject(), req.Msg.GetBody(), req.Msg.GetAttachmentUploadIds())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.StartThreadResponse{Thread: t, Message: m}), nil
}

func (h portalMessages) PostMessage(ctx context.Context, req *connect.Request[portalv1.PostMessageRequest]) (*connect.Response[portalv1.PostMessageResponse], error) {
	r, err := clientReader(ctx)
	if err != nil {
		return nil, err
	}
	m, err := postMessage(ctx, h.m, r, req.Msg.GetThreadId(), req.Msg.GetBody(), req.Msg.GetAttachmentUploadIds())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.PostMessageResponse{Message: m}), nil
}

func (h portalMessages) GetAttachmentUrl(ctx context.Context, req *connect.Request[portalv1.GetAttachmentUrlRequest]) (*connect.Response[portalv1.GetAttachmentUrlResponse], error) {
	r, err := clientReader(ctx)
	if err != nil {
		return nil, err
	}
	url, err := attachmentURL(ctx, h.m, r, req.Msg.GetId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.GetAttachmentUrlResponse{Url: url}), nil
}

func (h portalMessages) SetMailChoice(ctx context.Context, req *connect.Request[portalv1.SetMailChoiceRequest]) (*connect.Response[portalv1.SetMailChoiceResponse], error) {
	r, err := clientReader(ctx)
	if err != nil {
		return nil, err
	}
	s, err := h.m.SetMailSetting(ctx, r, portal.MailSetting{Choice: mailChoiceIn(req.Msg.GetMailChoice())})
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.SetMailChoiceResponse{MailChoice: mailChoices[s.Choice]}), nil
}

func (h portalMessageAdmin) ListPortalThreads(ctx context.Context, req *connect.Request[adminv1.ListPortalThreadsRequest]) (*connect.Response[adminv1.ListPortalThreadsResponse], error) {
	threads, unread, err := listThreads(ctx, h.m, staffReader(ctx), req.Msg.GetProjectId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ListPortalThreadsResponse{Threads: threads, UnreadCount: unread}), nil
}

func (h portalMessageAdmin) GetPortalThread(ctx context.Context, req *connect.Request[adminv1.GetPortalThreadRequest]) (*connect.Response[adminv1.GetPortalThreadResponse], error) {
	t, ms, err := getThread(ctx, h.m, staffReader(ctx), req.Msg.GetId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.GetPortalThreadResponse{Thread: t, Messages: ms}), nil
}

func (h portalMessageAdmin) StartPortalThread(ctx context.Context, req *connect.Request[adminv1.StartPortalThreadRequest]) (*connect.Response[adminv1.StartPortalThreadResponse], error) {
	t, m, err := startThread(ctx, h.m, staffReader(ctx), req.Msg.GetProjectId(), req.Msg.GetSubject(), req.Msg.GetBody(), req.Msg.GetAttachmentUploadIds())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.StartPortalThreadResponse{Thread: t, Message: m}), nil
}

func (h portalMessageAdmin) PostPortalMessage(ctx context.Context, req *connect.Request[adminv1.PostPortalMessageRequest]) (*connect.Response[adminv1.PostPortalMessageResponse], error) {
	m, err := postMessage(ctx, h.m, staffReader(ctx), req.Msg.GetThreadId(), req.Msg.GetBody(), req.Msg.GetAttachmentUploadIds())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.PostPortalMessageResponse{Message: m}), nil
}

func (h portalMessageAdmin) GetPortalAttachmentUrl(ctx context.Context, req *connect.Request[adminv1.GetPortalAttachmentUrlRequest]) (*connect.Response[adminv1.GetPortalAttachmentUrlResponse], error) {
	url, err := attachmentURL(ctx, h.m, staffReader(ctx), req.Msg.GetId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.GetPortalAttachmentUrlResponse{Url: url}), nil
}

func (h portalMessageAdmin) ListUnreadMessageCounts(ctx context.Context, _ *connect.Request[adminv1.ListUnreadMessageCountsRequest]) (*connect.Response[adminv1.ListUnreadMessageCountsResponse], error) {
	counts, err := h.m.Unread(ctx, staffReader(ctx))
	if err != nil {
		return nil, err
	}
	res := &adminv1.ListUnreadMessageCountsResponse{}
	for id, n := range counts {
		res.Projects = append(res.Projects, &adminv1.ProjectUnreadCount{ProjectId: id.String(), UnreadCount: int32(n)})
	}
	return connect.NewResponse(res), nil
}

func (h portalMessageAdmin) GetStaffMailChoice(ctx context.Context, _ *connect.Request[adminv1.GetStaffMailChoiceRequest]) (*connect.Response[adminv1.GetStaffMailChoiceResponse], error) {
	s, err := h.m.MailSetting(ctx, staffReader(ctx))
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.GetStaffMailChoiceResponse{MailChoice: mailChoices[s.Choice], Email: s.Email}), nil
}

func (h portalMessageAdmin) SetStaffMailChoice(ctx context.Context, req *connect.Request[adminv1.SetStaffMailChoiceRequest]) (*connect.Response[adminv1.SetStaffMailChoiceResponse], error) {
	s, err := h.m.SetMailSetting(ctx, staffReader(ctx), portal.MailSetting{Choice: mailChoiceIn(req.Msg.GetMailChoice()), Email: req.Msg.GetEmail()})
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.SetStaffMailChoiceResponse{MailChoice: mailChoices[s.Choice], Email: s.Email}), nil
}
