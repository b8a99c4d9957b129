-- +goose Up

-- files: every stored object. A file starts unclaimed (just uploaded) and is claimed by
-- the one record that references it; unclaimed files are removed after a while.
CREATE TABLE files (
    id            uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    kind          text        NOT NULL CHECK (kind IN ('resume', 'job_description', 'portfolio', 'gallery', 'blog_image')),
    -- Object key in the bucket; also the URL path under /files/. Never reused.
    object_key    text        NOT NULL UNIQUE,
    original_name text        NOT NULL,
    size          bigint      NOT NULL CHECK (size >= 0),
    content_type  text        NOT NULL,
    width         integer     NOT NULL DEFAULT 0 CHECK (width >= 0),
    height        integer     NOT NULL DEFAULT 0 CHECK (height >= 0),
    claimed       boolean     NOT NULL DEFAULT false,
    create_time   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX files_unclaimed_idx ON files (create_time) WHERE NOT claimed;

CREATE TABLE jobs (
    id                 uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    role               text        NOT NULL CHECK (btrim(role) <> ''),
    location           text        NOT NULL CHECK (btrim(location) <> ''),
    type               text        NOT NULL DEFAULT '',
    qualification      text        NOT NULL CHECK (btrim(qualification) <> ''),
    active             boolean     NOT NULL DEFAULT true,
    job_description_id uuid        UNIQUE REFERENCES files (id),
    create_time        timestamptz NOT NULL DEFAULT now(),
    update_time        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jobs_page_idx ON jobs (create_time DESC, id DESC);

CREATE TABLE applications (
    id          uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    job_id      uuid        NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
    name        text        NOT NULL CHECK (btrim(name) <> ''),
    email       text        NOT NULL CHECK (btrim(email) <> ''),
    phone       text        NOT NULL CHECK (btrim(phone) <> ''),
    contacted   boolean     NOT NULL DEFAULT false,
    resume_id   uuid        UNIQUE REFERENCES files (id),
    create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX applications_page_idx ON applications (job_id, create_time DESC, id DESC);

CREATE TABLE gallery_projects (
    id                 uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    title              text        NOT NULL CHECK (btrim(title) <> ''),
    description        text        NOT NULL CHECK (btrim(description) <> ''),
    type               text        NOT NULL DEFAULT 'OTHER'
        CHECK (type IN ('OTHER', 'INSTITUTE', 'COMMERCIAL', 'FACILITY_EXPENSION', 'INDUSTRIAL')),
    other_type         text        NOT NULL DEFAULT '',
    department         text        NOT NULL DEFAULT 'OTHER'
        CHECK (department IN ('OTHER', 'PEMB', 'STRUCTURAL', 'ESTIMATION')),
    location           text        NOT NULL CHECK (btrim(location) <> ''),
    technology_used    text        NOT NULL DEFAULT '',
    designing_software text        NOT NULL DEFAULT '',
    status             text        NOT NULL DEFAULT 'IN_PROGRESS'
        CHECK (status IN ('PLANNING', 'IN_PROGRESS', 'COMPLETED', 'ON_HOLD', 'CANCELLED')),
    create_time        timestamptz NOT NULL DEFAULT now(),
    update_time        timestamptz NOT NULL DEFAULT now(),
    CHECK (type = 'OTHER' AND btrim(other_type) <> '' OR type <> 'OTHER' AND other_type = '')
);
CREATE INDEX gallery_projects_page_idx ON gallery_projects (create_time DESC, id DESC);
CREATE INDEX gallery_projects_department_page_idx ON gallery_projects (department, create_time DESC, id DESC);

CREATE TABLE gallery_images (
    project_id uuid    NOT NULL REFERENCES gallery_projects (id) ON DELETE CASCADE,
    position   integer NOT NULL CHECK (position >= 0),
    file_id    uuid    NOT NULL UNIQUE REFERENCES files (id),
    PRIMARY KEY (project_id, position)
);

CREATE TABLE portfolio_items (
    id          uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    title       text        NOT NULL CHECK (btrim(title) <> ''),
    description text        NOT NULL DEFAULT '',
    active      boolean     NOT NULL DEFAULT false,
    file_id     uuid        NOT NULL UNIQUE REFERENCES files (id),
    create_time timestamptz NOT NULL DEFAULT now(),
    update_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX portfolio_items_page_idx ON portfolio_items (create_time DESC, id DESC);

CREATE TABLE blog_posts (
    id           uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    title        text        NOT NULL CHECK (btrim(title) <> ''),
    content_html text        NOT NULL CHECK (btrim(content_html) <> ''),
    likes        bigint      NOT NULL DEFAULT 0 CHECK (likes >= 0),
    image_id     uuid        UNIQUE REFERENCES files (id),
    create_time  timestamptz NOT NULL DEFAULT now(),
    update_time  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX blog_posts_page_idx ON blog_posts (create_time DESC, id DESC);

CREATE TABLE contact_messages (
    id          uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    name        text        NOT NULL CHECK (btrim(name) <> ''),
    email       text        NOT NULL CHECK (btrim(email) <> ''),
    phone       text        NOT NULL CHECK (btrim(phone) <> ''),
    message     text        NOT NULL CHECK (btrim(message) <> ''),
    create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_page_idx ON contact_messages (create_time DESC, id DESC);

CREATE TABLE newsletter_subscribers (
    id          uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    email       text        NOT NULL UNIQUE CHECK (email = lower(email) AND btrim(email) <> ''),
    create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX newsletter_subscribers_page_idx ON newsletter_subscribers (create_time DESC, id DESC);

-- +goose Down
DROP TABLE newsletter_subscribers;
DROP TABLE contact_messages;
DROP TABLE blog_posts;
DROP TABLE portfolio_items;
DROP TABLE gallery_images;
DROP TABLE gallery_projects;
DROP TABLE applications;
DROP TABLE jobs;
DROP TABLE files;
