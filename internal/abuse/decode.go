package abuse

import (
	"encoding/base64"
	"encoding/json"

	altcha "github.com/altcha-org/altcha-lib-go"
)

// decode reads the widget's payload: base64 of the JSON solution.
func decode(payload string) (altcha.Payload, error) {
	var p altcha.Payload
	raw, err := base64.StdEncoding.DecodeString(payload)
	if err != nil {
		return p, err
	}
	return p, json.Unmarshal(raw, &p)
}
