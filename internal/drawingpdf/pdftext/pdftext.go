// Package pdftext reads back the text a PDF shows: the strings of the text-showing
// operators (Tj, TJ, ' and ") in every content stream of the file, pages and forms
// alike (a stamp is a form drawn on the page). It is how the tests of the PDF packages
// check what a written or stamped file says, in pure Go, through a parser (pdfcpu's)
// other than the code that wrote the file.
//
// It reads simple fonts' bytes as Latin-1, which is what the core fonts used here write
// for ASCII; it is not a general text extractor (no font encodings, no layout).
package pdftext

import (
	"fmt"
	"io"
	"strings"

	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/types"
)

func init() { api.DisableConfigDir() } // no configuration written into the user's home

// Strings answers every string the PDF read from r shows, in the order of the file's
// objects and, within a stream, of its operators.
func Strings(r io.ReadSeeker) ([]string, error) {
	conf := model.NewDefaultConfiguration()
	ctx, err := api.ReadContext(r, conf)
	if err != nil {
		return nil, fmt.Errorf("read the PDF: %w", err)
	}
	var out []string
	for nr := 0; nr <= ctx.XRefTable.MaxObjNr; nr++ {
		entry, ok := ctx.XRefTable.Table[nr]
		if !ok || entry.Free {
			continue
		}
		sd, ok := entry.Object.(types.StreamDict)
		if !ok {
			continue
		}
		if err := sd.Decode(); err != nil {
			continue // an image in a format not decoded here: it shows no text
		}
		out = append(out, shown(sd.Content)...)
	}
	return out, nil
}

// Text is Strings joined by new lines.
func Text(r io.ReadSeeker) (string, error) {
	s, err := Strings(r)
	return strings.Join(s, "\n"), err
}

// shown answers the strings content's text-showing operators show.
func shown(content []byte) []string {
	var out, operands []string
	for i := 0; i < len(content); {
		c := content[i]
		switch {
		case c == '(':
			s, n := literal(content[i:])
			operands = append(operands, s)
			i += n
		case c == '<' && i+1 < len(content) && content[i+1] != '<':
			s, n := hex(content[i:])
			operands = append(operands, s)
			i += n
		case c == '%':
			for i < len(content) && content[i] != '\n' && content[i] != '\r' {
				i++
			}
		case isRegular(c):
			j := i
			for j < len(content) && isRegular(content[j]) {
				j++
			}
			word := string(content[i:j])
			i = j
			if !isOperator(word) {
				continue
			}
			switch word {
			case "Tj", "'", "\"":
				if len(operands) > 0 {
					out = append(out, operands[len(operands)-1])
				}
			case "TJ":
				out = append(out, strings.Join(operands, ""))
			}
			operands = operands[:0]
		default:
			i++
		}
	}
	return out
}

// isOperator tells an operator from a number or a name (both operands).
func isOperator(w string) bool {
	c := w[0]
	return c != '/' && c != '-' && c != '+' && c != '.' && (c < '0' || c > '9')
}

// isRegular is PDF's regular character: neither white space nor a delimiter. A name's
// leading slash counts as regular here, so that a name reads as one word.
func isRegular(c byte) bool {
	return !strings.ContainsRune(" \t\r\n\f\x00()<>[]{}%", rune(c))
}

// literal reads the literal string at the start of b, answering its text and length.
func literal(b []byte) (string, int) {
	var s []rune
	depth := 0
	for i := 0; i < len(b); i++ {
		c := b[i]
		switch {
		case c == '\\' && i+1 < len(b):
			i++
			switch e := b[i]; e {
			case 'n':
				s = append(s, '\n')
			case 'r':
				s = append(s, '\r')
			case 't':
				s = append(s, '\t')
			case 'b', 'f':
			case '0', '1', '2', '3', '4', '5', '6', '7':
				v, k := 0, 0
				for ; k < 3 && i+k < len(b) && b[i+k] >= '0' && b[i+k] <= '7'; k++ {
					v = v*8 + int(b[i+k]-'0')
				}
				i += k - 1
				s = append(s, rune(v&0xff))
			case '\r', '\n':
			default:
				s = append(s, rune(e))
			}
		case c == '(':
			if depth > 0 {
				s = append(s, '(')
			}
			depth++
		case c == ')':
			depth--
			if depth == 0 {
				return string(s), i + 1
			}
			s = append(s, ')')
		default:
			s = append(s, rune(c)) // Latin-1
		}
	}
	return string(s), len(b)
}

// hex reads the hexadecimal string at the start of b, answering its text and length.
func hex(b []byte) (string, int) {
	var s []rune
	v, half := 0, false
	for i := 1; i < len(b); i++ {
		c := b[i]
		var d int
		switch {
		case c == '>':
			if half {
				s = append(s, rune(v<<4))
			}
			return string(s), i + 1
		case c >= '0' && c <= '9':
			d = int(c - '0')
		case c >= 'a' && c <= 'f':
			d = int(c-'a') + 10
		case c >= 'A' && c <= 'F':
			d = int(c-'A') + 10
		default:
			continue
		}
		if half {
			s = append(s, rune(v<<4|d))
		} else {
			v = d
		}
		half = !half
	}
	return string(s), len(b)
}
