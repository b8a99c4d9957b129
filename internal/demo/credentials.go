package demo

import (
	"bytes"
	"context"
	"fmt"
	"image/color"
	"image/png"
	"math"
	"slices"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/files"
)

// CredentialsPage is the page the demo's clients and credentials block goes on (About),
// after its Vision and Mission.
const CredentialsPage = "/our-firm"

// demoClient is a made-up client: its logo is drawn, not anyone's trademark.
type demoClient struct {
	name  string
	mark  color.RGBA
	sides int
}

var demoClients = []demoClient{
	{"Prairie Steel Fabricators", color.RGBA{0x1f, 0x5f, 0x9e, 0xff}, 6},
	{"Northgate Erectors", color.RGBA{0xb4, 0x4c, 0x1e, 0xff}, 3},
	{"Bayou Iron Works", color.RGBA{0x2e, 0x7d, 0x4f, 0xff}, 4},
	{"Great Lakes Structural", color.RGBA{0x5b, 0x3f, 0x8c, 0xff}, 8},
}

// loadCredentials adds a clients and credentials block to the About page and publishes it:
// drawn logos and badges through the media pipeline, testimonials and memberships of
// believable firms, every item marked as demo content (the page tags it so).
func loadCredentials(ctx context.Context, s app.Services) error {
	block := &sitev1.ClientsBlock{}
	for i, c := range demoClients {
		f, err := uploadPNG(ctx, s, fmt.Sprintf("client-logo-%d.png", i+1), drawLogo(c))
		if err != nil {
			return err
		}
		block.Logos = append(block.Logos, &sitev1.ClientLogo{Image: files.PublicPath(f), Alt: c.name, Width: f.Width, Height: f.Height, Demo: true})
	}
	block.Testimonials = []*sitev1.Testimonial{
		{Quote: "Their erection drawings came in two days ahead of every release date, and the RFIs were raised before we even found the conflicts.", Name: "Dana Ruiz", Role: "Project Manager", Company: "Prairie Steel Fabricators", Demo: true},
		{Quote: "We sent a 1,200-ton hospital job on a Friday and had a fixed-scope estimate on Monday morning. The model matched it.", Name: "Mark Olsen", Role: "Chief Estimator", Company: "Bayou Iron Works", Demo: true},
	}
	for i, c := range []struct{ name, issuer, number, acronym string }{
		{"AISC Associate Member", "American Institute of Steel Construction", "", "AISC"},
		{"NISD Certified Company", "National Institute of Steel Detailing", "C-0417", "NISD"},
		{"CISC Associate Member", "Canadian Institute of Steel Construction", "", "CISC"},
	} {
		f, err := uploadPNG(ctx, s, fmt.Sprintf("credential-badge-%d.png", i+1), drawBadge(c.acronym))
		if err != nil {
			return err
		}
		block.Credentials = append(block.Credentials, &sitev1.Credential{Name: c.name, Issuer: c.issuer, Number: c.number,
			Badge: files.PublicPath(f), BadgeAlt: c.acronym + " badge", BadgeWidth: f.Width, BadgeHeight: f.Height, Demo: true})
	}
	page, content, err := s.Pages.Draft(ctx, CredentialsPage)
	if err != nil {
		return fmt.Errorf("demo credentials: %w", err)
	}
	at := min(2, len(content.Blocks))
	content.Blocks = slices.Insert(content.Blocks, at, &sitev1.Block{Id: "clients", Heading: "Trusted by fabricators across North America",
		Body: &sitev1.Block_Clients{Clients: block}})
	if page, err = s.Pages.SaveDraft(ctx, CredentialsPage, content, page.DraftVersion); err != nil {
		return fmt.Errorf("demo credentials: %w", err)
	}
	if _, err := s.Pages.Publish(ctx, CredentialsPage, page.DraftVersion, nil); err != nil {
		return fmt.Errorf("demo credentials: %w", err)
	}
	return nil
}

func uploadPNG(ctx context.Context, s app.Services, name string, c *canvas) (files.File, error) {
	var buf bytes.Buffer
	if err := png.Encode(&buf, c.RGBA); err != nil {
		return files.File{}, err
	}
	f, err := s.Files.Upload(ctx, files.KindPageImage, name, &buf)
	if err != nil {
		return files.File{}, fmt.Errorf("demo upload %s: %w", name, err)
	}
	return f, nil
}

// drawLogo draws a made-up firm's logo: a coloured mark over its name.
func drawLogo(c demoClient) *canvas {
	const w, h = 300, 150
	cv := newCanvas(w, h)
	cv.rect(0, 0, w, h, color.White)
	cv.polygon(ngon(pt{w / 2, 50}, 38, c.sides, -math.Pi/2), c.mark)
	cv.circle(pt{w / 2, 50}, 13, color.White)
	cv.text(c.name, w/2, 128, textSize(c.name, w-20), true, color.RGBA{0x22, 0x2a, 0x26, 0xff}, 0.5)
	return cv
}

// textSize is the largest size up to 30 at which s fits in width.
func textSize(s string, width float64) float64 {
	size := 30.0
	for size > 10 && textWidth(s, size, true) > width {
		size--
	}
	return size
}

// drawBadge draws a round badge with an acronym: a stand-in, not the body's own mark.
func drawBadge(acronym string) *canvas {
	const side = 160
	cv := newCanvas(side, side)
	navy := color.RGBA{0x1b, 0x2f, 0x55, 0xff}
	cv.circle(pt{80, 80}, 78, navy)
	cv.circle(pt{80, 80}, 68, color.White)
	cv.circle(pt{80, 80}, 62, navy)
	cv.text(acronym, 80, 92, 34, true, color.White, 0.5)
	return cv
}
