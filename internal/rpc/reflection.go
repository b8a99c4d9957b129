package rpc

import (
	"fmt"
	"log/slog"
	"net/http"
	"strings"

	"connectrpc.com/grpcreflect"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protodesc"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"
	"google.golang.org/protobuf/types/descriptorpb"

	// connect-go's health and reflection handlers carry their descriptors under a private
	// package name (connectext.grpc…), so reflection could list them but not describe
	// them, and grpcurl could not call them. grpc-go's generated packages register the
	// real grpc.health.v1 and grpc.reflection descriptors (grpc-go is linked already).
	_ "google.golang.org/grpc/health/grpc_health_v1"
	_ "google.golang.org/grpc/reflection/grpc_reflection_v1"
	_ "google.golang.org/grpc/reflection/grpc_reflection_v1alpha"

	"github.com/gusset/gusset/gen/descriptors"
	"github.com/gusset/gusset/internal/auth"
)

// documentedFiles resolves Gusset's descriptors from the buf image, which keeps the
// .proto comments (the compiled-in descriptors drop them), and everything else (health,
// reflection) from the global registry.
type documentedFiles struct {
	own *protoregistry.Files
}

func newDocumentedFiles() (documentedFiles, error) {
	var set descriptorpb.FileDescriptorSet
	if err := proto.Unmarshal(descriptors.Image, &set); err != nil {
		return documentedFiles{}, fmt.Errorf("descriptor image: %w", err)
	}
	files, err := protodesc.NewFiles(&set)
	if err != nil {
		return documentedFiles{}, fmt.Errorf("descriptor image: %w", err)
	}
	return documentedFiles{own: files}, nil
}

func (d documentedFiles) FindFileByPath(path string) (protoreflect.FileDescriptor, error) {
	if fd, err := d.own.FindFileByPath(path); err == nil {
		return fd, nil
	}
	return protoregistry.GlobalFiles.FindFileByPath(path)
}

func (d documentedFiles) FindDescriptorByName(name protoreflect.FullName) (protoreflect.Descriptor, error) {
	if desc, err := d.own.FindDescriptorByName(name); err == nil {
		return desc, nil
	}
	return protoregistry.GlobalFiles.FindDescriptorByName(name)
}

// publicFiles hides the staff API: a caller without a staff session can neither list
// nor describe what it cannot call.
type publicFiles struct {
	res descriptorResolver
}

type descriptorResolver interface {
	FindFileByPath(string) (protoreflect.FileDescriptor, error)
	FindDescriptorByName(protoreflect.FullName) (protoreflect.Descriptor, error)
}

func (p publicFiles) FindFileByPath(path string) (protoreflect.FileDescriptor, error) {
	fd, err := p.res.FindFileByPath(path)
	if err != nil {
		return nil, err
	}
	if !visibleToAnyone(string(fd.Package())) {
		return nil, protoregistry.NotFound
	}
	return fd, nil
}

func (p publicFiles) FindDescriptorByName(name protoreflect.FullName) (protoreflect.Descriptor, error) {
	d, err := p.res.FindDescriptorByName(name)
	if err != nil {
		return nil, err
	}
	if !visibleToAnyone(string(d.ParentFile().Package())) {
		return nil, protoregistry.NotFound
	}
	return d, nil
}

// visibleToAnyone: Gusset's public packages, and the packages of health, reflection and
// the well-known types that the public files import.
func visibleToAnyone(pkg string) bool {
	return !strings.HasPrefix(pkg, "gusset.") || packageAccess[pkg] == public
}

type serviceNames []string

func (n serviceNames) Names() []string { return n }

// newReflectors serves reflection with documented descriptors (falling back to the
// compiled-in ones, without comments, if the image cannot be read): one reflector for
// staff, listing and describing names, and one for everyone else, limited to the public
// services and infrastructure.
func newReflectors(names []string, log *slog.Logger) (staff, anyone *grpcreflect.Reflector) {
	var files descriptorResolver = protoregistry.GlobalFiles
	if documented, err := newDocumentedFiles(); err != nil {
		log.Error("reflection without documentation", "err", err)
	} else {
		files = documented
	}
	var publicNames []string
	for _, n := range names {
		if visibleToAnyone(n[:max(strings.LastIndex(n, "."), 0)]) {
			publicNames = append(publicNames, n)
		}
	}
	staff = grpcreflect.NewReflector(serviceNames(names), grpcreflect.WithDescriptorResolver(files))
	anyone = grpcreflect.NewReflector(serviceNames(publicNames), grpcreflect.WithDescriptorResolver(publicFiles{res: files}))
	return staff, anyone
}

// reflectionBySession serves reflection of the whole API to a staff session (grpcurl
// -H 'Authorization: Bearer …') and of the public API to anyone else.
func reflectionBySession(a *auth.Service, staff, anyone http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if token := auth.BearerToken(r.Header.Get("Authorization")); token != "" {
			if _, err := a.Authenticate(r.Context(), token); err == nil {
				staff.ServeHTTP(w, r)
				return
			}
		}
		anyone.ServeHTTP(w, r)
	})
}
