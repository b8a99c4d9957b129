package clientaddr

import (
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"strings"
)

// Proxies are the trusted proxies (TRUSTED_PROXIES): load balancers whose
// X-Forwarded-For is believed. Empty trusts no one, so the TCP peer is the client.
type Proxies []netip.Prefix

// ParseProxies reads a comma-separated list of CIDR prefixes or single addresses.
func ParseProxies(s string) (Proxies, error) {
	var p Proxies
	for f := range strings.SplitSeq(s, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		if !strings.Contains(f, "/") {
			a, err := netip.ParseAddr(f)
			if err != nil {
				return nil, fmt.Errorf("want a CIDR prefix or an address, got %q", f)
			}
			p = append(p, netip.PrefixFrom(a.Unmap(), a.Unmap().BitLen()))
			continue
		}
		pre, err := netip.ParsePrefix(f)
		if err != nil {
			return nil, fmt.Errorf("want a CIDR prefix or an address, got %q", f)
		}
		if pre.Addr().Is4In6() {
			pre = netip.PrefixFrom(pre.Addr().Unmap(), max(pre.Bits()-96, 0))
		}
		p = append(p, pre.Masked())
	}
	return p, nil
}

func (p Proxies) trusts(a netip.Addr) bool {
	a = a.WithZone("").Unmap()
	for _, pre := range p {
		if pre.Contains(a) {
			return true
		}
	}
	return false
}

// Client is the client's address of a request from the TCP peer remote (host:port)
// carrying the X-Forwarded-For header lines xff. Only a trusted peer's header is read,
// from the right: each trusted proxy appends the address it was reached from, so the
// rightmost address that is not a trusted proxy is the client; what is left of it was
// written by the client and may be forged. An entry that is not an address stops the
// walk at the last proxy that wrote one. Anyone else's header is ignored.
func (p Proxies) Client(remote string, xff []string) string {
	if len(p) == 0 || len(xff) == 0 {
		return remote
	}
	peer, ok := parseHost(remote)
	if !ok || !p.trusts(peer) {
		return remote
	}
	client := peer
	hops := strings.Split(strings.Join(xff, ","), ",")
	for i := len(hops) - 1; i >= 0; i-- {
		a, ok := parseHost(strings.TrimSpace(hops[i]))
		if !ok {
			break
		}
		client = a
		if !p.trusts(a) {
			break
		}
	}
	return netip.AddrPortFrom(client.WithZone("").Unmap(), 0).String()
}

// Handler sets each request's RemoteAddr to its client's address (Client), so that every
// limit keyed by the address (sign-in, public forms) counts the client, not the proxy.
func (p Proxies) Handler(next http.Handler) http.Handler {
	if len(p) == 0 {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if xff := r.Header.Values("X-Forwarded-For"); len(xff) > 0 {
			if c := p.Client(r.RemoteAddr, xff); c != r.RemoteAddr {
				r2 := *r
				r2.RemoteAddr = c
				r = &r2
			}
		}
		next.ServeHTTP(w, r)
	})
}

// parseHost parses an address with or without a port (IPv6 in brackets with a port).
func parseHost(s string) (netip.Addr, bool) {
	if h, _, err := net.SplitHostPort(s); err == nil {
		s = h
	}
	s = strings.TrimSuffix(strings.TrimPrefix(s, "["), "]")
	a, err := netip.ParseAddr(s)
	return a, err == nil
}
