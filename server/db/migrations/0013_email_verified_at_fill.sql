-- An e-mail already marked verified (reset link, invitation, Google, demo) keeps that proof as a
-- time: its row's last update is the best time we know.
UPDATE "users" SET "email_verified_at" = "updated_at" WHERE "email_verified" AND "email_verified_at" IS NULL;
