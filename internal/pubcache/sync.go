package pubcache

import (
	"context"
	"crypto/rand"
	"time"
)

// syncWait bounds how long a write's answer waits for its notices; past it (the listening
// connection is slow or lost) the whole cache is dropped instead.
const syncWait = 5 * time.Second

// Sync returns once the change notices of every transaction committed before it was called
// have been handled: it sends a notice of its own on the same channel and waits for it, as
// notices arrive in the order of their commits. When it cannot (not listening, the mark
// does not come back in time), it drops everything instead, so a write's own instance
// never serves what was there before it.
func (c *Cache) Sync(ctx context.Context) {
	c.mu.Lock()
	pool, live := c.pool, c.live
	if !live || pool == nil {
		c.mu.Unlock()
		c.Invalidate()
		return
	}
	token := rand.Text()
	done := make(chan struct{})
	if c.syncs == nil {
		c.syncs = map[string]chan struct{}{}
	}
	c.syncs[token] = done
	c.mu.Unlock()
	defer func() {
		c.mu.Lock()
		delete(c.syncs, token)
		c.mu.Unlock()
	}()
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), syncWait)
	defer cancel()
	if _, err := pool.Exec(ctx, "SELECT pg_notify($1, $2)", Channel, "sync:"+token); err != nil {
		c.Invalidate()
		return
	}
	select {
	case <-done:
	case <-ctx.Done():
		c.Invalidate()
	}
}

// synced wakes the Sync that sent token (of this instance; others' marks wake no one).
func (c *Cache) synced(token string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if done := c.syncs[token]; done != nil {
		close(done)
		delete(c.syncs, token)
	}
}
