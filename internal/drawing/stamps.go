package drawing

import (
	"context"
	"strings"

	"github.com/google/uuid"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/portal"
	"github.com/gusset/gusset/internal/validate"
)

// A client organization's stamp set: five statuses, each with what it means to the firm.
// Staff may rename them per organization (the names the stamps print); the statuses and
// their actions are fixed here, because the register's sheet statuses follow them.

type (
	StampSet     = portalv1.StampSet
	Stamp        = portalv1.Stamp
	ReviewStatus = portalv1.ReviewStatus
)

// stampDefault is a status's default name, its action and the sheet status it gives.
type stampDefault struct {
	status ReviewStatus
	label  string
	action portalv1.ReviewAction
	sheet  portalv1.SheetStatus
}

// stampDefaults are the five stamps, in their order.
var stampDefaults = []stampDefault{
	{portalv1.ReviewStatus_REVIEW_STATUS_APPROVED, "Approved", portalv1.ReviewAction_REVIEW_ACTION_PROCEED, portalv1.SheetStatus_SHEET_STATUS_APPROVED},
	{portalv1.ReviewStatus_REVIEW_STATUS_APPROVED_AS_NOTED, "Approved as noted", portalv1.ReviewAction_REVIEW_ACTION_PROCEED_WITH_CORRECTIONS, portalv1.SheetStatus_SHEET_STATUS_APPROVED_AS_NOTED},
	{portalv1.ReviewStatus_REVIEW_STATUS_REVISE_AND_RESUBMIT, "Revise and resubmit", portalv1.ReviewAction_REVIEW_ACTION_RESUBMIT, portalv1.SheetStatus_SHEET_STATUS_REVISE_AND_RESUBMIT},
	{portalv1.ReviewStatus_REVIEW_STATUS_REJECTED, "Rejected", portalv1.ReviewAction_REVIEW_ACTION_REJECT, portalv1.SheetStatus_SHEET_STATUS_REJECTED},
	{portalv1.ReviewStatus_REVIEW_STATUS_FOR_RECORD, "For record only", portalv1.ReviewAction_REVIEW_ACTION_RECORD, portalv1.SheetStatus_SHEET_STATUS_FOR_RECORD},
}

// defaultOf is status's default, if it is one of the five.
func defaultOf(status ReviewStatus) (stampDefault, bool) {
	for _, d := range stampDefaults {
		if d.status == status {
			return d, true
		}
	}
	return stampDefault{}, false
}

// SheetStatusOf is the sheet status a review's status gives (UNSPECIFIED for none).
func SheetStatusOf(status ReviewStatus) portalv1.SheetStatus {
	d, _ := defaultOf(status)
	return d.sheet
}

// MaxStampLabel bounds a stamp's name: it is printed on one line of the box.
const MaxStampLabel = 40

// StampStore keeps the organizations' renamed stamps.
type StampStore interface {
	// StampLabels are the organization's renamed stamps by status; ErrOrganizationNotFound
	// for an unknown organization.
	StampLabels(ctx context.Context, orgID uuid.UUID) (map[ReviewStatus]string, error)
	// StampLabelsSet renames (or, with "", restores) the given stamps in one transaction.
	StampLabelsSet(ctx context.Context, orgID uuid.UUID, labels map[ReviewStatus]string) error
}

// stampSetOf is the five stamps with the organization's names.
func stampSetOf(orgID uuid.UUID, labels map[ReviewStatus]string) *StampSet {
	set := &StampSet{OrganizationId: orgID.String()}
	for _, d := range stampDefaults {
		label := labels[d.status]
		if label == "" {
			label = d.label
		}
		set.Stamps = append(set.Stamps, &Stamp{Status: d.status, Label: label, Action: d.action, DefaultLabel: d.label})
	}
	return set
}

// StampSetOf answers an organization's stamp set (staff).
func (s *Service) StampSetOf(ctx context.Context, organizationID string) (*StampSet, error) {
	org, err := apperr.ParseID(organizationID, portal.ErrOrganizationNotFound)
	if err != nil {
		return nil, err
	}
	labels, err := s.stamps.StampLabels(ctx, org)
	if err != nil {
		return nil, err
	}
	return stampSetOf(org, labels), nil
}

// UpdateStampSet renames an organization's stamps (staff): each named status gets its
// label, "" its default name; statuses left out keep theirs.
func (s *Service) UpdateStampSet(ctx context.Context, in *StampSet) (*StampSet, error) {
	org, err := apperr.ParseID(in.GetOrganizationId(), portal.ErrOrganizationNotFound)
	if err != nil {
		return nil, err
	}
	var v validate.Checker
	labels := map[ReviewStatus]string{}
	for i, st := range in.GetStamps() {
		field := indexed("stamp_set.stamps", i, "")
		d, ok := defaultOf(st.GetStatus())
		if !ok {
			v.Add(field+".status", "Not one of the five stamps")
			continue
		}
		if _, twice := labels[d.status]; twice {
			v.Add(field+".status", "This stamp is named twice")
		}
		label := strings.Join(strings.Fields(st.GetLabel()), " ")
		v.MaxLen(field+".label", "Name", label, MaxStampLabel)
		v.Text(field+".label", label)
		if label == d.label {
			label = "" // the default name is kept as no row
		}
		labels[d.status] = label
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	if err := s.stamps.StampLabelsSet(ctx, org, labels); err != nil {
		return nil, err
	}
	return s.StampSetOf(ctx, org.String())
}
