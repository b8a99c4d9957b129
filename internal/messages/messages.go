// Package messages writes the interface's messages on the server (mails, a notification's
// sentence) from the web app's catalogues, embedded by scripts/gen-catalogues: a sentence
// the browser and the server both say is written once, in its catalogue, in each language.
//
// As the browser's English writer (webapp/src/lib/i18n/english.ts), it writes literal text
// and {argument}s; a message with plurals or selects is not for the server.
package messages

import (
	"encoding/json"
	"fmt"
	"regexp"

	"github.com/gusset/gusset/gen/catalogues"
)

// Lang is a language the catalogues hold.
type Lang string

// The languages.
const (
	English Lang = "en-US"
	French  Lang = "fr-CA"
)

type catalogue map[string]struct {
	DefaultMessage string `json:"defaultMessage"`
}

var texts = map[Lang]catalogue{English: load(catalogues.English), French: load(catalogues.French)}

func load(b []byte) catalogue {
	var c catalogue
	if err := json.Unmarshal(b, &c); err != nil {
		// The catalogues are generated and checked in CI; a broken one is a build defect.
		panic(fmt.Sprintf("messages: a catalogue does not parse: %v", err))
	}
	return c
}

var argument = regexp.MustCompile(`\{(\w+)\}`)

// Has reports whether the English catalogue holds id.
func Has(id string) bool {
	_, ok := texts[English][id]
	return ok
}

// Text writes message id in lang with values for its {arguments}: the English text when
// lang's catalogue lacks it (as the browser does), and the id itself when no catalogue has
// it (a test catches that: Has).
func Text(lang Lang, id string, values map[string]string) string {
	m, ok := texts[lang][id]
	if !ok {
		if m, ok = texts[English][id]; !ok {
			return id
		}
	}
	return argument.ReplaceAllStringFunc(m.DefaultMessage, func(a string) string {
		if v, ok := values[a[1:len(a)-1]]; ok {
			return v
		}
		return a
	})
}

// The choices of language a person makes, as stored and sent ("en", "fr-CA"): the
// catalogue's tag for French, the bare language for English.
const (
	ChoiceEnglish = "en"
	ChoiceFrench  = "fr-CA"
)

// IsChoice reports whether tag is a language a person may choose.
func IsChoice(tag string) bool { return tag == ChoiceEnglish || tag == ChoiceFrench }

// Of is the language a person's choice is written in: French for "fr-CA", English for
// anything else (no choice yet included).
func Of(choice string) Lang {
	if choice == ChoiceFrench {
		return French
	}
	return English
}
