-- Refill reminders were on for every customer unless they switched them off: an opt-out, which is no
-- consent (DPDP Act 2023, section 6: a clear affirmative action). Only a customer's own use of the switch
-- is carried over, when they made it and as they left it: a row set to on was switched back on by the
-- customer's own tick, a row set to off was a withdrawal. A customer who never touched it has no row here,
-- and so gets no reminders until they tick the box themselves (decision 049).
INSERT INTO "consents" ("customer_id", "purpose", "granted", "source", "created_at")
SELECT "customer_id", 'refill_reminders', "reminders_on", 'reminder-setting', "updated_at"
FROM "reminder_settings"
ORDER BY "updated_at", "customer_id";
