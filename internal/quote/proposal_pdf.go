package quote

import (
	"bytes"
	"context"
	"strings"

	"github.com/google/uuid"
)

// ProposalPDFPrefix starts the address of a proposal's PDF: ProposalPDFPrefix + token +
// "/pdf". The token authorizes it as it does the page, so the requester downloads it
// without an account.
const ProposalPDFPrefix = "/proposals/"

// proposalPDFPath is the PDF's address for revision id.
func (s *Service) proposalPDFPath(id uuid.UUID) string {
	return ProposalPDFPrefix + s.Token(id) + "/pdf"
}

// ProposalPDF is the PDF a link names (with the certificate page once accepted) and its
// file name; a superseded revision's still reads, as its page does.
func (s *Service) ProposalPDF(ctx context.Context, token string) (string, []byte, error) {
	q, err := s.open(ctx, strings.TrimSpace(token))
	if err != nil {
		return "", nil, err
	}
	var b bytes.Buffer
	if err := s.printer.Proposal(ctx, &b, q); err != nil {
		return "", nil, err
	}
	return pdfName(q), b.Bytes(), nil
}

func pdfName(q *Quote) string {
	return "Proposal " + q.GetNumber() + " rev " + itoa(q.GetRevision()) + ".pdf"
}
