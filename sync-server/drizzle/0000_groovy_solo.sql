CREATE TABLE `community_posts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`content` text NOT NULL,
	`likes` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`version` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `community_posts_created_idx` ON `community_posts` (`created_at`);--> statement-breakpoint
CREATE INDEX `community_posts_user_created_idx` ON `community_posts` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `community_posts_version_idx` ON `community_posts` (`version`);--> statement-breakpoint
CREATE TABLE `counseling_tips` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`category` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` text NOT NULL,
	`version` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `counseling_tips_created_idx` ON `counseling_tips` (`created_at`);--> statement-breakpoint
CREATE INDEX `counseling_tips_version_idx` ON `counseling_tips` (`version`);--> statement-breakpoint
CREATE TABLE `daily_motivation` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`message` text NOT NULL,
	`type` text NOT NULL,
	`is_read` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL,
	`version` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `daily_motivation_user_created_idx` ON `daily_motivation` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `daily_motivation_user_version_idx` ON `daily_motivation` (`user_id`,`version`);--> statement-breakpoint
CREATE TABLE `goals` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`target_value` integer NOT NULL,
	`current_value` integer DEFAULT 0 NOT NULL,
	`category` text,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` text NOT NULL,
	`version` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "goals_target_positive" CHECK("goals"."target_value" >= 1),
	CONSTRAINT "goals_current_not_negative" CHECK("goals"."current_value" >= 0)
);
--> statement-breakpoint
CREATE INDEX `goals_user_created_idx` ON `goals` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `goals_user_version_idx` ON `goals` (`user_id`,`version`);--> statement-breakpoint
CREATE TABLE `inspirational_content` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`author` text,
	`category` text NOT NULL,
	`image_url` text,
	`created_by` text,
	`created_at` text NOT NULL,
	`version` integer NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `inspirational_content_created_idx` ON `inspirational_content` (`created_at`);--> statement-breakpoint
CREATE INDEX `inspirational_content_version_idx` ON `inspirational_content` (`version`);--> statement-breakpoint
CREATE TABLE `journal_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`category` text NOT NULL,
	`created_at` text NOT NULL,
	`version` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `journal_entries_user_created_idx` ON `journal_entries` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `journal_entries_user_version_idx` ON `journal_entries` (`user_id`,`version`);--> statement-breakpoint
CREATE TABLE `meditation_audio` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`audio_url` text NOT NULL,
	`duration` integer,
	`category` text NOT NULL,
	`is_public` integer DEFAULT true NOT NULL,
	`created_at` text NOT NULL,
	`version` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `meditation_audio_created_idx` ON `meditation_audio` (`created_at`);--> statement-breakpoint
CREATE INDEX `meditation_audio_version_idx` ON `meditation_audio` (`version`);--> statement-breakpoint
CREATE TABLE `meditation_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`duration` integer NOT NULL,
	`session_type` text NOT NULL,
	`completed_at` text NOT NULL,
	`version` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `meditation_sessions_user_completed_idx` ON `meditation_sessions` (`user_id`,`completed_at`);--> statement-breakpoint
CREATE INDEX `meditation_sessions_user_version_idx` ON `meditation_sessions` (`user_id`,`version`);--> statement-breakpoint
CREATE TABLE `mood_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`mood` text NOT NULL,
	`notes` text,
	`date` text NOT NULL,
	`version` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `mood_entries_user_date_idx` ON `mood_entries` (`user_id`,`date`);--> statement-breakpoint
CREATE INDEX `mood_entries_user_version_idx` ON `mood_entries` (`user_id`,`version`);--> statement-breakpoint
CREATE TABLE `post_likes` (
	`post_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`post_id`, `user_id`),
	FOREIGN KEY (`post_id`) REFERENCES `community_posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `post_likes_user_idx` ON `post_likes` (`user_id`);--> statement-breakpoint
CREATE TABLE `private_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`title` text NOT NULL,
	`notes` text,
	`session_type` text NOT NULL,
	`duration` integer,
	`scheduled_at` text,
	`completed_at` text,
	`created_at` text NOT NULL,
	`version` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `private_sessions_user_created_idx` ON `private_sessions` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `private_sessions_user_version_idx` ON `private_sessions` (`user_id`,`version`);--> statement-breakpoint
CREATE TABLE `processed_mutations` (
	`user_id` text NOT NULL,
	`mutation_id` text NOT NULL,
	`result` text NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`user_id`, `mutation_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `processed_mutations_created_idx` ON `processed_mutations` (`created_at`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `sync_counter` (
	`id` integer PRIMARY KEY NOT NULL,
	`value` integer NOT NULL,
	CONSTRAINT "sync_counter_single_row" CHECK("sync_counter"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE `tombstones` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`table_name` text NOT NULL,
	`row_id` text NOT NULL,
	`user_id` text,
	`version` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `tombstones_version_idx` ON `tombstones` (`version`);--> statement-breakpoint
CREATE INDEX `tombstones_user_version_idx` ON `tombstones` (`user_id`,`version`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`username` text NOT NULL,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`password_hash` text NOT NULL,
	`level` integer DEFAULT 1 NOT NULL,
	`title` text DEFAULT 'Mindful' NOT NULL,
	`is_admin` integer DEFAULT false NOT NULL,
	`is_demo` integer DEFAULT false NOT NULL,
	`time_zone` text,
	`created_at` text NOT NULL,
	`last_seen_at` text,
	`version` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_lower_unique` ON `users` (lower("username"));--> statement-breakpoint
CREATE INDEX `users_created_at_idx` ON `users` (`created_at`);