package portalpg

import (
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgtype"
	"google.golang.org/protobuf/types/known/timestamppb"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/portal"
)

// The columns keep the enums' names without their prefixes ("DETAILING", "CLIENT"), dates
// as dates and ids as uuids; the messages carry enums, "YYYY-MM-DD" and strings.

const (
	statusPrefix = "PROJECT_STATUS_"
	ballPrefix   = "BALL_IN_COURT_"
)

func statusOf(s string) portal.Status {
	return portal.Status(portalv1.ProjectStatus_value[statusPrefix+s])
}
func statusText(s portal.Status) string {
	return strings.TrimPrefix(s.String(), statusPrefix)
}

func ballOf(s string) portal.Ball   { return portal.Ball(portalv1.BallInCourt_value[ballPrefix+s]) }
func ballText(b portal.Ball) string { return strings.TrimPrefix(b.String(), ballPrefix) }

func dateOf(d pgtype.Date) string { return portal.FormatDate(d.Time) }

// dateParam is a date the service checked.
func dateParam(s string) (pgtype.Date, error) {
	t, err := time.Parse(time.DateOnly, s)
	return pgtype.Date{Time: t, Valid: err == nil}, err
}

func idText(id *uuid.UUID) string {
	if id == nil {
		return ""
	}
	return id.String()
}

func ts(t time.Time) *timestamppb.Timestamp { return timestamppb.New(t) }
