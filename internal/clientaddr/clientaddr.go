// Package clientaddr finds a request's client address (a trusted proxy's X-Forwarded-For,
// else the TCP peer: Proxies) and turns it into the key that limits count by (Key).
package clientaddr

import (
	"net"
	"net/netip"
)

// Key is the rate-limit key of a connection address: the IPv4 address, or the /64 of an
// IPv6 address (one subscriber's whole network, which costs nothing to vary).
func Key(remote string) string {
	host := remote
	if h, _, err := net.SplitHostPort(remote); err == nil {
		host = h
	}
	ip, err := netip.ParseAddr(host)
	if err != nil {
		return host
	}
	ip = ip.WithZone("").Unmap()
	if ip.Is4() {
		return ip.String()
	}
	p, _ := ip.Prefix(64)
	return p.String()
}
