package followup

// The kinds staff follow up. Adding one is this line and, in its table's migration, the
// trigger line that keeps its follow-up:
//
//	CREATE TRIGGER follow_up AFTER INSERT OR UPDATE OF status, create_time, delete_time OR DELETE
//	    ON rfis FOR EACH ROW EXECUTE FUNCTION follow_up_track('rfi');
//
// (the table needs id, status, create_time and delete_time columns).
var (
	Application = Register(Kind{Name: "application", Table: "applications", Noun: "applicant",
		Path: "/admin/applicants", NotesRespond: true, Closed: []string{"HIRED", "REJECTED"}})
	Estimate = Register(Kind{Name: "estimate", Table: "estimate_requests", Noun: "estimate request from",
		Path: "/admin/estimates/{id}", NotesRespond: true, Closed: []string{"WON", "LOST", "DECLINED"}})
	Contact = Register(Kind{Name: "contact", Table: "contact_messages", Noun: "message from",
		Path: "/admin/connect-info?message={id}", Closed: []string{"closed"}})
)
