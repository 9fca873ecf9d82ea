CREATE TABLE "community_stats" (
	"id" integer PRIMARY KEY NOT NULL,
	"posts" integer NOT NULL,
	"likes" integer NOT NULL,
	"members" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_filters" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"target_id" text NOT NULL,
	"created_at" text NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_reports" (
	"post_id" text NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" text NOT NULL,
	CONSTRAINT "post_reports_post_id_reporter_id_pk" PRIMARY KEY("post_id","reporter_id")
);
--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "hidden_at" text;--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "hidden_by" text;--> statement-breakpoint
ALTER TABLE "feed_filters" ADD CONSTRAINT "feed_filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reports" ADD CONSTRAINT "post_reports_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reports" ADD CONSTRAINT "post_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_filters_user_version_idx" ON "feed_filters" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "post_reports_created_idx" ON "post_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "post_reports_reporter_idx" ON "post_reports" USING btree ("reporter_id");--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The counts start from the posts already there; every later change keeps them current.
INSERT INTO "community_stats" ("id", "posts", "likes", "members") SELECT 1, count(*), coalesce(sum("likes"), 0), count(DISTINCT "user_id") FROM "community_posts";