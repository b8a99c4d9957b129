package server_test

import "github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"

// The drawing clock's and printed documents' staff procedures read only: they are in
// TestEveryStaffWriteIsAudited as such.
func init() {
	for _, p := range []string{
		adminv1connect.DrawingStatsServiceGetDrawingStatsProcedure,
		adminv1connect.DrawingStatsServiceGetDrawingSnapshotAdminProcedure,
		adminv1connect.DrawingDocumentAdminServiceGetCoverSheetUrlAdminProcedure,
		adminv1connect.DrawingDocumentAdminServiceExportSheetsPdfProcedure,
	} {
		readOnlyStaffProcedures[p] = true
	}
}
