package app

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/gusset/gusset/internal/casestudy"
	"github.com/gusset/gusset/webapp"
)

// servicePages are the site's service pages (/services/{slug} in
// webapp/src/config/pages.json, in its order): the pages a case study may name.
func servicePages() ([]casestudy.Page, error) {
	var file struct {
		Pages json.RawMessage `json:"pages"`
	}
	if err := json.Unmarshal(webapp.Pages, &file); err != nil {
		return nil, fmt.Errorf("pages.json: %w", err)
	}
	// The pages object is read token by token: its order is the site's.
	dec := json.NewDecoder(bytes.NewReader(file.Pages))
	if _, err := dec.Token(); err != nil {
		return nil, fmt.Errorf("pages.json pages: %w", err)
	}
	var out []casestudy.Page
	for dec.More() {
		key, err := dec.Token()
		if err != nil {
			return nil, fmt.Errorf("pages.json pages: %w", err)
		}
		var entry struct {
			Name string `json:"name"`
		}
		if err := dec.Decode(&entry); err != nil {
			return nil, fmt.Errorf("pages.json pages: %w", err)
		}
		path, _ := key.(string)
		if slug, ok := strings.CutPrefix(path, "/services/"); ok && slug != "" && !strings.ContainsAny(slug, ":/?") {
			out = append(out, casestudy.Page{Slug: slug, Name: entry.Name})
		}
	}
	return out, nil
}
