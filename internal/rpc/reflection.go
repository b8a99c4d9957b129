package rpc

import (
	"fmt"
	"log/slog"
	"net/http"
	"slices"
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

// gatedFiles are what a session that must first take a required step (a new password,
// two-factor set-up) may see: the public files, and the files of the procedures it may
// call (allowedBeforeStep) with their services cut down to those procedures.
type gatedFiles struct {
	publicFiles
	// trimmed are the cut-down files by path, with a registry to find their descriptors.
	trimmed map[string]protoreflect.FileDescriptor
	names   *protoregistry.Files
}

func newGatedFiles(res descriptorResolver, allowed map[string]bool) (gatedFiles, error) {
	g := gatedFiles{publicFiles: publicFiles{res: res}, trimmed: map[string]protoreflect.FileDescriptor{}, names: new(protoregistry.Files)}
	for procedure := range allowed {
		service, _, _ := strings.Cut(strings.TrimPrefix(procedure, "/"), "/")
		d, err := res.FindDescriptorByName(protoreflect.FullName(service))
		if err != nil {
			return gatedFiles{}, fmt.Errorf("%s: %w", procedure, err)
		}
		file := d.ParentFile()
		if g.trimmed[file.Path()] != nil {
			continue
		}
		fdp := protodesc.ToFileDescriptorProto(file)
		fdp.SourceCodeInfo = nil // its paths count the methods dropped below
		for _, sp := range fdp.GetService() {
			prefix := "/" + fdp.GetPackage() + "." + sp.GetName() + "/"
			sp.Method = slices.DeleteFunc(sp.Method, func(m *descriptorpb.MethodDescriptorProto) bool { return !allowed[prefix+m.GetName()] })
		}
		fdp.Service = slices.DeleteFunc(fdp.Service, func(sp *descriptorpb.ServiceDescriptorProto) bool { return len(sp.GetMethod()) == 0 })
		trimmed, err := protodesc.NewFile(fdp, res)
		if err != nil {
			return gatedFiles{}, fmt.Errorf("%s: %w", file.Path(), err)
		}
		if err := g.names.RegisterFile(trimmed); err != nil {
			return gatedFiles{}, err
		}
		g.trimmed[file.Path()] = trimmed
	}
	return g, nil
}

func (g gatedFiles) FindFileByPath(path string) (protoreflect.FileDescriptor, error) {
	if fd := g.trimmed[path]; fd != nil {
		return fd, nil
	}
	return g.publicFiles.FindFileByPath(path)
}

func (g gatedFiles) FindDescriptorByName(name protoreflect.FullName) (protoreflect.Descriptor, error) {
	if d, err := g.res.FindDescriptorByName(name); err == nil && g.trimmed[d.ParentFile().Path()] != nil {
		return g.names.FindDescriptorByName(name) // a procedure cut out is not found
	}
	return g.publicFiles.FindDescriptorByName(name)
}

// serviceNames lists the services of the trimmed files.
func (g gatedFiles) serviceNames() []string {
	var out []string
	for _, fd := range g.trimmed {
		for i := range fd.Services().Len() {
			out = append(out, string(fd.Services().Get(i).FullName()))
		}
	}
	return out
}

type serviceNames []string

func (n serviceNames) Names() []string { return n }

// reflectors serve reflection to the three kinds of caller.
type reflectors struct {
	// staff list and describe every service; gated sessions (a required step first) the
	// public ones and the procedures they may call; anyone else the public ones.
	staff, gated, anyone *grpcreflect.Reflector
}

// newReflectors serves reflection with documented descriptors (falling back to the
// compiled-in ones, without comments, if the image cannot be read): one reflector for
// staff, listing and describing names, one for a session that must first take a required
// step, and one for everyone else, limited to the public services and infrastructure.
func newReflectors(names []string, log *slog.Logger) reflectors {
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
	r := reflectors{
		staff:  grpcreflect.NewReflector(serviceNames(names), grpcreflect.WithDescriptorResolver(files)),
		anyone: grpcreflect.NewReflector(serviceNames(publicNames), grpcreflect.WithDescriptorResolver(publicFiles{res: files})),
	}
	gated, err := newGatedFiles(files, allowedBeforeStep)
	if err != nil {
		// The procedures are compiled in: reaching this is a bug. Such a session then sees
		// what anyone sees.
		log.Error("reflection for sessions with a required step", "err", err)
		r.gated = r.anyone
		return r
	}
	r.gated = grpcreflect.NewReflector(serviceNames(append(publicNames, gated.serviceNames()...)), grpcreflect.WithDescriptorResolver(gated))
	return r
}

// reflectionBySession serves reflection of the whole API to a staff session (grpcurl
// -H 'Authorization: Bearer …'), of what it may call to a session that must first change
// its password or set up two-factor sign-in, and of the public API to anyone else.
func reflectionBySession(a *auth.Service, staff, gated, anyone http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if token := auth.BearerToken(r.Header.Get("Authorization")); token != "" {
			if session, err := a.Authenticate(r.Context(), token); err == nil {
				if a.Gate(session.User) != nil {
					gated.ServeHTTP(w, r)
					return
				}
				staff.ServeHTTP(w, r)
				return
			}
		}
		anyone.ServeHTTP(w, r)
	})
}
