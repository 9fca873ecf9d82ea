CREATE TABLE "prayer_marks" (
	"request_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" text NOT NULL,
	CONSTRAINT "prayer_marks_request_id_user_id_pk" PRIMARY KEY("request_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "prayer_reports" (
	"request_id" text NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" text NOT NULL,
	CONSTRAINT "prayer_reports_request_id_reporter_id_pk" PRIMARY KEY("request_id","reporter_id")
);
--> statement-breakpoint
CREATE TABLE "prayer_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"content" text NOT NULL,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"prayed_count" integer DEFAULT 0 NOT NULL,
	"answered_at" text,
	"testimony" text,
	"created_at" text NOT NULL,
	"hidden_at" text,
	"hidden_by" text,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prayer_marks" ADD CONSTRAINT "prayer_marks_request_id_prayer_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."prayer_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_marks" ADD CONSTRAINT "prayer_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_reports" ADD CONSTRAINT "prayer_reports_request_id_prayer_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."prayer_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_reports" ADD CONSTRAINT "prayer_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_requests" ADD CONSTRAINT "prayer_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_requests" ADD CONSTRAINT "prayer_requests_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prayer_marks_user_idx" ON "prayer_marks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "prayer_reports_created_idx" ON "prayer_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "prayer_reports_reporter_idx" ON "prayer_reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "prayer_requests_created_idx" ON "prayer_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "prayer_requests_user_created_idx" ON "prayer_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "prayer_requests_version_idx" ON "prayer_requests" USING btree ("version");