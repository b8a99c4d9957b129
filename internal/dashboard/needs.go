package dashboard

import "context"

// Needs are what waits on someone at the firm, which the dashboard shows before its
// counts: new estimate requests nobody took, client messages nobody answered, RFIs in the
// firm's court and sheets that came back to be revised.
type Needs struct {
	UnassignedEstimates int32
	UnansweredThreads   int32
	RfisWithFirm        int32
	SheetsToRevise      int32
}

// NeedsStore reads Needs in one snapshot.
type NeedsStore interface {
	Needs(ctx context.Context) (Needs, error)
}

// Needs returns what waits on someone at the firm.
func (s *Service) Needs(ctx context.Context) (Needs, error) {
	return s.store.Needs(ctx)
}
