-- What a staff member may do (issue 39): hub or admin. The staff there were could do everything: admins.
ALTER TABLE "users" ADD COLUMN "staff_role" text;--> statement-breakpoint
UPDATE "users" SET "staff_role" = 'admin' WHERE "role" = 'STAFF';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_role_of_staff" CHECK (("users"."role" = 'STAFF') = ("users"."staff_role" is not null));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_role_known" CHECK ("users"."staff_role" in ('hub', 'admin'));