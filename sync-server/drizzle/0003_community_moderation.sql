CREATE TABLE `community_stats` (
	`id` integer PRIMARY KEY NOT NULL,
	`posts` integer NOT NULL,
	`likes` integer NOT NULL,
	`members` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `feed_filters` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`target_id` text NOT NULL,
	`created_at` text NOT NULL,
	`version` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `feed_filters_user_version_idx` ON `feed_filters` (`user_id`,`version`);--> statement-breakpoint
CREATE TABLE `post_reports` (
	`post_id` text NOT NULL,
	`reporter_id` text NOT NULL,
	`reason` text NOT NULL,
	`note` text,
	`created_at` text NOT NULL,
	PRIMARY KEY(`post_id`, `reporter_id`),
	FOREIGN KEY (`post_id`) REFERENCES `community_posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `post_reports_created_idx` ON `post_reports` (`created_at`);--> statement-breakpoint
CREATE INDEX `post_reports_reporter_idx` ON `post_reports` (`reporter_id`);--> statement-breakpoint
ALTER TABLE `community_posts` ADD `hidden_at` text;--> statement-breakpoint
ALTER TABLE `community_posts` ADD `hidden_by` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
-- The counts start from the posts already there; every later change keeps them current.
INSERT INTO `community_stats` (`id`, `posts`, `likes`, `members`) SELECT 1, count(*), coalesce(sum(`likes`), 0), count(DISTINCT `user_id`) FROM `community_posts`;