package seo

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// member is one key and value of a JSON object.
type member struct {
	key   string
	value json.RawMessage
}

// members is a JSON object's members in the file's order, which a Go map forgets: the
// route table's order is the sitemap's, and the addresses' the structured data's. A key
// given twice is an error, as the app would silently keep only the last.
func members(object json.RawMessage) ([]member, error) {
	dec := json.NewDecoder(bytes.NewReader(object))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return nil, errors.New("want an object")
	}
	var out []member
	seen := map[string]bool{}
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return nil, err
		}
		key := t.(string) // inside an object, a token before a value is its key
		if seen[key] {
			return nil, fmt.Errorf("%s is given twice", key)
		}
		seen[key] = true
		var value json.RawMessage
		if err := dec.Decode(&value); err != nil {
			return nil, fmt.Errorf("%s: %w", key, err)
		}
		out = append(out, member{key, value})
	}
	return out, nil
}

// decodeStrictly decodes data into v, refusing a field v does not have: a misspelt
// field of a hand-edited file is an error, not a setting silently left out.
func decodeStrictly(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	return dec.Decode(v)
}
