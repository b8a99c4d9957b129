// Package analytics counts the public site's visitors without cookies (docs/analytics.md):
// the app reports page views, the server records goals (an estimate request, an
// application, a contact message, a newsletter confirmation, a portfolio PDF), and each
// event carries a visitor key that is a keyed hash of the day's random salt, the site, the
// client's network (/24 or /48) and its user agent. The salt lives one day, so nobody,
// the firm included, can link a visitor's days or recompute a past day's keys.
package analytics

import (
	"context"
	"errors"
	"time"
)

// Goal is a conversion the server records when it happens.
type Goal string

// The goals. Their names are stored; never rename one.
const (
	GoalEstimate     Goal = "estimate"
	GoalApplication  Goal = "application"
	GoalContact      Goal = "contact"
	GoalNewsletter   Goal = "newsletter"
	GoalPortfolioPDF Goal = "portfolio_pdf"
)

// Goals are every goal, in the report's order.
var Goals = []Goal{GoalEstimate, GoalApplication, GoalContact, GoalNewsletter, GoalPortfolioPDF}

// Event kinds as stored.
const (
	kindPageview = "pageview"
	kindGoal     = "goal"
)

// Visit is what a request says about its visitor: read at the edge, hashed by the writer
// and then forgotten (neither the address nor the user agent is stored).
type Visit struct {
	// Site is the host the visitor asked for.
	Site string
	// Addr is the client address (internal/clientaddr: a trusted proxy's word, else the peer).
	Addr string
	// UserAgent is the User-Agent header.
	UserAgent string
	// NoCount is set when the visitor asked not to be counted (Sec-GPC: 1) or is a bot.
	NoCount bool
}

// PageView is what the app reports on a route change, once parsed (ParseBeacon).
type PageView struct {
	Path         string
	ReferrerHost string
	UTMSource    string
	UTMMedium    string
	UTMCampaign  string
}

// Event is one raw event on its way to the database: a page view or a goal, with the
// visit it came from. The writer turns Visit into the day's visitor key.
type Event struct {
	Time  time.Time
	Visit Visit
	Goal  Goal
	View  PageView
}

// Stored is an event as it is written: the visitor is a key, the user agent a device
// class and a browser family.
type Stored struct {
	Day     time.Time
	Time    time.Time
	Visitor int64
	Kind    string
	Goal    Goal
	View    PageView
	Device  string
	Browser string
}

// ErrSaltGone is answered for a day whose salt has been deleted: its keys cannot be
// computed any more.
var ErrSaltGone = errors.New("analytics: the salt of that day is gone")

// ErrRefused wraps the database's refusal of a batch of events for what one of them
// holds (text PostgreSQL cannot store, a check that fails), rather than a failure to reach
// it: the writer then writes the batch again in parts to keep the others.
var ErrRefused = errors.New("analytics: the database refused the events")

// Store keeps the events, the salts and the rollups (analyticspg).
type Store interface {
	// Salt answers day's salt, creating it from fresh when create is set and there is
	// none; without create a missing salt is ErrSaltGone.
	Salt(ctx context.Context, day time.Time, fresh []byte, create bool) ([]byte, error)
	// DeleteSaltsBefore deletes the salts of the days before day.
	DeleteSaltsBefore(ctx context.Context, day time.Time) error
	// Insert stores events, all or none; ErrRefused when the database refused them for
	// what one of them holds (as opposed to not being reached).
	Insert(ctx context.Context, events []Stored) error
	// AddNetworkEvents adds each window's events to its count and answers the counts
	// after the addition (in any order), in one statement; windows come sorted by start
	// and network, each once.
	AddNetworkEvents(ctx context.Context, windows []NetworkWindow) ([]NetworkWindow, error)
	// DeleteNetworkWindowsBefore deletes the counts of the windows that started before t.
	DeleteNetworkWindowsBefore(ctx context.Context, t time.Time) error
	// EnsurePartitions creates the monthly partitions of the months of days.
	EnsurePartitions(ctx context.Context, days ...time.Time) error
	// Partitions names the event partitions.
	Partitions(ctx context.Context) ([]string, error)
	// Rollup writes day's rollups afresh from its raw events; final marks the day done;
	// at is when (the service's clock), recorded for today's rollup.
	Rollup(ctx context.Context, day time.Time, final bool, at time.Time) error
	// RolledUp is when day was last rolled up (zero Time: never).
	RolledUp(ctx context.Context, day time.Time) (Rolled, error)
	// LastFinal is the last day rolled up for good (zero when none); FirstEventDay the
	// oldest day with raw events (zero when none).
	LastFinal(ctx context.Context) (time.Time, error)
	FirstEventDay(ctx context.Context) (time.Time, error)
	// DeleteBefore deletes the raw events of the days before cutoff (whole months by
	// dropping their partitions) and answers how many partitions it dropped.
	DeleteBefore(ctx context.Context, cutoff time.Time) (int, error)
	// Totals answers each dimension's top values over [first, last]; Series the daily
	// totals; GoalTotals each goal's top values per dimension.
	Totals(ctx context.Context, first, last time.Time, top int) ([]Row, error)
	Series(ctx context.Context, first, last time.Time) ([]Day, error)
	GoalTotals(ctx context.Context, first, last time.Time, top int) ([]GoalRow, error)
}

// Row is a dimension's value over a range.
type Row struct {
	Dimension string
	Value     string
	Visitors  int64
	Pageviews int64
}

// Rolled is a day's latest rollup: when it was made, whether the day was over, and the page
// views it counted.
type Rolled struct {
	Time      time.Time
	Final     bool
	Pageviews int64
}

// Day is one day's totals.
type Day struct {
	Day       time.Time
	Visitors  int64
	Pageviews int64
}

// GoalRow is a goal's conversions for a dimension's value over a range.
type GoalRow struct {
	Goal        Goal
	Dimension   string
	Value       string
	Conversions int64
}

// dayOf is t's UTC day.
func dayOf(t time.Time) time.Time {
	y, m, d := t.UTC().Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// GoalLabels name the goals as the report shows them.
var GoalLabels = map[Goal]string{
	GoalEstimate:     "Estimate request",
	GoalApplication:  "Job application",
	GoalContact:      "Contact message",
	GoalNewsletter:   "Newsletter confirmed",
	GoalPortfolioPDF: "Portfolio PDF download",
}

// FunnelSteps name the funnel's steps.
var FunnelSteps = [4]string{"Visit", "A service page", "/estimate", "Estimate request sent"}
