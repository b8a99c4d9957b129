package portalpg

import (
	"context"
	"encoding/hex"
	"errors"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/portal"
	"github.com/gusset/gusset/internal/resumable"
	"github.com/gusset/gusset/internal/resumable/resumablepg"
)

// Files implements portal.FileStore.
type Files struct {
	pool  *pgxpool.Pool
	q     *sqlc.Queries
	notes Notes
}

var _ portal.FileStore = (*Files)(nil)

// NewFiles returns the files' store over pool.
func NewFiles(pool *pgxpool.Pool) *Files { return &Files{pool: pool, q: sqlc.New(pool)} }

var folderErrors = database.Errors{NoRows: portal.ErrFolderNotFound, Unique: portal.ErrFolderTaken, ForeignKey: portal.ErrProjectNotFound}

// inScope reports whether a row of organization org may be seen in scope (nil: staff).
func inScope(org uuid.UUID, scope *uuid.UUID) bool { return scope == nil || *scope == org }

// folderOf is a folder row as the message (without its files).
func folderOf(f sqlc.PortalFolder) *portal.Folder {
	return &portal.Folder{Id: f.ID.String(), Name: f.Name}
}

// The uploader kinds keep the enum's names without their prefix ("CLIENT").
const uploaderPrefix = "FILE_UPLOADER_"

// fileRevisionOf is a revision row as the listings show it.
func fileRevisionOf(r sqlc.PortalFileRevision) *portal.FileRevision {
	return &portal.FileRevision{
		Id: r.ID.String(), Number: r.Number, Size: r.Size, Sha256: hex.EncodeToString(r.Sha256), ContentType: r.ContentType,
		Uploader:     portalv1.FileUploader(portalv1.FileUploader_value[uploaderPrefix+r.UploaderKind]),
		UploaderName: r.UploaderName, CreateTime: ts(r.CreateTime),
	}
}

func (s *Files) FolderList(ctx context.Context, projectID uuid.UUID, scope *uuid.UUID) ([]*portal.Folder, error) {
	var out []*portal.Folder
	// One snapshot: a revision claimed meanwhile is in all three lists or none.
	err := pgx.BeginTxFunc(ctx, s.pool, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly}, func(tx pgx.Tx) error {
		q := sqlc.New(tx)
		p, err := q.ProjectGet(ctx, projectID)
		if err != nil {
			return database.Translate(err, projectErrors)
		}
		if !inScope(p.OrganizationID, scope) {
			return portal.ErrProjectNotFound
		}
		folders, err := q.PortalFolderList(ctx, projectID)
		if err != nil {
			return err
		}
		files, err := q.PortalFileListByProject(ctx, projectID)
		if err != nil {
			return err
		}
		revs, err := q.PortalFileRevisionListByProject(ctx, projectID)
		if err != nil {
			return err
		}
		byFile := map[uuid.UUID][]*portal.FileRevision{}
		for _, r := range revs {
			byFile[r.FileID] = append(byFile[r.FileID], fileRevisionOf(r))
		}
		byFolder := map[uuid.UUID][]*portal.File{}
		for _, f := range files {
			byFolder[f.FolderID] = append(byFolder[f.FolderID], &portal.File{Id: f.ID.String(), FolderId: f.FolderID.String(), Name: f.Name, Revisions: byFile[f.ID]})
		}
		out = make([]*portal.Folder, len(folders))
		for i, f := range folders {
			out[i] = folderOf(f)
			out[i].Files = byFolder[f.ID]
		}
		return nil
	})
	return out, err
}

// toRevision is a revision row as the server keeps it (for a download or a claim).
func toRevision(r sqlc.PortalFileRevision, fileName string) portal.Revision {
	return portal.Revision{
		ID: r.ID, FileID: r.FileID, Number: int(r.Number), Size: r.Size, SHA256: r.Sha256, ContentType: r.ContentType,
		Uploader: portal.UploaderKind(r.UploaderKind), UploaderName: r.UploaderName, CreateTime: r.CreateTime,
		BlobKey: r.BlobKey, TusID: r.TusID, UploaderID: uploaderID(r), FileName: fileName,
	}
}

func uploaderID(r sqlc.PortalFileRevision) *uuid.UUID {
	if r.UploaderStaffID != nil {
		return r.UploaderStaffID
	}
	return r.UploaderClientID
}

func (s *Files) FolderGet(ctx context.Context, id uuid.UUID, scope *uuid.UUID) (*portal.Folder, error) {
	f, err := s.q.PortalFolderGet(ctx, id)
	if err != nil {
		return nil, database.Translate(err, folderErrors)
	}
	if !inScope(f.OrganizationID, scope) {
		return nil, portal.ErrFolderNotFound
	}
	return &portal.Folder{Id: f.ID.String(), Name: f.Name}, nil
}

func (s *Files) FolderCreate(ctx context.Context, projectID uuid.UUID, name string) (*portal.Folder, error) {
	f, err := s.q.PortalFolderCreate(ctx, sqlc.PortalFolderCreateParams{ProjectID: projectID, Name: name})
	if err != nil {
		return nil, database.Translate(err, folderErrors)
	}
	return folderOf(f), nil
}

func (s *Files) FolderRename(ctx context.Context, id uuid.UUID, name string) (*portal.Folder, error) {
	f, err := s.q.PortalFolderRename(ctx, sqlc.PortalFolderRenameParams{ID: id, Name: name})
	if err != nil {
		return nil, database.Translate(err, folderErrors)
	}
	return folderOf(f), nil
}

func (s *Files) RevisionClaim(ctx context.Context, c portal.Claim) (portal.Revision, error) {
	var out portal.Revision
	err := database.InTxWith(ctx, s.pool, func(tx pgx.Tx, q *sqlc.Queries) error {
		u, err := q.ResumableUploadGetForUpdate(ctx, c.UploadID)
		if errors.Is(err, pgx.ErrNoRows) {
			// Claimed before (or never there): the revision it became, if the caller uploaded
			// it (seeing it is not enough: its upload is the uploader's alone).
			r, err := q.PortalFileRevisionByUpload(ctx, &c.UploadID)
			if err != nil {
				return database.Translate(err, database.Errors{NoRows: portal.ErrRevisionNotFound})
			}
			if out, err = s.revisionIn(ctx, q, r.ID, c.Scope); err != nil {
				return err
			}
			if !portal.Uploaded(c.By, out) {
				return portal.ErrRevisionNotFound
			}
			return nil
		}
		if err != nil {
			return err
		}
		if c.BlobKey == "" {
			// Asked only for the revision of an upload claimed before: this one is not.
			return portal.ErrRevisionNotFound
		}
		switch err := resumablepg.ToUpload(u).ClaimableBy(portal.Owner(c.By)); {
		case errors.Is(err, resumable.ErrUnfinished):
			return portal.ErrUploadUnfinished
		case err != nil:
			return err
		}
		if u.TargetID == nil || *u.TargetID != c.FolderID {
			return portal.ErrUploadUnfinished
		}
		folder, err := q.PortalFolderGet(ctx, c.FolderID)
		if err != nil {
			return database.Translate(err, folderErrors)
		}
		if !inScope(folder.OrganizationID, c.Scope) {
			return portal.ErrFolderNotFound
		}
		file, err := q.PortalFileNextRevision(ctx, sqlc.PortalFileNextRevisionParams{FolderID: c.FolderID, Name: u.Name})
		if err != nil {
			return err
		}
		p := sqlc.PortalFileRevisionCreateParams{
			FileID: file.ID, Number: file.LastRevision, Size: u.Size, Sha256: u.Sha256, ContentType: c.ContentType,
			BlobKey: c.BlobKey, TusID: u.TusID, UploadID: &u.ID, UploaderName: c.By.Name,
		}
		if c.By.IsStaff() {
			p.UploaderKind, p.UploaderStaffID = string(portal.UploaderStaff), &c.By.ID
		} else {
			p.UploaderKind, p.UploaderClientID = string(portal.UploaderClient), &c.By.ID
		}
		r, err := q.PortalFileRevisionCreate(ctx, p)
		if err != nil {
			return err
		}
		if _, err := q.ResumableUploadDeleteClaimed(ctx, u.ID); err != nil {
			return err
		}
		out = toRevision(r, u.Name)
		return record(ctx, s.notes, tx, uploadEvent(folder.ProjectID, c.By, out))
	})
	return out, err
}

func (s *Files) revisionIn(ctx context.Context, q *sqlc.Queries, id uuid.UUID, scope *uuid.UUID) (portal.Revision, error) {
	r, err := q.PortalFileRevisionGet(ctx, id)
	if err != nil {
		return portal.Revision{}, database.Translate(err, database.Errors{NoRows: portal.ErrRevisionNotFound})
	}
	if !inScope(r.OrganizationID, scope) {
		return portal.Revision{}, portal.ErrRevisionNotFound
	}
	return toRevision(sqlc.PortalFileRevision{
		ID: r.ID, FileID: r.FileID, Number: r.Number, Size: r.Size, Sha256: r.Sha256, ContentType: r.ContentType,
		BlobKey: r.BlobKey, TusID: r.TusID, UploaderKind: r.UploaderKind, UploaderStaffID: r.UploaderStaffID,
		UploaderClientID: r.UploaderClientID, UploaderName: r.UploaderName, CreateTime: r.CreateTime,
	}, r.FileName), nil
}

func (s *Files) RevisionGet(ctx context.Context, id uuid.UUID, scope *uuid.UUID) (portal.Revision, error) {
	return s.revisionIn(ctx, s.q, id, scope)
}

func (s *Files) DownloadRecord(ctx context.Context, revisionID uuid.UUID, by actor.Actor, bytes int64, complete bool) error {
	p := sqlc.PortalFileDownloadCreateParams{RevisionID: revisionID, Bytes: bytes, Complete: complete}
	if by.IsStaff() {
		p.StaffUserID = &by.ID
	} else {
		p.ClientUserID = &by.ID
	}
	return s.q.PortalFileDownloadCreate(ctx, p)
}

func (s *Files) DownloadList(ctx context.Context, fileID uuid.UUID) ([]*portal.Download, error) {
	if _, err := s.q.PortalFileGet(ctx, fileID); err != nil {
		return nil, database.Translate(err, database.Errors{NoRows: portal.ErrFileNotFound})
	}
	rows, err := s.q.PortalFileDownloadListByFile(ctx, fileID)
	if err != nil {
		return nil, err
	}
	out := make([]*portal.Download, len(rows))
	for i, r := range rows {
		out[i] = &portal.Download{
			RevisionId: r.RevisionID.String(), RevisionNumber: r.RevisionNumber, Who: r.Who, Staff: r.StaffUserID != nil,
			Bytes: r.Bytes, Complete: r.Complete, CreateTime: ts(r.CreateTime),
		}
	}
	return out, nil
}

func (s *Files) EstimateFiles(ctx context.Context, estimateID uuid.UUID) ([]portal.EstimateFile, error) {
	req, err := s.q.EstimateRequestGet(ctx, estimateID)
	if err != nil {
		return nil, database.Translate(err, database.Errors{NoRows: portal.ErrEstimateNotFound})
	}
	ups, err := s.q.ResumableUploadListByEstimate(ctx, &estimateID)
	if err != nil {
		return nil, err
	}
	out := make([]portal.EstimateFile, len(ups))
	for i, u := range ups {
		out[i] = portal.EstimateFile{UploadID: u.ID, Name: u.Name, Size: u.Size, SHA256: u.Sha256,
			UploaderName: req.EstimateRequest.Name + " (" + req.EstimateRequest.Reference + ")"}
	}
	return out, nil
}

// carryFiles puts a conversion's copied files in the project's EstimateFolder, in the
// conversion's transaction.
func carryFiles(ctx context.Context, q *sqlc.Queries, projectID uuid.UUID, files []portal.CarriedFile) error {
	if len(files) == 0 {
		return nil
	}
	folder, err := q.PortalFolderEnsure(ctx, sqlc.PortalFolderEnsureParams{ProjectID: projectID, Name: portal.EstimateFolder})
	if err != nil {
		return err
	}
	for _, f := range files {
		file, err := q.PortalFileNextRevision(ctx, sqlc.PortalFileNextRevisionParams{FolderID: folder, Name: f.Name})
		if err != nil {
			return err
		}
		if _, err := q.PortalFileRevisionCreate(ctx, sqlc.PortalFileRevisionCreateParams{
			FileID: file.ID, Number: file.LastRevision, Size: f.Size, Sha256: f.SHA256, ContentType: f.ContentType,
			BlobKey: f.BlobKey, UploaderKind: string(portal.UploaderEstimate), UploaderName: f.UploaderName,
		}); err != nil {
			return err
		}
	}
	return nil
}
