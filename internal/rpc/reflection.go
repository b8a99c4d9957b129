package rpc

import (
	"fmt"
	"log/slog"

	"connectrpc.com/grpcreflect"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protodesc"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"
	"google.golang.org/protobuf/types/descriptorpb"

	"github.com/gusset/gusset/gen/descriptors"
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

type serviceNames []string

func (n serviceNames) Names() []string { return n }

// newReflector serves reflection for names with documented descriptors, falling back to
// the compiled-in ones (without comments) if the image cannot be read.
func newReflector(names []string, log *slog.Logger) *grpcreflect.Reflector {
	files, err := newDocumentedFiles()
	if err != nil {
		log.Error("reflection without documentation", "err", err)
		return grpcreflect.NewStaticReflector(names...)
	}
	return grpcreflect.NewReflector(serviceNames(names), grpcreflect.WithDescriptorResolver(files))
}
