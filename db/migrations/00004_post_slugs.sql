-- +goose Up

-- A blog post's readable address (/resources/wbt-blog/{slug}) and an optional excerpt that
-- describes it to search engines and link previews. Existing posts get a slug made from
-- their title here, in SQL: lower-case ASCII words joined by '-', accents folded, at most
-- 80 characters, "-2", "-3" … on collision (oldest post first), "post" for a title with no
-- letter or digit. internal/blog.Slugify makes the same slugs for new posts.
ALTER TABLE blog_posts
    ADD COLUMN slug    text NULL,
    ADD COLUMN excerpt text NOT NULL DEFAULT '';

-- +goose StatementBegin
DO $$
DECLARE
    r      record;
    base   text;
    cand   text;
    suffix text;
    n      int;
BEGIN
    FOR r IN SELECT id, title FROM blog_posts ORDER BY create_time, id LOOP
        base := lower(r.title);
        base := replace(replace(replace(replace(replace(base, 'ß', 'ss'), 'æ', 'ae'), 'œ', 'oe'), 'þ', 'th'), '&', ' and ');
        base := translate(base,
            'àáâãäåāăąçćĉċčďđèéêëēĕėęěĝğġģĥħìíîïĩīĭįıĵķĺļľŀłñńņňòóôõöøōŏőŕŗřśŝşšţťŧùúûüũūŭůűųŵýÿŷźżžð',
            'aaaaaaaaacccccddeeeeeeeeegggghhiiiiiiiiijklllllnnnnoooooooooorrrsssstttuuuuuuuuuuwyyyzzzd');
        base := btrim(regexp_replace(base, '[^a-z0-9]+', '-', 'g'), '-');
        base := btrim(left(base, 80), '-');
        IF base = '' THEN
            base := 'post';
        END IF;
        cand := base;
        n := 1;
        WHILE EXISTS (SELECT 1 FROM blog_posts WHERE slug = cand) LOOP
            n := n + 1;
            suffix := '-' || n;
            cand := btrim(left(base, 80 - length(suffix)), '-') || suffix;
        END LOOP;
        UPDATE blog_posts SET slug = cand WHERE id = r.id;
    END LOOP;
END
$$;
-- +goose StatementEnd

ALTER TABLE blog_posts
    ALTER COLUMN slug SET NOT NULL,
    ADD CONSTRAINT blog_posts_slug_key UNIQUE (slug),
    ADD CONSTRAINT blog_posts_slug_check
        CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 80),
    ADD CONSTRAINT blog_posts_excerpt_check CHECK (length(excerpt) <= 300);

-- +goose Down
ALTER TABLE blog_posts
    DROP COLUMN excerpt,
    DROP COLUMN slug;
