CREATE TABLE `ended_sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`ended_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `ended_sessions_ended_idx` ON `ended_sessions` (`ended_at`);--> statement-breakpoint
CREATE TABLE `password_resets` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `password_resets_user_idx` ON `password_resets` (`user_id`);