package sitetest

import (
	"archive/zip"
	"bytes"
	"testing"
)

// The type a Word résumé is stored and served with, and the refusal of a file that is not one.
const (
	DOCXType      = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
	ResumeRefusal = "Please upload a PDF or Word file (DOC or DOCX)"
)

const wordDocumentXML = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Jane Doe, steel detailer</w:t></w:r></w:p></w:body></w:document>`

// DOCXBytes is a minimal Word document (Word and LibreOffice open it).
func DOCXBytes(t testing.TB) []byte {
	return officePackage(t, "word/document.xml", DOCXType+".main+xml", wordDocumentXML)
}

// XLSXBytes is a minimal Excel workbook.
func XLSXBytes(t testing.TB) []byte {
	return officePackage(t, "xl/workbook.xml", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml",
		`<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets/></workbook>`)
}

// officePackage is an Office Open XML package whose main part is part, of contentType.
func officePackage(t testing.TB, part, contentType, body string) []byte {
	t.Helper()
	return ZipBytes(t, map[string]string{
		"[Content_Types].xml": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
			`<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
			`<Default Extension="xml" ContentType="application/xml"/>` +
			`<Override PartName="/` + part + `" ContentType="` + contentType + `"/></Types>`,
		"_rels/.rels": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
			`<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="` + part + `"/></Relationships>`,
		part: body,
	})
}

// ZipBytes is a ZIP archive of files (name → content).
func ZipBytes(t testing.TB, files map[string]string) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for name, body := range files {
		w, err := zw.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Write([]byte(body)); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}
