package rest

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net/http"
	"net/url"
	"strconv"

	"github.com/gusset/gusset/internal/abuse"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/inproc"
	"github.com/gusset/gusset/internal/validate"
)

// form is a decoded request body: text fields, and the upload ids of its file parts.
type form struct {
	values  url.Values
	uploads map[string][]string
}

// relayError is an answer of the upload endpoint passed on to the client as it is.
type relayError struct {
	status int
	body   []byte
}

func (e *relayError) Error() string { return fmt.Sprintf("upload refused (%d)", e.status) }

// readForm decodes a urlencoded, JSON or multipart body. In a multipart body, file parts
// whose field is named in fileKinds stream (never buffered whole) to the upload endpoint
// as that kind. On failure it has answered the client and returns false.
func (s *Shim) readForm(w http.ResponseWriter, r *http.Request, fileKinds map[string]files.Kind) (form, bool) {
	f := form{values: url.Values{}, uploads: map[string][]string{}}
	mediaType, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	var err error
	switch mediaType {
	case "multipart/form-data":
		err = s.readMultipart(r, fileKinds, &f)
	case "application/json":
		err = readJSON(http.MaxBytesReader(w, r.Body, maxFormBytes), f.values)
	case "application/x-www-form-urlencoded", "":
		r.Body = http.MaxBytesReader(w, r.Body, maxFormBytes)
		if err = r.ParseForm(); err == nil {
			f.values = r.PostForm
		}
	default:
		err = fmt.Errorf("unsupported content type %q: send multipart/form-data, JSON or a urlencoded form", mediaType)
	}
	if err == nil {
		err = checkFormText(f.values)
	}
	var relay *relayError
	var verr *validate.Error
	switch {
	case errors.As(err, &verr):
		s.refuse(w, r, err)
		return f, false
	case errors.As(err, &relay):
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		w.WriteHeader(relay.status)
		_, _ = w.Write(relay.body)
		return f, false
	case err != nil:
		s.badRequest(w, r, "malformed request body: "+err.Error())
		return f, false
	}
	return f, true
}

func (s *Shim) readMultipart(r *http.Request, fileKinds map[string]files.Kind, f *form) error {
	mr, err := r.MultipartReader()
	if err != nil {
		return err
	}
	textBudget := int64(maxFormBytes)
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		name := part.FormName()
		if part.FileName() == "" {
			b, err := io.ReadAll(io.LimitReader(part, textBudget+1))
			if err != nil {
				return err
			}
			if textBudget -= int64(len(b)); textBudget < 0 {
				return errors.New("text fields too large")
			}
			f.values.Add(name, string(b))
			continue
		}
		kind, ok := fileKinds[name]
		if !ok {
			return fmt.Errorf("unexpected file field %q", name)
		}
		// A visitor's file needs the form's challenge: the header's, or the altcha field when
		// it came before the file.
		id, err := s.upload(r, kind, part, challengeOf(r, *f))
		if err != nil {
			return err
		}
		noteUpload(r, kind, id)
		f.uploads[name] = append(f.uploads[name], id)
	}
}

// upload streams one file part to POST /uploads/{kind} in-process.
func (s *Shim) upload(r *http.Request, kind files.Kind, part *multipart.Part, challenge string) (string, error) {
	target := inprocBase + "/uploads/" + string(kind) + "?" + url.Values{"name": {part.FileName()}}.Encode()
	req, err := http.NewRequestWithContext(inproc.WithRemoteAddr(r.Context(), r.RemoteAddr), http.MethodPost, target, part)
	if err != nil {
		return "", err
	}
	if h := r.Header.Get("Authorization"); h != "" {
		req.Header.Set("Authorization", h)
	}
	if challenge != "" {
		req.Header.Set(abuse.ChallengeHeader, challenge)
	}
	res, err := s.http.Do(req)
	if err != nil {
		return "", err
	}
	defer res.Body.Close()
	body, err := io.ReadAll(io.LimitReader(res.Body, 64<<10))
	if err != nil {
		return "", err
	}
	if res.StatusCode != http.StatusCreated {
		return "", &relayError{status: res.StatusCode, body: body}
	}
	var out struct{ ID string }
	if err := json.Unmarshal(body, &out); err != nil {
		return "", err
	}
	return out.ID, nil
}

// checkFormText refuses text fields holding invalid UTF-8 or NUL, naming each field.
func checkFormText(values url.Values) error {
	var c validate.Checker
	for name, vs := range values {
		c.Text(name, name)
		for _, v := range vs {
			c.Text(name, v)
		}
	}
	return c.Err()
}

// readJSON flattens a JSON object of scalars into values.
func readJSON(body io.Reader, values url.Values) error {
	var obj map[string]any
	if err := json.NewDecoder(body).Decode(&obj); err != nil {
		return err
	}
	for k, v := range obj {
		switch v := v.(type) {
		case string:
			values.Set(k, v)
		case bool:
			values.Set(k, strconv.FormatBool(v))
		case float64:
			values.Set(k, strconv.FormatFloat(v, 'f', -1, 64))
		case nil:
		default:
			return fmt.Errorf("field %q must be a string, number or boolean", k)
		}
	}
	return nil
}

// first returns the first upload id of field, or "".
func (f form) first(field string) string {
	if ids := f.uploads[field]; len(ids) > 0 {
		return ids[0]
	}
	return ""
}

// get returns the first non-empty value among names (the spec spells some fields two ways).
func (f form) get(names ...string) string {
	for _, n := range names {
		if v := f.values.Get(n); v != "" {
			return v
		}
	}
	return ""
}

// challengeOf is the solved proof-of-work challenge of a public form: the ALTCHA widget's
// own field (altcha), or an X-Altcha header for API clients. The shapes of the spec's
// calls are unchanged; the fields are only read when present.
func challengeOf(r *http.Request, f form) string {
	if v := f.get("altcha"); v != "" {
		return v
	}
	return r.Header.Get(abuse.ChallengeHeader)
}
