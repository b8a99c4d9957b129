package auth

import "testing"

func TestAddrKey(t *testing.T) {
	tests := []struct{ name, remote, want string }{
		{"an IPv4 address with a port is the address", "192.0.2.1:5555", "192.0.2.1"},
		{"an IPv4-mapped IPv6 address is the IPv4 address", "[::ffff:192.0.2.1]:80", "192.0.2.1"},
		{"an IPv6 address is its /64", "[2001:db8:1:2:3:4:5:6]:443", "2001:db8:1:2::/64"},
		{"another address in the same /64 shares the key", "[2001:db8:1:2:ffff::1]:1", "2001:db8:1:2::/64"},
		{"a zone is ignored", "[fe80::1%eth0]:1", "fe80::/64"},
		{"a host without a port still keys", "192.0.2.9", "192.0.2.9"},
		{"something that is not an address keys as itself", "pipe", "pipe"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := addrKey(tt.remote); got != tt.want {
				t.Errorf("addrKey(%q) = %q, want %q", tt.remote, got, tt.want)
			}
		})
	}
}
