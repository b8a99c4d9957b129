package rpc

import "testing"

func TestAccessIsDecidedByTheServicesPackage(t *testing.T) {
	tests := []struct {
		name      string
		procedure string
		want      access
	}{
		{"sign-in is public", "/gusset.auth.v1.AuthService/Login", public},
		{"a public site service is public", "/gusset.site.v1.JobService/ListJobs", public},
		{"a staff service needs a session", "/gusset.admin.v1.StaffService/ListStaff", staffOnly},
		{"a package nobody listed needs a session", "/gusset.billing.v1.InvoiceService/List", staffOnly},
		{"a look-alike package is not public", "/gusset.site.v1x.JobService/ListJobs", staffOnly},
		{"a malformed procedure needs a session", "nonsense", staffOnly},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := accessOf(tt.procedure); got != tt.want {
				t.Errorf("accessOf(%q) = %v, want %v", tt.procedure, got, tt.want)
			}
		})
	}
}
