package portal

import (
	"strings"
	"time"

	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/validate"
)

// The checks of what staff and clients write: each answers a trimmed copy of its input
// (never changing the caller's message) or the violations, named by their proto fields.

const dateLayout = time.DateOnly

// FormatDate is a milestone date as the API carries it.
func FormatDate(t time.Time) string { return t.Format(dateLayout) }

// checkProject checks a project's fields; a malformed team id is an unknown staff user.
func checkProject(in *ProjectInput) (*ProjectInput, error) {
	for _, id := range in.GetTeamIds() {
		if _, err := apperr.ParseID(id, ErrStaffNotFound); err != nil {
			return nil, err
		}
	}
	out := &ProjectInput{
		Name: strings.TrimSpace(in.GetName()), JobNumber: strings.TrimSpace(in.GetJobNumber()),
		Location: strings.TrimSpace(in.GetLocation()), Status: in.GetStatus(), TeamIds: in.GetTeamIds(),
	}
	if out.Status == 0 {
		out.Status = StatusEstimating
	}
	var c validate.Checker
	c.Require("name", out.Name, "Name is required")
	c.MaxLen("name", "Name", out.Name, 200)
	c.Require("job_number", out.JobNumber, "Job number is required")
	c.MaxLen("job_number", "Job number", out.JobNumber, 50)
	c.MaxLen("location", "Location", out.Location, 200)
	for _, f := range [][2]string{{"name", out.Name}, {"job_number", out.JobNumber}, {"location", out.Location}} {
		c.Text(f[0], f[1])
	}
	c.Check(out.Status >= StatusEstimating && out.Status <= StatusClosed, "status", "Choose a status")
	return out, c.Err()
}

// checkMilestone checks a milestone's fields; a malformed assignee id is an unknown
// staff user.
func checkMilestone(in *MilestoneInput) (*Milestone, error) {
	if _, err := optionalID(in.GetAssigneeId(), ErrStaffNotFound); err != nil {
		return nil, err
	}
	out := &Milestone{
		Name: strings.TrimSpace(in.GetName()), DueDate: in.GetDueDate(), BallInCourt: in.GetBallInCourt(),
		AssigneeId: in.GetAssigneeId(), Done: in.GetDone(),
	}
	if out.BallInCourt == 0 {
		out.BallInCourt = BallFirm
	}
	var c validate.Checker
	c.Require("name", out.Name, "Name is required")
	c.MaxLen("name", "Name", out.Name, 200)
	c.Text("name", out.Name)
	c.Check(validDate(out.DueDate), "due_date", "Enter the due date as YYYY-MM-DD")
	c.Check(out.BallInCourt == BallFirm || out.BallInCourt == BallClient, "ball_in_court", "Choose who holds the ball")
	return out, c.Err()
}

// validDate reports whether s is a date as the API carries it (which also orders such
// dates as strings).
func validDate(s string) bool {
	_, err := time.Parse(dateLayout, s)
	return err == nil
}

func checkReason(reason string, required bool) (string, error) {
	reason = strings.TrimSpace(reason)
	var c validate.Checker
	if required {
		c.Require("reason", reason, "Say why the date changes")
	}
	c.MaxLen("reason", "Reason", reason, 1000)
	c.Text("reason", reason)
	return reason, c.Err()
}

// checkDeleteReason is the trimmed reason for deleting a milestone (required).
func checkDeleteReason(reason string) (string, error) {
	reason = strings.TrimSpace(reason)
	var c validate.Checker
	c.Require("reason", reason, "Say why the milestone is deleted")
	c.MaxLen("reason", "Reason", reason, 1000)
	c.Text("reason", reason)
	return reason, c.Err()
}
