-- Likes leave blog_posts. A like was an UPDATE of its post,
-- whose statement trigger (00013) told every instance to drop its whole public cache: a
-- like storm turned the cache off. Likes now live in tables of their own, with no
-- public-change trigger; the public answers read the count from blog_post_like_counts.
--
-- blog_post_likes bounds likes to one per post per client address per day (UTC): its key
-- refuses the second. The address is kept only as an HMAC that changes with the day
-- (internal/blog), never as an address. Rows of past days are only the bound's memory:
-- the hourly housekeeping drops them; the count stays in blog_post_like_counts.

-- +goose Up
CREATE TABLE blog_post_like_counts (
    post_id uuid   PRIMARY KEY REFERENCES blog_posts (id) ON DELETE CASCADE,
    likes   bigint NOT NULL CHECK (likes >= 0)
);

CREATE TABLE blog_post_likes (
    post_id      uuid  NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
    day          date  NOT NULL,
    address_hash bytea NOT NULL CHECK (length(address_hash) = 32),
    PRIMARY KEY (post_id, day, address_hash)
);
CREATE INDEX blog_post_likes_day_idx ON blog_post_likes (day);

INSERT INTO blog_post_like_counts (post_id, likes) SELECT id, likes FROM blog_posts WHERE likes > 0;
ALTER TABLE blog_posts DROP COLUMN likes;

-- +goose Down
ALTER TABLE blog_posts ADD COLUMN likes bigint NOT NULL DEFAULT 0 CHECK (likes >= 0);
UPDATE blog_posts p SET likes = c.likes FROM blog_post_like_counts c WHERE c.post_id = p.id;
DROP TABLE blog_post_likes;
DROP TABLE blog_post_like_counts;
