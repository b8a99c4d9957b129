package analytics

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/binary"
	"net"
	"net/netip"
	"strings"
	"sync"

	"github.com/medama-io/go-useragent"
	"github.com/medama-io/go-useragent/agents"
	"github.com/x-way/crawlerdetect"
)

// VisitorKey is the day's key of a visitor: the first 64 bits of HMAC-SHA-256 keyed with
// the day's salt over the site, the client's network and the user agent (Plausible's
// recipe). Without the salt the key says nothing; with it, only whether two requests of
// that day came from one browser on one network.
func VisitorKey(salt []byte, site, addr, userAgent string) int64 {
	return keyOf(salt, strings.ToLower(site), Network(addr), userAgent)
}

// keyOf is the first 64 bits of HMAC-SHA-256 keyed with salt over parts, each ended by a
// NUL.
func keyOf(salt []byte, parts ...string) int64 {
	mac := hmac.New(sha256.New, salt)
	for _, part := range parts {
		mac.Write([]byte(part))
		mac.Write([]byte{0})
	}
	return int64(binary.BigEndian.Uint64(mac.Sum(nil)))
}

// Network is the part of a client address that is hashed: its /24 for IPv4, its /48 for
// IPv6, so the key never holds a whole address (and a phone that changes address within
// its network stays one visitor).
func Network(addr string) string { return prefixOf(addr, 24, 48) }

// prefixOf is addr's network of v4 bits (IPv4) or v6 bits (IPv6), as text; "" for what
// is not an address.
func prefixOf(addr string, v4, v6 int) string {
	host := addr
	if h, _, err := net.SplitHostPort(addr); err == nil {
		host = h
	}
	ip, err := netip.ParseAddr(host)
	if err != nil {
		return ""
	}
	ip = ip.WithZone("").Unmap()
	bits := v6
	if ip.Is4() {
		bits = v4
	}
	p, _ := ip.Prefix(bits)
	return p.String()
}

var (
	uaOnce   sync.Once
	uaParser *useragent.Parser
)

// IsBot tells a crawler's user agent (x-way/crawlerdetect's maintained list, and
// medama-io/go-useragent's bot class), an empty one or one over 1 KiB. The list is one large regular
// expression (about 0.4 ms a match), so answers are remembered per user agent: a site sees
// a few thousand distinct ones, and the memory is bounded (forgotten whole when full).
func IsBot(userAgent string) bool {
	if strings.TrimSpace(userAgent) == "" || len(userAgent) > maxAgentBytes {
		// No browser sends none, or one this long.
		return true
	}
	bots.Lock()
	bot, ok := bots.seen[userAgent]
	bots.Unlock()
	if ok {
		return bot
	}
	bot = crawlerdetect.IsCrawler(userAgent) || parse(userAgent).IsBot()
	bots.Lock()
	if len(bots.seen) >= maxSeenAgents {
		clear(bots.seen)
	}
	bots.seen[userAgent] = bot
	bots.Unlock()
	return bot
}

// maxAgentBytes is the longest user agent counted.
const maxAgentBytes = 1024

// maxSeenAgents bounds IsBot's memory of answers.
const maxSeenAgents = 20000

var bots = struct {
	sync.Mutex
	seen map[string]bool
}{seen: map[string]bool{}}

// Classify answers the device class (desktop, mobile, tablet, tv, other) and the browser
// family of a user agent: all that is kept of it.
func Classify(userAgent string) (device, browser string) {
	ua := parse(userAgent)
	switch ua.Device() {
	case agents.DeviceDesktop:
		device = "desktop"
	case agents.DeviceMobile:
		device = "mobile"
	case agents.DeviceTablet:
		device = "tablet"
	case agents.DeviceTV:
		device = "tv"
	default:
		device = "other"
	}
	browser = string(ua.Browser())
	if browser == "" {
		browser = "Other"
	}
	return device, browser
}

func parse(userAgent string) useragent.UserAgent {
	uaOnce.Do(func() { uaParser = useragent.NewParser() })
	return uaParser.Parse(userAgent)
}
