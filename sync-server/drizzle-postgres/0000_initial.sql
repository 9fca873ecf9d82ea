CREATE TABLE "auth_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auth_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"address" text NOT NULL,
	"account" text,
	"at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_posts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"content" text NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"created_at" text NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counseling_tips" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"category" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" text NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_motivation" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"message" text NOT NULL,
	"type" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" text NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"target_value" integer NOT NULL,
	"current_value" integer DEFAULT 0 NOT NULL,
	"category" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" text NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "goals_target_positive" CHECK ("goals"."target_value" >= 1),
	CONSTRAINT "goals_current_not_negative" CHECK ("goals"."current_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inspirational_content" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"author" text,
	"category" text NOT NULL,
	"image_url" text,
	"created_by" text,
	"created_at" text NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"category" text NOT NULL,
	"created_at" text NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meditation_audio" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"audio_url" text NOT NULL,
	"duration" integer,
	"category" text NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"created_at" text NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meditation_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"duration" integer NOT NULL,
	"session_type" text NOT NULL,
	"completed_at" text NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mood_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"mood" text NOT NULL,
	"notes" text,
	"date" text NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_likes" (
	"post_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" text NOT NULL,
	CONSTRAINT "post_likes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "private_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"notes" text,
	"session_type" text NOT NULL,
	"duration" integer,
	"scheduled_at" text,
	"completed_at" text,
	"created_at" text NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processed_mutations" (
	"user_id" text NOT NULL,
	"mutation_id" text NOT NULL,
	"result" text NOT NULL,
	"created_at" text NOT NULL,
	CONSTRAINT "processed_mutations_user_id_mutation_id_pk" PRIMARY KEY("user_id","mutation_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" text NOT NULL,
	"expires_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_counter" (
	"id" integer PRIMARY KEY NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "sync_counter_single_row" CHECK ("sync_counter"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "tombstones" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tombstones_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"table_name" text NOT NULL,
	"row_id" text NOT NULL,
	"user_id" text,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_counters" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"window_start" bigint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "usage_counters_user_id_kind_window_start_pk" PRIMARY KEY("user_id","kind","window_start")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"title" text DEFAULT 'Mindful' NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"time_zone" text,
	"created_at" text NOT NULL,
	"last_seen_at" text,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_motivation" ADD CONSTRAINT "daily_motivation_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspirational_content" ADD CONSTRAINT "inspirational_content_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meditation_sessions" ADD CONSTRAINT "meditation_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mood_entries" ADD CONSTRAINT "mood_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_sessions" ADD CONSTRAINT "private_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processed_mutations" ADD CONSTRAINT "processed_mutations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_counters" ADD CONSTRAINT "usage_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_attempts_address_idx" ON "auth_attempts" USING btree ("kind","address","at");--> statement-breakpoint
CREATE INDEX "auth_attempts_account_idx" ON "auth_attempts" USING btree ("kind","account","at");--> statement-breakpoint
CREATE INDEX "auth_attempts_at_idx" ON "auth_attempts" USING btree ("at");--> statement-breakpoint
CREATE INDEX "community_posts_created_idx" ON "community_posts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "community_posts_user_created_idx" ON "community_posts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "community_posts_version_idx" ON "community_posts" USING btree ("version");--> statement-breakpoint
CREATE INDEX "counseling_tips_created_idx" ON "counseling_tips" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "counseling_tips_version_idx" ON "counseling_tips" USING btree ("version");--> statement-breakpoint
CREATE INDEX "daily_motivation_user_created_idx" ON "daily_motivation" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "daily_motivation_user_version_idx" ON "daily_motivation" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "goals_user_created_idx" ON "goals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "goals_user_version_idx" ON "goals" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "inspirational_content_created_idx" ON "inspirational_content" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "inspirational_content_version_idx" ON "inspirational_content" USING btree ("version");--> statement-breakpoint
CREATE INDEX "journal_entries_user_created_idx" ON "journal_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "journal_entries_user_version_idx" ON "journal_entries" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "meditation_audio_created_idx" ON "meditation_audio" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "meditation_audio_version_idx" ON "meditation_audio" USING btree ("version");--> statement-breakpoint
CREATE INDEX "meditation_sessions_user_completed_idx" ON "meditation_sessions" USING btree ("user_id","completed_at");--> statement-breakpoint
CREATE INDEX "meditation_sessions_user_version_idx" ON "meditation_sessions" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "mood_entries_user_date_idx" ON "mood_entries" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "mood_entries_user_version_idx" ON "mood_entries" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "post_likes_user_idx" ON "post_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "private_sessions_user_created_idx" ON "private_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "private_sessions_user_version_idx" ON "private_sessions" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "processed_mutations_created_idx" ON "processed_mutations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "tombstones_version_idx" ON "tombstones" USING btree ("version");--> statement-breakpoint
CREATE INDEX "tombstones_user_version_idx" ON "tombstones" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "tombstones_row_idx" ON "tombstones" USING btree ("row_id");--> statement-breakpoint
CREATE INDEX "usage_counters_window_idx" ON "usage_counters" USING btree ("window_start");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_unique" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");