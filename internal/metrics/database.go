package metrics

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/prometheus/client_golang/prometheus"
)

var (
	poolConns    = prometheus.NewDesc("gusset_db_pool_connections", "Connections of the database pool, by state.", []string{"state"}, nil)
	poolMax      = prometheus.NewDesc("gusset_db_pool_max_connections", "The database pool's size limit.", nil, nil)
	poolAcquires = prometheus.NewDesc("gusset_db_pool_acquires_total", "Connections acquired from the pool.", nil, nil)
	poolEmpty    = prometheus.NewDesc("gusset_db_pool_empty_acquires_total", "Acquires that had to wait for a connection.", nil, nil)
	poolCanceled = prometheus.NewDesc("gusset_db_pool_canceled_acquires_total", "Acquires canceled before they got a connection.", nil, nil)
	poolWait     = prometheus.NewDesc("gusset_db_pool_acquire_seconds_total", "Time spent acquiring connections.", nil, nil)
	queueJobs    = prometheus.NewDesc("gusset_queue_jobs", "Jobs of the queue (river_job) by state: available, scheduled and retryable are the depth; retryable and discarded are failures.", []string{"state"}, nil)
	queueUp      = prometheus.NewDesc("gusset_queue_scrape_ok", "1 if the queue's counts could be read at this scrape.", nil, nil)
)

type poolCollector struct{ pool *pgxpool.Pool }

func (c poolCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range []*prometheus.Desc{poolConns, poolMax, poolAcquires, poolEmpty, poolCanceled, poolWait} {
		ch <- d
	}
}

func (c poolCollector) Collect(ch chan<- prometheus.Metric) {
	s := c.pool.Stat()
	ch <- prometheus.MustNewConstMetric(poolConns, prometheus.GaugeValue, float64(s.AcquiredConns()), "acquired")
	ch <- prometheus.MustNewConstMetric(poolConns, prometheus.GaugeValue, float64(s.IdleConns()), "idle")
	ch <- prometheus.MustNewConstMetric(poolConns, prometheus.GaugeValue, float64(s.ConstructingConns()), "constructing")
	ch <- prometheus.MustNewConstMetric(poolMax, prometheus.GaugeValue, float64(s.MaxConns()))
	ch <- prometheus.MustNewConstMetric(poolAcquires, prometheus.CounterValue, float64(s.AcquireCount()))
	ch <- prometheus.MustNewConstMetric(poolEmpty, prometheus.CounterValue, float64(s.EmptyAcquireCount()))
	ch <- prometheus.MustNewConstMetric(poolCanceled, prometheus.CounterValue, float64(s.CanceledAcquireCount()))
	ch <- prometheus.MustNewConstMetric(poolWait, prometheus.CounterValue, s.AcquireDuration().Seconds())
}

type queueCollector struct{ pool *pgxpool.Pool }

func (c queueCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- queueJobs
	ch <- queueUp
}

// river's job states, reported even when no job is in one, so a dashboard's series exist.
var jobStates = []string{"available", "scheduled", "running", "retryable", "completed", "cancelled", "discarded", "pending"}

func (c queueCollector) Collect(ch chan<- prometheus.Metric) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	counts := map[string]int64{}
	ok := 1.0
	rows, err := c.pool.Query(ctx, "SELECT state::text, count(*) FROM river_job GROUP BY state")
	if err == nil {
		for rows.Next() {
			var state string
			var n int64
			if err = rows.Scan(&state, &n); err != nil {
				break
			}
			counts[state] = n
		}
		rows.Close()
		if err == nil {
			err = rows.Err()
		}
	}
	if err != nil {
		ok = 0
	} else {
		for _, s := range jobStates {
			ch <- prometheus.MustNewConstMetric(queueJobs, prometheus.GaugeValue, float64(counts[s]), s)
		}
	}
	ch <- prometheus.MustNewConstMetric(queueUp, prometheus.GaugeValue, ok)
}
