CREATE TABLE `auth_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`address` text NOT NULL,
	`account` text,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `auth_attempts_address_idx` ON `auth_attempts` (`kind`,`address`,`at`);--> statement-breakpoint
CREATE INDEX `auth_attempts_account_idx` ON `auth_attempts` (`kind`,`account`,`at`);--> statement-breakpoint
CREATE INDEX `auth_attempts_at_idx` ON `auth_attempts` (`at`);--> statement-breakpoint
CREATE TABLE `usage_counters` (
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`user_id`, `kind`, `window_start`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `usage_counters_window_idx` ON `usage_counters` (`window_start`);