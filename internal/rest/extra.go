package rest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"strconv"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
)

// The spec's REST shapes are mapped by hand from the messages only where they differ
// (other names, both spellings, enum names without their prefix). A field the spec does
// not know — one the product added, such as a gallery project's tonnage — comes from the
// message as it is: in the JSON under its proto JSON name, left out when not set, and read
// from the form under the same name. So a new field costs no file here.

// mapped names the fields of a message the spec's shape carries by hand (proto names).
type mapped map[protoreflect.Name]bool

func mapping(names ...protoreflect.Name) mapped {
	m := make(mapped, len(names))
	for _, n := range names {
		m[n] = true
	}
	return m
}

// shaped is an entity in the spec's JSON shape, followed by the set fields of its message
// the shape does not map.
type shaped[T any] struct {
	spec   T
	msg    proto.Message
	mapped mapped
}

func (s shaped[T]) MarshalJSON() ([]byte, error) {
	spec, err := json.Marshal(s.spec)
	if err != nil {
		return nil, err
	}
	extra, err := s.mapped.extra(s.msg)
	if err != nil || len(extra) == 0 {
		return spec, err
	}
	if !bytes.HasSuffix(spec, []byte("}")) {
		return nil, fmt.Errorf("rest: the spec's shape %T is not a JSON object", s.spec)
	}
	out := append(spec[:len(spec)-1:len(spec)-1], ',')
	return append(append(out, extra...), '}'), nil
}

// extra is the set fields of msg the mapping leaves out, as `"name":value` pairs in field
// order (protojson's values: a float is a number, an enum its name).
func (m mapped) extra(msg proto.Message) ([]byte, error) {
	if msg == nil {
		return nil, nil
	}
	all, err := protojson.Marshal(msg)
	if err != nil {
		return nil, err
	}
	var values map[string]json.RawMessage
	if err := json.Unmarshal(all, &values); err != nil {
		return nil, err
	}
	var out []byte
	fields := msg.ProtoReflect().Descriptor().Fields()
	for i := range fields.Len() {
		fd := fields.Get(i)
		v, ok := values[fd.JSONName()]
		if m[fd.Name()] || !ok {
			continue
		}
		if len(out) > 0 {
			out = append(out, ',')
		}
		key, _ := json.Marshal(fd.JSONName())
		out = append(append(append(out, key...), ':'), bytes.TrimSpace(v)...)
	}
	return out, nil
}

// readExtra sets the fields of in the mapping leaves out from the form's values of the
// same (proto JSON) names; it names the first value that does not parse. Only scalar
// fields can come from a form: lists and messages are left to the RPC.
func (m mapped) readExtra(f form, in proto.Message) error {
	r := in.ProtoReflect()
	fields := r.Descriptor().Fields()
	for i := range fields.Len() {
		fd := fields.Get(i)
		raw := f.get(fd.JSONName())
		if m[fd.Name()] || raw == "" || fd.IsList() || fd.IsMap() {
			continue
		}
		v, err := scalar(fd, raw)
		if err != nil {
			return fmt.Errorf("%s: %w", fd.JSONName(), err)
		}
		r.Set(fd, v)
	}
	return nil
}

func scalar(fd protoreflect.FieldDescriptor, raw string) (protoreflect.Value, error) {
	switch fd.Kind() {
	case protoreflect.StringKind:
		return protoreflect.ValueOfString(raw), nil
	case protoreflect.BoolKind:
		b, err := strconv.ParseBool(raw)
		return protoreflect.ValueOfBool(b), err
	case protoreflect.DoubleKind, protoreflect.FloatKind:
		v, err := strconv.ParseFloat(raw, 64)
		if err != nil {
			// Not a number: the service's validation names the field as for any bad number.
			v = math.NaN()
		}
		if fd.Kind() == protoreflect.FloatKind {
			return protoreflect.ValueOfFloat32(float32(v)), nil
		}
		return protoreflect.ValueOfFloat64(v), nil
	case protoreflect.Int32Kind, protoreflect.Sint32Kind, protoreflect.Sfixed32Kind:
		v, err := strconv.ParseInt(raw, 10, 32)
		return protoreflect.ValueOfInt32(int32(v)), err
	case protoreflect.Int64Kind, protoreflect.Sint64Kind, protoreflect.Sfixed64Kind:
		v, err := strconv.ParseInt(raw, 10, 64)
		return protoreflect.ValueOfInt64(v), err
	case protoreflect.EnumKind:
		if ev := fd.Enum().Values().ByName(protoreflect.Name(raw)); ev != nil {
			return protoreflect.ValueOfEnum(ev.Number()), nil
		}
		return protoreflect.Value{}, fmt.Errorf("unknown value %q", raw)
	default:
		return protoreflect.Value{}, fmt.Errorf("not a form value (%s)", fd.Kind())
	}
}

// keepExtra fills the fields of in the mapping leaves out and the form did not set from
// the current entity's field of the same name: the spec's own forms have none of them, and
// an edit through them keeps what staff gave.
func (m mapped) keepExtra(in, current proto.Message) {
	r, cur := in.ProtoReflect(), current.ProtoReflect()
	fields := r.Descriptor().Fields()
	for i := range fields.Len() {
		fd := fields.Get(i)
		if m[fd.Name()] || r.Has(fd) || fd.IsList() || fd.IsMap() {
			continue
		}
		from := cur.Descriptor().Fields().ByName(fd.Name())
		if from == nil || from.Kind() != fd.Kind() || from.Cardinality() != fd.Cardinality() || !cur.Has(from) {
			continue
		}
		r.Set(fd, cur.Get(from))
	}
}
