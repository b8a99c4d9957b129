package rpc

import (
	"log/slog"
	"net/http"

	"connectrpc.com/connect"
	"connectrpc.com/grpchealth"
	"connectrpc.com/grpcreflect"

	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	"github.com/gusset/gusset/gen/go/gusset/auth/v1/authv1connect"
	"github.com/gusset/gusset/internal/auth"
)

// Services are the domain services the handlers call.
type Services struct {
	Auth *auth.Service
}

// maxMessageBytes caps a decoded request: RPC messages are small; files go through the
// upload endpoint.
const maxMessageBytes = 1 << 20

// Mount registers every Connect service, gRPC reflection (v1 and v1alpha) and
// grpc.health.v1 on mux. The Connect services answer the Connect, gRPC and gRPC-Web
// protocols on the same paths.
func Mount(mux *http.ServeMux, s Services, health grpchealth.Checker, log *slog.Logger) {
	opts := []connect.HandlerOption{
		connect.WithInterceptors(&authInterceptor{auth: s.Auth, log: log}),
		connect.WithReadMaxBytes(maxMessageBytes),
	}
	mux.Handle(authv1connect.NewAuthServiceHandler(&authHandler{auth: s.Auth}, opts...))
	mux.Handle(adminv1connect.NewStaffServiceHandler(&staffHandler{auth: s.Auth}, opts...))

	reflector := grpcreflect.NewStaticReflector(authv1connect.AuthServiceName, adminv1connect.StaffServiceName,
		grpchealth.HealthV1ServiceName, grpcreflect.ReflectV1ServiceName, grpcreflect.ReflectV1AlphaServiceName)
	mux.Handle(grpcreflect.NewHandlerV1(reflector))
	mux.Handle(grpcreflect.NewHandlerV1Alpha(reflector))
	mux.Handle(grpchealth.NewHandler(health))
}
