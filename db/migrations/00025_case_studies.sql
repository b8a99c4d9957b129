-- Case studies: staff-written stories of a project, listed at
-- /resources/case-studies and each at /resources/case-studies/{slug} (internal/casestudy,
-- docs/case-studies.md). The three stories the page showed as static text are the first
-- rows, published, so a fresh site shows what it showed before.

-- +goose Up
CREATE TABLE case_studies (
    id             uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    title          text        NOT NULL CHECK (btrim(title) <> '' AND length(title) <= 200),
    -- The readable address: lower-case words of letters and digits joined by '-'.
    slug           text        NOT NULL CONSTRAINT case_studies_slug_key UNIQUE
                               CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 80),
    client_type    text        NOT NULL DEFAULT '' CHECK (length(client_type) <= 120),
    city           text        NOT NULL DEFAULT '' CHECK (length(city) <= 120),
    region         text        NOT NULL DEFAULT '' CHECK (length(region) <= 120),
    country        text        NOT NULL DEFAULT '' CHECK (length(country) <= 120),
    -- Plain text for the list's cards and the page's meta description.
    summary        text        NOT NULL DEFAULT '' CHECK (length(summary) <= 300),
    -- Rich text, sanitized as blog posts are (internal/richtext) before it is stored.
    challenge_html text        NOT NULL DEFAULT '',
    solution_html  text        NOT NULL DEFAULT '',
    results_html   text        NOT NULL DEFAULT '',
    -- The results' figures, in order: [{"value": "38%", "label": "fewer RFIs"}, …].
    figures        jsonb       NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(figures) = 'array'),
    -- Slugs of related service pages (/services/{slug}).
    services       text[]      NOT NULL DEFAULT '{}',
    status         text        NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
    -- When it was first published; kept when it is unpublished and published again.
    publish_time   timestamptz NULL,
    create_time    timestamptz NOT NULL DEFAULT now(),
    update_time    timestamptz NOT NULL DEFAULT now(),
    delete_time    timestamptz NULL,
    delete_user_id uuid        NULL REFERENCES staff_users (id) ON DELETE SET NULL,
    CHECK (status = 'draft' OR publish_time IS NOT NULL)
);
CREATE INDEX case_studies_public_idx ON case_studies (publish_time DESC, id DESC)
    WHERE status = 'published' AND delete_time IS NULL;

-- A case study's images in order; the first is its cover. Alt text may be empty on a
-- draft; publishing refuses an image without it (internal/casestudy).
CREATE TABLE case_study_images (
    case_study_id uuid    NOT NULL REFERENCES case_studies (id) ON DELETE CASCADE,
    file_id       uuid    NOT NULL UNIQUE REFERENCES files (id),
    position      integer NOT NULL CHECK (position >= 0),
    alt           text    NOT NULL DEFAULT '' CHECK (length(alt) <= 300),
    PRIMARY KEY (case_study_id, file_id)
);

-- The earlier addresses of renamed case studies: each answers 301 to the current one.
CREATE TABLE case_study_redirects (
    old_slug      text        PRIMARY KEY,
    case_study_id uuid        NOT NULL REFERENCES case_studies (id) ON DELETE CASCADE,
    create_time   timestamptz NOT NULL DEFAULT now()
);

CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON case_studies
    FOR EACH ROW EXECUTE FUNCTION audit_row();
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON case_study_images
    FOR EACH ROW EXECUTE FUNCTION audit_row();
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON case_study_redirects
    FOR EACH ROW EXECUTE FUNCTION audit_row();
-- What the public pages show: a change drops every instance's public cache (00013).
CREATE TRIGGER case_studies_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON case_studies
    FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
CREATE TRIGGER case_study_images_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON case_study_images
    FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
CREATE TRIGGER case_study_redirects_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON case_study_redirects
    FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();

-- The page's former static text, word for word: newest first, as it was listed.
INSERT INTO case_studies (title, slug, client_type, summary, challenge_html, solution_html, results_html, services, status, publish_time, create_time, update_time)
VALUES
('A fast-track distribution centre', 'a-fast-track-distribution-centre',
 'Industrial · Structural steel detailing',
 'A fabricator won a large distribution centre on an accelerated schedule: steel had to start arriving on site six weeks after award, while the design was still being revised.',
 '<p>A fabricator won a large distribution centre on an accelerated schedule: steel had to start arriving on site six weeks after award, while the design was still being revised.</p>',
 '<p>We split the model into erection sequences and released anchor bolts and the first sequence within two weeks. Our on-site project manager met the general contractor weekly, and the offshore team turned design revisions around overnight.</p>',
 '<p>Every sequence was released on or before its date, and the fabricator reported no field fixes caused by detailing errors.</p>',
 '{structural-steel-detailing}', 'published', '2026-01-03T00:00:00Z', '2026-01-03T00:00:00Z', '2026-01-03T00:00:00Z'),
('Stairs and rails for a hospital expansion', 'stairs-and-rails-for-a-hospital-expansion',
 'Healthcare · Miscellaneous steel detailing',
 'Twelve egress stairs, each slightly different, had to fit existing floors whose as-built elevations did not match the drawings.',
 '<p>Twelve egress stairs, each slightly different, had to fit existing floors whose as-built elevations did not match the drawings.</p>',
 '<p>We modelled each stair from field-verified elevations, coordinated landings with the architect through RFIs, and detailed rails to the applicable code before submittal.</p>',
 '<p>All stairs were approved on first submittal and installed without modification.</p>',
 '{miscellaneous-steel-detailing}', 'published', '2026-01-02T00:00:00Z', '2026-01-02T00:00:00Z', '2026-01-02T00:00:00Z'),
('Delegated connection design on a mixed-use tower', 'delegated-connection-design-on-a-mixed-use-tower',
 'Commercial · Connection design and PE stamping',
 'The engineer of record delegated all shear and moment connections, and the fabricator needed stamped calculations in a state where it had no engineering partner.',
 '<p>The engineer of record delegated all shear and moment connections, and the fabricator needed stamped calculations in a state where it had no engineering partner.</p>',
 '<p>Our connection designers worked in the same model as the detailers, and a partner engineer licensed in the project state reviewed and stamped the calculation packages.</p>',
 '<p>Calculations and shop drawings were reviewed together, shortening the approval cycle and letting fabrication start two weeks earlier than planned.</p>',
 '{connection-design-and-pe-se-stamping}', 'published', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z');

-- +goose Down
DROP TABLE case_study_redirects;
CREATE TEMPORARY TABLE case_study_files AS SELECT file_id FROM case_study_images;
DROP TABLE case_study_images;
DELETE FROM files WHERE id IN (SELECT file_id FROM case_study_files);
DROP TABLE case_study_files;
DROP TABLE case_studies;
