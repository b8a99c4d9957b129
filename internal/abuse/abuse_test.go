package abuse

import (
	"testing"
	"time"
)

func TestRateLimitedMessage(t *testing.T) {
	tests := []struct {
		wait time.Duration
		want string
	}{
		{20 * time.Second, "Too many requests. Please try again in a minute."},
		{80 * time.Second, "Too many requests. Please try again in a minute."},
		{12*time.Minute + 10*time.Second, "Too many requests. Please try again in 12 minutes."},
	}
	for _, tt := range tests {
		t.Run("a wait of "+tt.wait.String()+" is said in whole minutes", func(t *testing.T) {
			if got := (&RateLimitedError{RetryAfter: tt.wait}).Error(); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}
