package audit

import (
	"encoding/json"
	"strconv"
	"strings"
	"unicode"
)

// documentChanges words a change of a JSON document column (the site settings' one row)
// field by field — "phones (USA) display: +1 555 0100 → +1 555 0199" — and reports false
// when either side is no object. Lists of objects name each element by its label (or name,
// or network), else by its place; a field one side lacks reads "(empty)" there.
func documentChanges(col string, v struct{ Old, New json.RawMessage }, in wording) ([]Change, bool) {
	var before, after map[string]any
	if json.Unmarshal(v.Old, &before) != nil || json.Unmarshal(v.New, &after) != nil || before == nil || after == nil {
		return nil, false
	}
	prefix := ""
	if col != "document" { // the one document column needs no name of its own
		prefix = fieldWords(col)
	}
	was, is := map[string]json.RawMessage{}, map[string]json.RawMessage{}
	flatten(prefix, before, was)
	flatten(prefix, after, is)
	var out []Change
	for field, old := range was {
		if now, ok := is[field]; !ok || string(now) != string(old) {
			out = append(out, Change{Field: field, Before: valueWords(old, in), After: valueWords(is[field], in)})
		}
	}
	for field, now := range is {
		if _, ok := was[field]; !ok {
			out = append(out, Change{Field: field, Before: "(empty)", After: valueWords(now, in)})
		}
	}
	return out, true
}

// flatten puts each leaf of v into out under its path in words.
func flatten(path string, v any, out map[string]json.RawMessage) {
	switch v := v.(type) {
	case map[string]any:
		for k, x := range v {
			flatten(join(path, camelWords(k)), x, out)
		}
	case []any:
		if len(v) == 0 {
			out[path] = json.RawMessage(`""`)
		}
		allScalar := true
		for _, x := range v {
			if _, ok := x.(map[string]any); ok {
				allScalar = false
			}
		}
		if allScalar {
			// A list of words (an address's street lines) reads as one value.
			parts := make([]string, len(v))
			for i, x := range v {
				raw, _ := json.Marshal(x)
				parts[i] = strings.Trim(string(raw), `"`)
			}
			raw, _ := json.Marshal(strings.Join(parts, ", "))
			out[path] = raw
			return
		}
		for i, x := range v {
			flatten(path+" ("+elementName(x, i)+")", x, out)
		}
	default:
		raw, _ := json.Marshal(v)
		out[path] = raw
	}
}

func elementName(x any, i int) string {
	if m, ok := x.(map[string]any); ok {
		for _, k := range []string{"label", "name", "network"} {
			if s, ok := m[k].(string); ok && s != "" {
				return s
			}
		}
	}
	return strconv.Itoa(i + 1)
}

func join(path, field string) string {
	if path == "" {
		return field
	}
	return path + " " + field
}

// camelWords is a document's key in words: "postalCode" reads "postal code".
func camelWords(key string) string {
	var b strings.Builder
	for i, r := range key {
		if unicode.IsUpper(r) && i > 0 {
			b.WriteByte(' ')
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return strings.ReplaceAll(b.String(), "_", " ")
}
