package rpc

import (
	"context"
	"fmt"

	"connectrpc.com/connect"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/known/timestamppb"

	"github.com/gusset/gusset/internal/validate"
)

// textInterceptor refuses any request whose string fields hold a NUL character, or whose
// times are outside years 1–9999, at any depth, with a field violation, before a handler
// sees it. (Invalid UTF-8 never gets this far: protobuf refuses it while decoding, naming
// the field.) One check here covers every method, present and future, instead of one per
// handler.
type textInterceptor struct{}

func (textInterceptor) WrapUnary(next connect.UnaryFunc) connect.UnaryFunc {
	return func(ctx context.Context, req connect.AnyRequest) (connect.AnyResponse, error) {
		if !req.Spec().IsClient {
			if msg, ok := req.Any().(interface{ ProtoReflect() protoreflect.Message }); ok {
				var c validate.Checker
				checkText(&c, "", msg.ProtoReflect())
				if err := c.Err(); err != nil {
					return nil, err
				}
			}
		}
		return next(ctx, req)
	}
}

func (textInterceptor) WrapStreamingClient(next connect.StreamingClientFunc) connect.StreamingClientFunc {
	return next
}

func (textInterceptor) WrapStreamingHandler(next connect.StreamingHandlerFunc) connect.StreamingHandlerFunc {
	return next
}

// checkText walks m's populated fields; prefix is the path of m ("" at the top).
func checkText(c *validate.Checker, prefix string, m protoreflect.Message) {
	m.Range(func(fd protoreflect.FieldDescriptor, v protoreflect.Value) bool {
		name := string(fd.Name())
		if prefix != "" {
			name = prefix + "." + name
		}
		switch {
		case fd.IsList():
			list := v.List()
			for i := range list.Len() {
				checkValue(c, fmt.Sprintf("%s[%d]", name, i), fd, list.Get(i))
			}
		case fd.IsMap():
			v.Map().Range(func(k protoreflect.MapKey, mv protoreflect.Value) bool {
				c.Text(name, k.String())
				checkValue(c, fmt.Sprintf("%s[%s]", name, k.String()), fd.MapValue(), mv)
				return true
			})
		default:
			checkValue(c, name, fd, v)
		}
		return true
	})
}

func checkValue(c *validate.Checker, name string, fd protoreflect.FieldDescriptor, v protoreflect.Value) {
	switch fd.Kind() {
	case protoreflect.StringKind:
		c.Text(name, v.String())
	case protoreflect.MessageKind, protoreflect.GroupKind:
		if ts, ok := v.Message().Interface().(*timestamppb.Timestamp); ok {
			// Years 1–9999 only (as JSON allows): the binary encodings carry any number,
			// which PostgreSQL would refuse as out of range with an internal error.
			c.Check(ts.CheckValid() == nil, name, "This time is out of range")
			return
		}
		checkText(c, name, v.Message())
	}
}
