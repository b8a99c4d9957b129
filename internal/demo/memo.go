package demo

import "sync"

// drawn keeps every file the demo drew for the rest of the process (about 3 MB): the
// pictures are the same for the same arguments, and a process that loads the demo more
// than once (the backup tests load it into four sites; under the race detector a load's
// drawing takes half a minute) draws them once.
var drawn sync.Map

type file struct {
	body []byte
	ext  string
}

// once answers the file made for key, making it the first time.
func once(key any, build func() ([]byte, string, error)) ([]byte, string, error) {
	if f, ok := drawn.Load(key); ok {
		return f.(file).body, f.(file).ext, nil
	}
	body, ext, err := build()
	if err != nil {
		return nil, "", err
	}
	drawn.Store(key, file{body, ext})
	return body, ext, nil
}

type pictureKey struct {
	kind  picture
	seed  uint64
	w, h  int
	sheet sheetInfo
}

// file is encode, once per process.
func (k picture) file(seed uint64, w, h int, info sheetInfo) ([]byte, string, error) {
	return once(pictureKey{k, seed, w, h, info}, func() ([]byte, string, error) { return k.encode(seed, w, h, info) })
}

// portfolioFile is portfolioSheet, once per process (an item is keyed by its title).
func portfolioFile(it portfolioItem) ([]byte, error) {
	body, _, err := once("portfolio "+it.title, func() ([]byte, string, error) {
		b, err := portfolioSheet(it)
		return b, ".pdf", err
	})
	return body, err
}
