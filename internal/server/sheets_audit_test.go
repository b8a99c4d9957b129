package server_test

import "github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"

// A sheet's history reads only (TestEveryStaffWriteIsAudited).
func init() {
	readOnlyStaffProcedures[adminv1connect.SheetAdminServiceGetSheetAdminProcedure] = true
}
