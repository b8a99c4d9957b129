package analytics

import (
	"time"

	"github.com/gusset/gusset/internal/validate"
)

// Report is the back office's Analytics screen: a range and the period before it.
type Report struct {
	First, Last         time.Time
	PrevFirst, PrevLast time.Time
	// Through is when today's rollup was made, for a range that reaches today: its
	// events until then are counted (zero otherwise).
	Through             time.Time
	Visitors, Pageviews int64
	// PrevVisitors and PrevPageviews are the same period length just before.
	PrevVisitors, PrevPageviews int64
	// Days are the daily totals, every day of the range (zero where none).
	Days []Day
	// Dimensions' top values: page, entry, referrer, source, campaign, device, browser.
	Pages, Entries, Referrers, Sources, Campaigns, Devices, Browsers []Row
	Goals                                                            []GoalReport
	// Funnel are the visitors at each step: a visit, a service page, /estimate after it,
	// an estimate request after that.
	Funnel [4]int64
}

// GoalReport is one goal over the range.
type GoalReport struct {
	Goal        Goal
	Conversions int64
	// Rate is Conversions over the range's visitors.
	Rate float64
	// ByEntry and BySource attribute conversions to the visit's entry page and source,
	// with the visitors who entered there (or came from there) and the rate.
	ByEntry, BySource []Conversion
}

// Conversion is a goal's conversions from one entry page or source.
type Conversion struct {
	Value       string
	Conversions int64
	Visitors    int64
	Rate        float64
}

func buildReport(first, last, prevFirst, prevLast time.Time, rows []Row, prev, series []Day, goals []GoalRow) Report {
	r := Report{First: first, Last: last, PrevFirst: prevFirst, PrevLast: prevLast}
	visitorsOf := map[string]map[string]int64{}
	for _, row := range rows {
		if visitorsOf[row.Dimension] == nil {
			visitorsOf[row.Dimension] = map[string]int64{}
		}
		visitorsOf[row.Dimension][row.Value] = row.Visitors
		if list := r.list(row.Dimension); list != nil {
			*list = append(*list, row)
		}
		switch row.Dimension {
		case "total":
			r.Visitors, r.Pageviews = row.Visitors, row.Pageviews
		case "funnel":
			if len(row.Value) == 1 && row.Value[0] >= '1' && row.Value[0] <= '4' {
				r.Funnel[row.Value[0]-'1'] = row.Visitors
			}
		}
	}
	for _, d := range prev {
		r.PrevVisitors += d.Visitors
		r.PrevPageviews += d.Pageviews
	}
	byDay := map[time.Time]Day{}
	for _, d := range series {
		byDay[dayOf(d.Day)] = d
	}
	for day := first; !day.After(last); day = day.AddDate(0, 0, 1) {
		d := byDay[day]
		d.Day = day
		r.Days = append(r.Days, d)
	}
	for _, g := range Goals {
		gr := GoalReport{Goal: g}
		for _, row := range goals {
			if row.Goal != g {
				continue
			}
			switch row.Dimension {
			case "total":
				gr.Conversions = row.Conversions
				gr.Rate = rate(row.Conversions, r.Visitors)
			case "entry", "source":
				v := visitorsOf[row.Dimension][row.Value]
				c := Conversion{Value: row.Value, Conversions: row.Conversions, Visitors: v, Rate: rate(row.Conversions, v)}
				if row.Dimension == "entry" {
					gr.ByEntry = append(gr.ByEntry, c)
				} else {
					gr.BySource = append(gr.BySource, c)
				}
			}
		}
		r.Goals = append(r.Goals, gr)
	}
	return r
}

// list is the report's list of a dimension's top values; nil for the others.
func (r *Report) list(dimension string) *[]Row {
	return map[string]*[]Row{
		"page": &r.Pages, "entry": &r.Entries, "referrer": &r.Referrers, "source": &r.Sources,
		"campaign": &r.Campaigns, "device": &r.Devices, "browser": &r.Browsers,
	}[dimension]
}

// rate is n over of, 0 when of is 0.
func rate(n, of int64) float64 {
	if of == 0 {
		return 0
	}
	return float64(n) / float64(of)
}

// ParseRange reads a report's range, days as YYYY-MM-DD; a bad day is a validate.Error
// naming its field (from or to).
func ParseRange(from, to string) (first, last time.Time, err error) {
	var c validate.Checker
	first, ferr := time.Parse(time.DateOnly, from)
	c.Check(ferr == nil, "from", "Give the first day as YYYY-MM-DD.")
	last, lerr := time.Parse(time.DateOnly, to)
	c.Check(lerr == nil, "to", "Give the last day as YYYY-MM-DD.")
	return first, last, c.Err()
}
