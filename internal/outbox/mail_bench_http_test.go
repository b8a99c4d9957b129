package outbox_test

import (
	"context"
	"fmt"
	"runtime"
	"testing"
	"time"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/sitetest"
)

// heapPeak samples the Go heap until stop is closed and answers its peak in MiB (the
// site runs in the benchmark's process).
func heapPeak(stop <-chan struct{}) <-chan float64 {
	out := make(chan float64, 1)
	go func() {
		var peak uint64
		tick := time.NewTicker(20 * time.Millisecond)
		defer tick.Stop()
		for {
			var m runtime.MemStats
			runtime.ReadMemStats(&m)
			peak = max(peak, m.HeapInuse)
			select {
			case <-stop:
				out <- float64(peak) / (1 << 20)
				return
			case <-tick.C:
			}
		}
	}()
	return out
}

// BenchmarkNewsletterSend mails a newsletter to 10,000 confirmed subscribers through a
// real mailpit (make bench): seconds per send, messages per second, heap peak.
func BenchmarkNewsletterSend(b *testing.B) {
	const subscribers = 10_000
	s, mp := startMailSite(b)
	ctx := context.Background()
	token := s.StaffToken(b)
	if _, err := s.Pool.Exec(ctx, `INSERT INTO newsletter_subscribers (email, status)
		SELECT 'reader' || g || '@bench.example', 'confirmed' FROM generate_series(1, $1) g`, subscribers); err != nil {
		b.Fatal(err)
	}
	staff := adminv1connect.NewNewsletterServiceClient(s.H1, s.URL)
	b.ResetTimer()
	for i := range b.N {
		stop := make(chan struct{})
		peak := heapPeak(stop)
		start := time.Now()
		res, err := staff.StartSend(ctx, sitetest.WithToken(&adminv1.StartSendRequest{Subject: fmt.Sprintf("Bench %d", i), Html: "<p>Steel news for fabricators.</p>"}, token))
		if err != nil {
			b.Fatal(err)
		}
		for {
			list, err := staff.ListSends(ctx, sitetest.WithToken(&adminv1.ListSendsRequest{PageSize: 1}, token))
			if err != nil {
				b.Fatal(err)
			}
			if got := list.Msg.GetSends()[0]; got.GetId() == res.Msg.GetSend().GetId() && got.GetStatus() == "done" {
				if got.GetSent() != subscribers {
					b.Fatalf("sent %d of %d", got.GetSent(), subscribers)
				}
				break
			}
			time.Sleep(100 * time.Millisecond)
		}
		took := time.Since(start)
		close(stop)
		b.ReportMetric(took.Seconds(), "s/send")
		b.ReportMetric(subscribers/took.Seconds(), "mails/s")
		b.ReportMetric(<-peak, "heap-MiB-peak")
	}
	b.StopTimer()
	_ = mp
}

// BenchmarkOutbox stores contact messages (each queues two mails) and waits until every
// mail reached mailpit: outbox jobs per second through the queue and SMTP.
func BenchmarkOutbox(b *testing.B) {
	const messages = 500
	s, mp := startMailSite(b)
	ctx := context.Background()
	client := sitev1connect.NewContactServiceClient(s.H1, s.URL)
	b.ResetTimer()
	for range b.N {
		start := time.Now()
		for i := range messages {
			if _, err := client.SendMessage(ctx, connect.NewRequest(&sitev1.SendMessageRequest{
				Name: "Dana", Email: fmt.Sprintf("dana%d@steelworks.example", i), Phone: "+1 555 010 0199", Message: "Estimate, please.",
			})); err != nil {
				b.Fatal(err)
			}
		}
		mp.WaitFor(b, salesAddr, messages)
		took := time.Since(start)
		b.ReportMetric(2*messages/took.Seconds(), "jobs/s")
	}
}
