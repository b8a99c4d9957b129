package render

import (
	"encoding/json"
	"fmt"
)

// decodePage reads gussetRender's answer.
func decodePage(s string) (Page, error) {
	var p Page
	if err := json.Unmarshal([]byte(s), &p); err != nil {
		return Page{}, fmt.Errorf("render: reading the bundle's answer: %w", err)
	}
	return p, nil
}
