-- Accounts made before agreements were recorded agreed to the terms at sign-up (the spec's form required
-- the box, as its login form did each time), and the terms have not changed since: version 1, from sign-up.
UPDATE "customers" SET "terms_version" = 1, "terms_agreed_at" = "created_at" WHERE "terms_version" IS NULL;
