package pdfpage

// OnDrawing has f called once each document's drawing has started (after it was opened),
// so a test can stop a drawing that is surely running.
func (r *Renderer) OnDrawing(f func()) { r.drawing = f }

// Peak is the most memory the last document's instance grew to.
func (r *Renderer) Peak() uint64 {
	_, peak := r.mem.state()
	return peak
}
