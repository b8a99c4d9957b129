package server_test

import "github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"

// Comparing revisions in TestEveryStaffWriteIsAudited: it writes only derived pictures
// and their row (drawing_comparisons, not audited), the same for whoever asks first.
func init() {
	readOnlyStaffProcedures[adminv1connect.CompareAdminServiceCompareRevisionsAdminProcedure] = true
}
