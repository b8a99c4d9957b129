package clientaddr

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestClient(t *testing.T) {
	lb, err := ParseProxies("10.0.0.0/8, 2001:db8:ffff::/48, 192.0.2.10")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		proxies Proxies
		remote  string
		xff     []string
		want    string
	}{
		{"without trusted proxies the header is ignored", nil, "203.0.113.5:4000", []string{"198.51.100.1"}, "203.0.113.5:4000"},
		{"a forged header from an untrusted peer is ignored", lb, "203.0.113.5:4000", []string{"198.51.100.1"}, "203.0.113.5:4000"},
		{"a trusted peer's header names the client", lb, "10.1.2.3:5555", []string{"198.51.100.1"}, "198.51.100.1:0"},
		{"a single trusted address is trusted", lb, "192.0.2.10:80", []string{"198.51.100.1"}, "198.51.100.1:0"},
		{"a neighbour of a single trusted address is not", lb, "192.0.2.11:80", []string{"198.51.100.1"}, "192.0.2.11:80"},
		{"what the client forged left of the real hop is ignored", lb, "10.1.2.3:5555", []string{"1.2.3.4, 198.51.100.1"}, "198.51.100.1:0"},
		{"a chain of trusted proxies is walked from the right", lb, "10.1.2.3:5555", []string{"1.2.3.4, 198.51.100.1, 10.9.9.9"}, "198.51.100.1:0"},
		{"several header lines are one list", lb, "10.1.2.3:5555", []string{"1.2.3.4", "198.51.100.1", "10.9.9.9"}, "198.51.100.1:0"},
		{"a client that claims to be a trusted proxy is still the client", lb, "10.1.2.3:5555", []string{"198.51.100.1, 10.0.0.1"}, "198.51.100.1:0"},
		{"only trusted hops: the leftmost is the client", lb, "10.1.2.3:5555", []string{"10.0.0.7, 10.0.0.8"}, "10.0.0.7:0"},
		{"garbage stops the walk at the last proxy", lb, "10.1.2.3:5555", []string{"198.51.100.1, not-an-ip"}, "10.1.2.3:0"},
		{"an empty header changes nothing", lb, "10.1.2.3:5555", nil, "10.1.2.3:5555"},
		{"an IPv6 proxy forwards an IPv6 client", lb, "[2001:db8:ffff:1::2]:443", []string{"2001:db8:1:2::99"}, "[2001:db8:1:2::99]:0"},
		{"an IPv6 client with a port in brackets", lb, "[2001:db8:ffff:1::2]:443", []string{"[2001:db8:1:2::99]:1234"}, "[2001:db8:1:2::99]:0"},
		{"a forged header from an untrusted IPv6 peer is ignored", lb, "[2001:db8:1::1]:443", []string{"198.51.100.1"}, "[2001:db8:1::1]:443"},
		{"an IPv4-mapped peer matches an IPv4 prefix", lb, "[::ffff:10.1.2.3]:80", []string{"198.51.100.1"}, "198.51.100.1:0"},
		{"an IPv4-mapped client is the IPv4 address", lb, "10.1.2.3:80", []string{"::ffff:198.51.100.1"}, "198.51.100.1:0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.proxies.Client(tt.remote, tt.xff); got != tt.want {
				t.Errorf("Client(%q, %q) = %q, want %q", tt.remote, tt.xff, got, tt.want)
			}
		})
	}
}

func TestParseProxies(t *testing.T) {
	tests := []struct {
		name    string
		in      string
		want    int
		wantErr bool
	}{
		{"empty trusts no one", "", 0, false},
		{"prefixes and addresses of both families", "10.0.0.0/8,::1, 2001:db8::/32 ,127.0.0.1", 4, false},
		{"a host name is refused", "lb.internal", 0, true},
		{"a bad prefix is refused", "10.0.0.0/33", 0, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseProxies(tt.in)
			if (err != nil) != tt.wantErr {
				t.Fatalf("ParseProxies(%q) error = %v, want error %v", tt.in, err, tt.wantErr)
			}
			if len(got) != tt.want {
				t.Errorf("ParseProxies(%q) = %v, want %d prefixes", tt.in, got, tt.want)
			}
		})
	}
}

func TestHandlerRewritesRemoteAddrOnlyForTrustedPeers(t *testing.T) {
	lb, _ := ParseProxies("10.0.0.0/8")
	tests := []struct{ name, remote, want string }{
		{"behind the proxy the limits see the client", "10.0.0.2:1000", "198.51.100.1"},
		{"a direct client's forged header changes nothing", "203.0.113.5:4000", "203.0.113.5"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got string
			h := lb.Handler(http.HandlerFunc(func(_ http.ResponseWriter, r *http.Request) { got = Key(r.RemoteAddr) }))
			r := httptest.NewRequest("GET", "/", nil)
			r.RemoteAddr = tt.remote
			r.Header.Set("X-Forwarded-For", "198.51.100.1")
			h.ServeHTTP(httptest.NewRecorder(), r)
			if got != tt.want {
				t.Errorf("the handler saw the address key %q, want %q", got, tt.want)
			}
		})
	}
}
