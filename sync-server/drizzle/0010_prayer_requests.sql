CREATE TABLE `prayer_marks` (
	`request_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`request_id`, `user_id`),
	FOREIGN KEY (`request_id`) REFERENCES `prayer_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `prayer_marks_user_idx` ON `prayer_marks` (`user_id`);--> statement-breakpoint
CREATE TABLE `prayer_reports` (
	`request_id` text NOT NULL,
	`reporter_id` text NOT NULL,
	`reason` text NOT NULL,
	`note` text,
	`created_at` text NOT NULL,
	PRIMARY KEY(`request_id`, `reporter_id`),
	FOREIGN KEY (`request_id`) REFERENCES `prayer_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `prayer_reports_created_idx` ON `prayer_reports` (`created_at`);--> statement-breakpoint
CREATE INDEX `prayer_reports_reporter_idx` ON `prayer_reports` (`reporter_id`);--> statement-breakpoint
CREATE TABLE `prayer_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`content` text NOT NULL,
	`is_anonymous` integer DEFAULT false NOT NULL,
	`prayed_count` integer DEFAULT 0 NOT NULL,
	`answered_at` text,
	`testimony` text,
	`created_at` text NOT NULL,
	`hidden_at` text,
	`hidden_by` text,
	`version` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`hidden_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `prayer_requests_created_idx` ON `prayer_requests` (`created_at`);--> statement-breakpoint
CREATE INDEX `prayer_requests_user_created_idx` ON `prayer_requests` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `prayer_requests_version_idx` ON `prayer_requests` (`version`);